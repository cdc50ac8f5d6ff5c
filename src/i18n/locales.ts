import type * as registry from './languages/registry';
import type { LanguageSummary } from './languages/types';
import { definedLanguages, requestedLocales } from '#language-table';

/** Every language defined (src/i18n/languages/registry.ts), enabled or not. */
export type Locale = keyof typeof registry;
export const defaultLocale: Locale = 'en';

/**
 * Every defined language by code, enabled or not: its own name and direction. The server reads
 * them from the messages files; the browser from the document (src/i18n/languages/table*.ts).
 * No time zone: a language says nothing of where its reader is (src/shared/time).
 */
export const languages = Object.fromEntries(definedLanguages.map((language) => [language.code, language])) as Record<Locale, LanguageSummary<Locale>>;

/**
 * The site's locales: the default first, then the others by code; an optional one only when
 * requested (EXTRA_LOCALES on the server; in the browser, the server's list from `<html data-locales>`).
 */
export const locales = (definedLanguages as LanguageSummary<Locale>[])
  .filter((language) => !language.optional || requestedLocales.includes(language.code))
  .sort((a, b) => Number(b.code === defaultLocale) - Number(a.code === defaultLocale) || a.code.localeCompare(b.code))
  .map((language) => language.code) as unknown as readonly [Locale, ...Locale[]];

/** The document's language attributes ([locale]/layout.tsx): what the browser reads languages from (src/i18n/languages/table.browser.ts). */
export function htmlLanguageAttributes(locale: Locale) {
  return {
    lang: locale,
    dir: languages[locale].dir,
    'data-locales': locales.join(','),
    'data-languages': JSON.stringify(definedLanguages),
  };
}

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Resolves any incoming language value (X-Language header, cookie) to a supported locale. */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
