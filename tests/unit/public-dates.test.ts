import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales } from '@/i18n/locales';

vi.mock('server-only', () => ({}));
const { formatPublicDate } = await import('@/lib/server/public-dates');

// Just before midnight UTC: the day differs between New York, Stockholm and Istanbul.
const DATES = ['2026-03-01T23:30:00.000Z', '2026-11-24T04:15:00.000Z'];
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPublicDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the UTC date in each locale\'s words: the same page for every visitor, whatever the language', () => {
    expect(locales.map((locale) => plain(formatPublicDate(locale, DATES[0], 'date')))).toEqual(['Mar 1, 2026', '1 mars 2026', '1 Mar 2026']);
    expect(locales.map((locale) => plain(formatPublicDate(locale, DATES[0], 'long-date')))).toEqual(['March 1, 2026', '1 mars 2026', '1 Mart 2026']);
    expect(plain(formatPublicDate('tr', DATES[1], 'date'))).toBe('24 Kas 2026');
  });

  it('builds one Intl.DateTimeFormat per locale and style, not one per date', () => {
    formatPublicDate('sv', DATES[0], 'date');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (const iso of DATES) formatPublicDate('sv', iso, 'date');
    expect(built).not.toHaveBeenCalled();
  });
});
