'use client';

import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { formatCalendarDate, formatInstant, formatUtc, type DateTimeStyle, type InstantOptions } from '@/shared/time/format';
import { useViewerTimeZone } from './viewer-time-zone';

export interface DateFormat {
  /** The viewer's zone (chosen, else the browser's). */
  zone: string;
  /** An instant (ISO timestamp) in the viewer's zone and the page's language. */
  instant(iso: string, style: DateTimeStyle, options?: InstantOptions): string;
  /** The exact instant in UTC, for hover text. */
  utc(iso: string): string;
  /** A calendar date (YYYY-MM-DD), never shifted by a zone. */
  calendarDate(value: string, style?: 'date' | 'long-date'): string;
}

/** The one date and time formatter (src/shared/time) bound to the page's language and the viewer's zone. */
export function useDateFormat(): DateFormat {
  const locale = useLocale();
  const zone = useViewerTimeZone();
  return useMemo(() => ({
    zone,
    instant: (iso, style, options) => formatInstant(iso, locale, zone, style, options),
    utc: formatUtc,
    calendarDate: (value, style) => formatCalendarDate(value, locale, style),
  }), [locale, zone]);
}
