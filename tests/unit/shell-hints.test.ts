import { describe, expect, it } from 'vitest';
import { cookieValue, hasCookie } from '@/shared/shell-hints';

describe('reading a Cookie header', () => {
  const header = 'xi18n_redirected=tr; i18n_redirected=sv; signed_in=1; empty=';

  it('finds a cookie by its whole name only', () => {
    expect(hasCookie(header, 'i18n_redirected')).toBe(true);
    expect(hasCookie(header, 'signed_in')).toBe(true);
    expect(hasCookie(header, 'n_redirected')).toBe(false);
    expect(hasCookie('signed_inx=1', 'signed_in')).toBe(false);
    expect(hasCookie(undefined, 'signed_in')).toBe(false);
  });

  it("reads a cookie's value, the same again on the next call, and '' for one that is missing", () => {
    expect(cookieValue(header, 'i18n_redirected')).toBe('sv');
    expect(cookieValue(header, 'i18n_redirected')).toBe('sv');
    expect(cookieValue('i18n_redirected=en', 'i18n_redirected')).toBe('en');
    expect(cookieValue(header, 'empty')).toBe('');
    expect(cookieValue(header, 'token')).toBe('');
    expect(cookieValue(undefined, 'i18n_redirected')).toBe('');
  });
});
