import { isLocale, resolveLocale, type Locale } from '@/i18n/locales';

/** The X-Language rule for a header value read any way. */
export function languageFromHeader(value: string | undefined): Locale {
  return resolveLocale(value?.trim().toLowerCase());
}

/**
 * The site locale X-Language names, or undefined when it names none: what a user's language is
 * recorded from (a client that states no language, e.g. a script, changes nothing).
 */
export function statedLanguage(value: string | undefined): Locale | undefined {
  const code = value?.trim().toLowerCase();
  return isLocale(code) ? code : undefined;
}
