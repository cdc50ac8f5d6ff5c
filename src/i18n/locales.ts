import * as registry from './languages/registry';
import type { LanguageDefinition } from './languages/types';

/** Every language defined (src/i18n/languages/registry.ts), enabled or not. */
export type Locale = keyof typeof registry;
export const defaultLocale: Locale = 'en';

/**
 * Codes of the optional languages to offer: `EXTRA_LOCALES=ar` when the server starts (not at build,
 * so one build serves with or without them); in the browser, the server's list from `<html data-locales>` ([locale]/layout.tsx).
 */
const extraLocales = ((typeof document === 'undefined' ? process.env.EXTRA_LOCALES : document.documentElement.dataset.locales) ?? '')
  .split(',')
  .map((code) => code.trim());

const definitions = Object.values(registry) as LanguageDefinition<Locale>[];

/** The site's locales: the default first, then the others by code; an optional one only when EXTRA_LOCALES names it. */
export const locales = definitions
  .filter((language) => !language.optional || extraLocales.includes(language.code))
  .sort((a, b) => Number(b.code === defaultLocale) - Number(a.code === defaultLocale) || a.code.localeCompare(b.code))
  .map((language) => language.code) as unknown as readonly [Locale, ...Locale[]];

/** Name, direction and interface messages per language. No time zone: a language says nothing of where its reader is (src/shared/time). */
export const localeDefinitions: Record<Locale, LanguageDefinition<Locale>> = registry;

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Resolves any incoming language value (X-Language header, cookie) to a supported locale. */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
