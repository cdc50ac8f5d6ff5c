import * as registry from './registry';
import { isOptional, type LanguageSummary, type UiMessages } from './types';

/** Every registered messages file as the type checker must find it: the `language` group and every interface-kit text. */
const files: Record<string, { language: { name: string; dir: string; openGraph: string; optional?: unknown }; ui: UiMessages }> = registry;

/**
 * The languages as the server knows them, from each messages file's `language` group. Reached
 * through `#language-table` (package.json `imports`), which the browser build resolves to
 * ./table.browser.ts instead, so no language's messages reach the browser this way.
 */
export const definedLanguages: LanguageSummary[] = Object.entries(files).map(([code, { language }]) => ({
  code,
  name: language.name,
  dir: language.dir as LanguageSummary['dir'],
  ...(isOptional(language) ? { optional: true as const } : {}),
}));

/** Codes of the optional languages to offer: `EXTRA_LOCALES=ar` when the server starts (not at build, so one build serves with or without them). */
export const requestedLocales: string[] = (process.env.EXTRA_LOCALES ?? '').split(',').map((code) => code.trim());
