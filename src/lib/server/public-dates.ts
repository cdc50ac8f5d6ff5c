import 'server-only';
import type { Locale } from '@/i18n/locales';
import { formatInstant } from '@/shared/time/format';
import { NEUTRAL_TIME_ZONE } from '@/shared/time/zones';

/**
 * A content's timestamp on a public page, as a date in the locale's words. Public pages are
 * cached and the same for every visitor, so they name no visitor's zone: the date is UTC's (a
 * post written near midnight may carry the neighbouring day for some readers). Formats are
 * built once per locale and style by the one formatter (src/shared/time).
 */
export function formatPublicDate(locale: Locale, iso: string, style: 'date' | 'long-date'): string {
  return formatInstant(iso, locale, NEUTRAL_TIME_ZONE, style);
}
