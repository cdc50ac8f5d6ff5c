import type { LanguageSummary } from './types';

/**
 * The browser's ./table.ts (package.json `imports` maps `#language-table` here under the
 * `browser` condition): the server writes the defined languages and the enabled codes on the
 * document (`<html data-languages data-locales>`, htmlLanguageAttributes in ../locales.ts), so the
 * browser needs no language's messages file to list, name or orient languages.
 */
const data = document.documentElement.dataset as { languages?: string; locales?: string };

export const definedLanguages: LanguageSummary[] = data.languages ? JSON.parse(data.languages) : [];

/** The server's enabled codes (EXTRA_LOCALES applied), whatever the bundle's environment says. */
export const requestedLocales: string[] = (data.locales ?? '').split(',').map((code) => code.trim());
