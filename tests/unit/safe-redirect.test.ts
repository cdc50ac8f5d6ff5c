import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveOAuthReturn, takeOAuthReturn } from '@/lib/account/oauth-attempt';
import { safeRedirectPath } from '@/lib/safe-redirect';

/** Paths that a browser (or a layer that decodes once more) turns into another host. */
const ATTACKS = [
  'https://evil.example/',
  'HTTPS://evil.example/',
  '//evil.example/path',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' /auth',
  'auth',
  'javascript:alert(1)',
  // Dot segments that normalise to //host (issue 7, item 2).
  '/.//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/a/..//evil.example',
  '/a/%2e%2e//evil.example',
  '/a/.%2e//evil.example',
  '/a/b/../..//evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  '/.//evil.example/auth?x=1',
  // Encoded slashes and backslashes, also encoded twice.
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%252f%252fevil.example',
  '/%252e%252e//evil.example',
  '/%2e%2e%2f%2fevil.example',
  // Encoded whitespace and control characters.
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/%00/evil.example',
  // The API, also by a dot segment or an escape.
  '/api/auth/sign-out',
  '/api',
  '/x/../api/auth/sign-out',
  '/%61pi/auth/sign-out',
  // Not a string, too long, empty.
  '',
  undefined,
  null,
  42,
  ['/auth'],
  `/${'a'.repeat(3000)}`,
];

describe('safeRedirectPath', () => {
  it.each([
    ['/auth', '/auth'],
    ['/tr/hesap/guvenlik', '/tr/hesap/guvenlik'],
    ['/auth?token=abc#top', '/auth?token=abc#top'],
    ['/blog/hello-world', '/blog/hello-world'],
    ['/blog/100%25-free', '/blog/100%25-free'],
    ['/a/./b', '/a/b'],
    ['/a/../b', '/b'],
    ['/auth?next=//evil.example', '/auth?next=//evil.example'],
  ])('keeps the site path %s as %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each(ATTACKS)('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it('never answers a path that a browser would read as another host', () => {
    for (const input of ATTACKS) {
      const path = safeRedirectPath(input);
      if (path !== null) expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
    }
  });
});

describe('the OAuth return path (kept in session storage while the provider is visited)', () => {
  const storage = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.clear();
  });

  it('comes back when it is a site path', () => {
    vi.stubGlobal('sessionStorage', sessionStorage);
    saveOAuthReturn({ returnTo: '/tr/hesap/guvenlik', remember: true });
    expect(takeOAuthReturn()).toEqual({ returnTo: '/tr/hesap/guvenlik', remember: true });
    expect(takeOAuthReturn()).toEqual({});
  });

  it.each(['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '//evil.example', '/%5cevil.example'])(
    'is dropped when it was tampered with into %j',
    (returnTo) => {
      vi.stubGlobal('sessionStorage', sessionStorage);
      storage.set('oauth_return', JSON.stringify({ returnTo, remember: true }));
      expect(takeOAuthReturn()).toEqual({ returnTo: undefined, remember: true });
    },
  );
});
