import fc from 'fast-check';
import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, locales } from '@/i18n/locales';
import { pathnames, routing } from '@/i18n/routing';
import { ALL_PATHNAMES, createPathnameSubsets } from '@/server/web/routing-subsets';

const subsetFor = createPathnameSubsets(pathnames);
const everyTemplate = createMiddleware(routing);
const bySubset = new Map<string, ReturnType<typeof createMiddleware>>();

/** What a router acts on: status, redirect target, rewrite, cookies and the request headers next-intl adds. */
function decision(middleware: ReturnType<typeof createMiddleware>, path: string, headers: Record<string, string>) {
  const response = middleware(new NextRequest(new URL(path, 'http://localhost'), { headers }));
  return {
    status: response.status,
    location: response.headers.get('location'),
    rewrite: response.headers.get('x-middleware-rewrite'),
    // Expires is the clock's (the two calls may straddle a second); Max-Age says the same.
    cookies: response.headers.getSetCookie().map((cookie) => cookie.replace(/Expires=[^;]*; /, '')),
    locale: response.headers.get('x-middleware-request-x-next-intl-locale'),
  };
}

function subsetDecision(path: string, headers: Record<string, string>) {
  const { key, pathnames: subset } = subsetFor(new URL(path, 'http://localhost').pathname);
  if (!bySubset.has(key)) bySubset.set(key, createMiddleware({ ...routing, pathnames: subset }));
  return decision(bySubset.get(key)!, path, headers);
}

const templateSegments = [...new Set(Object.entries(pathnames).flatMap(([internal, localized]) => [internal, ...(typeof localized === 'string' ? [] : Object.values(localized))]).flatMap((t) => t.split('/')).filter((s) => s && !s.startsWith('[')))];
const segment = fc.oneof(
  fc.constantFrom(...templateSegments, ...locales, 'EN', 'Tr', 'SV', 'articles', 'makaleler', 'first-post', 'hello-world'),
  fc.constantFrom('%E7%B4%84', '%ZZ', '%5C', 'a%20b', 'Hakkimizda', 'ABOUT', '%09', 'index'),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
);
const path = fc.tuple(fc.array(segment, { maxLength: 4 }), fc.boolean(), fc.boolean(), fc.constantFrom('', '?page=2', '?q=a%20b')).map(
  ([segments, trailingSlash, doubled, search]) => '/' + segments.join(doubled ? '//' : '/') + (trailingSlash && segments.length > 0 ? '/' : '') + search,
);
const headers = fc.record({
  cookie: fc.constantFrom('', `${LOCALE_COOKIE}=en`, `${LOCALE_COOKIE}=sv`, `${LOCALE_COOKIE}=tr`, `${LOCALE_COOKIE}=xx`),
  'accept-language': fc.constantFrom('', 'tr', 'sv-SE,sv;q=0.9', 'de', 'en-US, tr;q=0.001'),
  'sec-fetch-dest': fc.constantFrom('document', 'empty'),
});
const present = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([, value]) => value !== ''));

describe('the pathname subsets handed to next-intl', () => {
  it('give the very decision all templates give, for any path, cookie and language', () => {
    fc.assert(
      fc.property(path, headers, (p, h) => {
        expect(subsetDecision(p, present(h))).toEqual(decision(everyTemplate, p, present(h)));
      }),
      { numRuns: 3000 },
    );
  });

  it('give the same decision for every localised address of every template, in each locale and with each prefix', () => {
    const filled = (template: string) => template.replace(/\[[^\]]+\]/g, 'x-1');
    for (const [internal, localized] of Object.entries(pathnames)) {
      for (const template of [internal, ...(typeof localized === 'string' ? [] : Object.values(localized))]) {
        for (const prefix of ['', '/en', '/sv', '/tr', '/TR']) {
          for (const cookie of ['', ...locales.map((l) => `${LOCALE_COOKIE}=${l}`)]) {
            const p = prefix + (filled(template) === '/' && prefix ? '' : filled(template));
            const h = present({ cookie });
            expect(subsetDecision(p, h), p).toEqual(decision(everyTemplate, p, h));
          }
        }
      }
    }
  });

  it('hand next-intl only the templates that could match: an item page gets the root and the dynamic ones', () => {
    expect(Object.keys(subsetFor('/articles/first-post').pathnames)).toEqual(['/', '/[moduleSlug]', '/[moduleSlug]/[moduleContentSlug]']);
    expect(Object.keys(subsetFor('/tr/hakkimizda').pathnames)).toContain('/about');
    expect(Object.keys(subsetFor('/dashboard/users').pathnames)).not.toContain('/about');
    expect(subsetFor('/%E0%A4%A').key).toBe(ALL_PATHNAMES);
  });
});
