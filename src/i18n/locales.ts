/** The site's locales. Adding one = a messages file + one entry here. */
export const locales = ['en', 'sv', 'tr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const localeDefinitions: Record<Locale, { name: string; dir: 'ltr' | 'rtl'; timeZone: string }> = {
  en: { name: 'English', dir: 'ltr', timeZone: 'America/New_York' },
  sv: { name: 'Svenska', dir: 'ltr', timeZone: 'Europe/Stockholm' },
  tr: { name: 'Türkçe', dir: 'ltr', timeZone: 'Europe/Istanbul' },
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
