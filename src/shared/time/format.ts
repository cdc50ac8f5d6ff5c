import { NEUTRAL_TIME_ZONE } from './zones';

/**
 * The one date and time formatter of the product. An instant (an ISO timestamp, stored in UTC)
 * is shown in the viewer's zone; a calendar date (a date field's YYYY-MM-DD) belongs to no zone
 * and is never shifted. Styles:
 * - `date`: "Nov 27, 2026"; `long-date`: "November 27, 2026"
 * - `date-time`: "Nov 27, 2026, 2:03 PM"; `precise`: with seconds, for logs
 * (each locale's own medium date and short or medium time)
 * Building an Intl.DateTimeFormat costs more than a row's own rendering, so each
 * (locale, zone, style, label) is built once.
 */
export type DateTimeStyle = 'date' | 'long-date' | 'date-time' | 'precise';

export interface InstantOptions {
  /** Adds the zone's short name ("CET", "GMT+3") where the zone matters: logs, sessions, revisions. */
  zoneLabel?: boolean;
}

const STYLES: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  'long-date': { dateStyle: 'long' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  precise: { dateStyle: 'medium', timeStyle: 'medium' },
};

/** Intl refuses timeZoneName beside dateStyle and timeStyle: the label comes from a formatter of its own. */
const ZONE_NAME: Intl.DateTimeFormatOptions = { timeZoneName: 'short' };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${timeZone}|${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(cacheKey, format);
  }
  return format;
}

/** An instant in `timeZone`, e.g. formatInstant('2026-11-27T13:03:00Z', 'sv', 'Europe/Stockholm', 'date-time') → "27 nov. 2026 14:03". */
export function formatInstant(iso: string, locale: string, timeZone: string, style: DateTimeStyle, { zoneLabel = false }: InstantOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = formatter(locale, timeZone, STYLES[style], style).format(date);
  if (!zoneLabel || !STYLES[style].timeStyle) return text;
  const zone = formatter(locale, timeZone, ZONE_NAME, 'zone').formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${text} ${zone}` : text;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The exact instant in UTC, for hover text: "2026-11-27 13:03:05 UTC" (the same in every locale). */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} `
    + `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A chart axis's day: "Nov 27", "27 nov.". */
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** A calendar date (YYYY-MM-DD) in the locale's words, never shifted by a zone: "12 dec. 2026". Anything else comes back as it is. */
export function formatCalendarDate(value: string, locale: string, style: 'date' | 'long-date' | 'day-month' = 'date'): string {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  return formatter(locale, NEUTRAL_TIME_ZONE, style === 'day-month' ? DAY_MONTH : STYLES[style], style).format(date);
}

/** A zone's offset from UTC at `date`, e.g. "GMT+1" (it moves with daylight saving time), for lists of zones. */
export function formatZoneOffset(timeZone: string, date: Date): string {
  return formatter('en', timeZone, { timeZoneName: 'shortOffset' }, 'offset').formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The zone the browser runs in (null where the runtime cannot say). */
export function browserTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/** A time of day (HH:MM or HH:MM:SS) in the locale's clock: "2:30 PM" in English, "14:30" in Swedish. Anything else comes back as it is. */
export function formatClockTime(value: string, locale: string): string {
  const match = CLOCK_TIME.exec(value);
  if (!match) return value;
  const seconds = match[3] !== undefined && match[3] !== '00';
  const date = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]), Number(match[3] ?? 0)));
  const options: Intl.DateTimeFormatOptions = { timeStyle: seconds ? 'medium' : 'short' };
  return formatter(locale, NEUTRAL_TIME_ZONE, options, seconds ? 'clock+s' : 'clock').format(date);
}
