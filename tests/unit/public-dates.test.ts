import { createFormatter } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeDefinitions, locales } from '@/i18n/locales';

vi.mock('server-only', () => ({}));
const { formatPublicDate } = await import('@/lib/server/public-dates');

// Just before midnight UTC: the day differs between New York, Stockholm and Istanbul.
const DATES = ['2026-03-01T23:30:00.000Z', '2026-11-24T04:15:00.000Z'];

describe('formatPublicDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(locales)('writes %s dates as next-intl does with the locale time zone', (locale) => {
    const format = createFormatter({ locale, timeZone: localeDefinitions[locale].timeZone });
    for (const iso of DATES) {
      for (const dateStyle of ['medium', 'long'] as const) {
        expect(formatPublicDate(locale, iso, dateStyle)).toBe(format.dateTime(new Date(iso), { dateStyle }));
      }
    }
  });

  it('builds one Intl.DateTimeFormat per locale and style, not one per date', () => {
    formatPublicDate('sv', DATES[0], 'medium');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (const iso of DATES) formatPublicDate('sv', iso, 'medium');
    expect(built).not.toHaveBeenCalled();
  });
});
