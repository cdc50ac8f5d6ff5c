import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClockTime, formatInstant, formatUtc, isTimeZone, isUsableTimeZone, timeZoneSettingSchema } from '@/shared/time';

/** ICU puts narrow no-break spaces before AM/PM in newer versions: compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const instant = '2026-11-27T13:03:05.000Z';

describe('formatInstant', () => {
  it('shows an instant in the zone given, whatever the locale', () => {
    expect(plain(formatInstant(instant, 'en', 'Europe/Stockholm', 'date-time'))).toBe('Nov 27, 2026, 2:03 PM');
    expect(plain(formatInstant(instant, 'en', 'America/New_York', 'date-time'))).toBe('Nov 27, 2026, 8:03 AM');
    expect(plain(formatInstant(instant, 'en', 'Asia/Tokyo', 'date-time'))).toBe('Nov 27, 2026, 10:03 PM');
  });

  it('does not move the clock when only the language changes', () => {
    const hour = (locale: string) => /\b(\d{1,2})[:.]03\b/.exec(plain(formatInstant(instant, locale, 'Europe/Istanbul', 'date-time')))?.[1];
    expect(hour('sv')).toBe('16');
    expect(hour('tr')).toBe('16');
    expect(plain(formatInstant(instant, 'en', 'Europe/Istanbul', 'date-time'))).toContain('4:03 PM');
  });

  it('writes the date and time in each locale\'s own way', () => {
    expect(plain(formatInstant(instant, 'sv', 'UTC', 'date-time'))).toBe('27 nov. 2026 13:03');
    expect(plain(formatInstant(instant, 'tr', 'UTC', 'date-time'))).toBe('27 Kas 2026 13:03');
    expect(plain(formatInstant(instant, 'en', 'UTC', 'date'))).toBe('Nov 27, 2026');
    expect(plain(formatInstant(instant, 'sv', 'UTC', 'long-date'))).toBe('27 november 2026');
    expect(plain(formatInstant(instant, 'tr', 'UTC', 'long-date'))).toBe('27 Kasım 2026');
  });

  it('keeps seconds in the precise style and labels the zone when asked', () => {
    expect(plain(formatInstant(instant, 'sv', 'Europe/Stockholm', 'precise', { zoneLabel: true }))).toBe('27 nov. 2026 14:03:05 CET');
    expect(plain(formatInstant(instant, 'en', 'UTC', 'precise'))).toBe('Nov 27, 2026, 1:03:05 PM');
    expect(plain(formatInstant(instant, 'en', 'America/New_York', 'date-time', { zoneLabel: true }))).toBe('Nov 27, 2026, 8:03 AM EST');
    // A date alone has no zone label: it would say nothing the day does not.
    expect(plain(formatInstant(instant, 'en', 'America/New_York', 'date', { zoneLabel: true }))).toBe('Nov 27, 2026');
  });

  it('follows daylight saving time across the change', () => {
    // Europe/Stockholm leaves summer time at 01:00 UTC on 2026-10-25: 02:59 CEST, then 02:00 CET.
    expect(plain(formatInstant('2026-10-25T00:59:00Z', 'sv', 'Europe/Stockholm', 'date-time', { zoneLabel: true }))).toBe('25 okt. 2026 02:59 CEST');
    expect(plain(formatInstant('2026-10-25T01:00:00Z', 'sv', 'Europe/Stockholm', 'date-time', { zoneLabel: true }))).toBe('25 okt. 2026 02:00 CET');
    // America/New_York enters it at 07:00 UTC on 2026-03-08: 1:59 EST, then 3:00 EDT.
    expect(plain(formatInstant('2026-03-08T06:59:00Z', 'en', 'America/New_York', 'date-time', { zoneLabel: true }))).toBe('Mar 8, 2026, 1:59 AM EST');
    expect(plain(formatInstant('2026-03-08T07:00:00Z', 'en', 'America/New_York', 'date-time', { zoneLabel: true }))).toBe('Mar 8, 2026, 3:00 AM EDT');
  });

  it('moves the date across midnight with the zone', () => {
    expect(plain(formatInstant('2026-12-31T23:30:00Z', 'en', 'Europe/Stockholm', 'date'))).toBe('Jan 1, 2027');
    expect(plain(formatInstant('2027-01-01T00:30:00Z', 'en', 'America/New_York', 'date'))).toBe('Dec 31, 2026');
  });

  it('gives back what is not a timestamp unchanged', () => {
    expect(formatInstant('not a date', 'en', 'UTC', 'date')).toBe('not a date');
  });
});

describe('formatUtc (the hover text)', () => {
  it('is the exact UTC instant, to the second, the same in every locale', () => {
    expect(formatUtc(instant)).toBe('2026-11-27 13:03:05 UTC');
    expect(formatUtc('2026-03-08T07:00:00+02:00')).toBe('2026-03-08 05:00:00 UTC');
    expect(formatUtc('garbage')).toBe('garbage');
  });
});

describe('calendar dates and times of day (field values)', () => {
  it('formats a date per locale without shifting it a day in any zone', () => {
    expect(plain(formatCalendarDate('2026-12-12', 'en'))).toBe('Dec 12, 2026');
    expect(plain(formatCalendarDate('2026-12-12', 'sv'))).toBe('12 dec. 2026');
    expect(plain(formatCalendarDate('2026-12-12', 'tr'))).toBe('12 Ara 2026');
    expect(plain(formatCalendarDate('2026-01-01', 'en', 'long-date'))).toBe('January 1, 2026');
    expect(formatCalendarDate('12/12/2026', 'en')).toBe('12/12/2026');
  });

  it('writes a time of day with the locale\'s clock', () => {
    expect(plain(formatClockTime('14:30', 'en'))).toBe('2:30 PM');
    expect(plain(formatClockTime('14:30', 'sv'))).toBe('14:30');
    expect(plain(formatClockTime('09:05:30', 'tr'))).toBe('09:05:30');
    expect(formatClockTime('noon', 'en')).toBe('noon');
  });
});

describe('time zone setting', () => {
  it('accepts IANA zones and UTC, refuses the rest with its translated key', () => {
    expect(isTimeZone('Europe/Stockholm')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('europe/stockholm')).toBe(false);
    expect(timeZoneSettingSchema.parse('America/New_York')).toBe('America/New_York');
    expect(timeZoneSettingSchema.parse('')).toBeNull();
    expect(timeZoneSettingSchema.parse(null)).toBeNull();
    const refused = timeZoneSettingSchema.safeParse('Mars/Olympus_Mons');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('validation.invalid_time_zone');
  });

  it('takes a zone a browser reports when the runtime can format in it', () => {
    expect(isUsableTimeZone('Europe/Istanbul')).toBe(true);
    expect(isUsableTimeZone('Nowhere/Else')).toBe(false);
    expect(isUsableTimeZone('')).toBe(false);
  });
});

describe('date and time fields (the field-type registry)', () => {
  it('show a date field per locale on pages and in cells, and keep the stored form for exports', async () => {
    const { fieldDisplayText, fieldText } = await import('@/shared/fields');
    const date = { key: 'day', type: 'date' } as Parameters<typeof fieldText>[0];
    const time = { key: 'at', type: 'time' } as Parameters<typeof fieldText>[0];
    expect(plain(fieldDisplayText(date, '2026-12-12', 'en'))).toBe('Dec 12, 2026');
    expect(plain(fieldDisplayText(date, '2026-12-12', 'sv'))).toBe('12 dec. 2026');
    expect(plain(fieldDisplayText(date, '2026-12-12', 'tr'))).toBe('12 Ara 2026');
    expect(plain(fieldDisplayText(time, '18:45', 'en'))).toBe('6:45 PM');
    expect(fieldText(date, '2026-12-12', 'sv')).toBe('2026-12-12');
  });
});

describe('zone lists and chart days', () => {
  it('names a zone\'s offset as it is on the day asked, and a chart day without its year', async () => {
    const { formatZoneOffset } = await import('@/shared/time');
    expect(formatZoneOffset('Europe/Stockholm', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+1');
    expect(formatZoneOffset('Europe/Stockholm', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+2');
    expect(formatZoneOffset('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+5:30');
    expect(plain(formatCalendarDate('2026-11-27', 'en', 'day-month'))).toBe('Nov 27');
    expect(plain(formatCalendarDate('2026-11-27', 'sv', 'day-month'))).toBe('27 nov.');
  });
});
