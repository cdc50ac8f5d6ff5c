import { describe, expect, it } from 'vitest';
import { localizePath, tokenLink } from '@/server/services/auth/links';

describe('links in account mails', () => {
  it.each([
    ['/auth/recovery-account', 'en', '/auth/recovery-account'],
    ['/auth/recovery-account', 'sv', '/sv/auth/recovery-account'],
    ['/auth/recovery-account', 'tr', '/tr/hesap/kurtar'],
    ['/tr/hesap/kurtar', 'en', '/auth/recovery-account'],
    ['/sv/auth', 'tr', '/tr/hesap'],
    ['/en/auth', 'en', '/auth'],
    ['/', 'sv', '/sv'],
    ['/somewhere/else', 'tr', '/somewhere/else'],
  ] as const)('localise %s for %s as %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it('build absolute links on the public URL with the token as the only query', () => {
    expect(tokenLink('https://site.example', '/auth/recovery-account', 'tr', 'abc_DEF-123')).toBe('https://site.example/tr/hesap/kurtar?token=abc_DEF-123');
    expect(tokenLink('https://site.example/base', '/auth', 'en', 't')).toBe('https://site.example/base/auth?token=t');
  });

  it('never leave the public origin, whatever the path holds', () => {
    expect(() => tokenLink('https://site.example', '@evil.example/x', 'en', 't')).toThrow(/Refusing/);
  });
});
