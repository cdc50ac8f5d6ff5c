import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/auth', '/auth'],
    ['/tr/hesap/guvenlik', '/tr/hesap/guvenlik'],
    ['/auth?token=abc#top', '/auth?token=abc#top'],
    ['/blog/hello-world', '/blog/hello-world'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    ' /auth',
    'auth',
    'javascript:alert(1)',
    '/api/auth/sign-out',
    '/api',
    '',
    undefined,
    ['/auth'],
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});
