/** The site's locales. Adding one = a messages file + one entry here. */
export const locales = ['en', 'sv', 'tr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** No time zone here: a language says nothing of where its reader is (timestamps follow the viewer, src/shared/time). */
export const localeDefinitions: Record<Locale, { name: string; dir: 'ltr' | 'rtl' }> = {
  en: { name: 'English', dir: 'ltr' },
  sv: { name: 'Svenska', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
};

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Resolves any incoming language value (X-Language header, cookie) to a supported locale. */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
