import 'server-only';
import { localeDefinitions, type Locale } from '@/i18n/locales';

export type PublicDateStyle = 'medium' | 'long';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A content date as the public pages show it, in the locale's time zone (the one next-intl is
 * configured with, src/i18n/request.ts). Building an Intl.DateTimeFormat took more CPU than the
 * rest of an item's own rendering, and next-intl's formatter builds new ones on every request;
 * these are built once per locale and style.
 */
export function formatPublicDate(locale: Locale, iso: string, dateStyle: PublicDateStyle): string {
  const key = `${locale}:${dateStyle}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: localeDefinitions[locale].timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
