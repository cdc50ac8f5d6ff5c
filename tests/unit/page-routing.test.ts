import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/i18n/locales';
import { LOCALE_ROUTE_HEADER, PATHNAME_HEADER, SEARCH_HEADER } from '@/shared/request-headers';
import { nonceOfPolicy } from '@/server/http/security-headers';
import { createPageRouter } from '@/server/web/page-routing';

/** What the render would be handed: the request after routing, echoed as JSON. */
interface Routed {
  url: string;
  headers: http.IncomingHttpHeaders;
}

let origin: string;
let server: http.Server;
let siteDefault = 'en';

beforeAll(async () => {
  const route = await createPageRouter(async () => siteDefault);
  server = http.createServer((req, res) => {
    void route(req, res).then((answered) => {
      if (!answered) res.end(JSON.stringify({ url: req.url ?? '', headers: req.headers } satisfies Routed));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function request(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { headers, redirect: 'manual' });
  const body = response.status === 200 ? ((await response.json()) as Routed) : null;
  return { response, routed: body };
}

describe('page routing before Next', () => {
  it('routes a default-locale path to its locale route and leaves the URL as the visitor typed it', async () => {
    const { response, routed } = await request('/articles/first-post?page=2');
    expect(response.status).toBe(200);
    expect(routed!.url).toBe('/articles/first-post?page=2');
    expect(routed!.headers[LOCALE_ROUTE_HEADER]).toBe('en/articles/first-post');
    expect(routed!.headers[PATHNAME_HEADER]).toBe('/articles/first-post');
    expect(routed!.headers[SEARCH_HEADER]).toBe('?page=2');
    expect(routed!.headers['x-next-intl-locale']).toBe('en');
    expect(response.headers.getSetCookie().join()).toContain(`${LOCALE_COOKIE}=en`);
  });

  it("reads the address without Next's cache-busting parameter of a client navigation", async () => {
    const { routed } = await request('/auth/settings?_rsc=1x2y3', { rsc: '1' });
    expect(routed!.url).toBe('/auth/settings?_rsc=1x2y3');
    expect(routed!.headers[PATHNAME_HEADER]).toBe('/auth/settings');
    expect(routed!.headers[SEARCH_HEADER]).toBe('');
    expect(routed!.headers[LOCALE_ROUTE_HEADER]).toBe('en/auth/settings');

    const redirected = await request('/en/about?x=1&_rsc=1x2y3', { rsc: '1' });
    expect(redirected.response.headers.get('location')).toBe('/about?x=1');
  });

  it("moves the locale cookie on a page the visitor opens, never on the client router's background requests", async () => {
    const switchedToEnglish = { cookie: `${LOCALE_COOKIE}=en` };
    const revalidation = await request('/sv/blog/hello-world?_rsc=1x2y3', { ...switchedToEnglish, rsc: '1', 'sec-fetch-dest': 'empty' });
    expect(revalidation.response.status).toBe(200);
    expect(revalidation.response.headers.getSetCookie()).toEqual([]);

    const opened = await request('/sv/blog/hello-world', { ...switchedToEnglish, 'sec-fetch-dest': 'document' });
    expect(opened.response.headers.getSetCookie().join()).toContain(`${LOCALE_COOKIE}=sv`);
  });

  it('maps a localised Turkish path to the route it stands for', async () => {
    const { routed } = await request('/tr/hesap/giris-yap');
    expect(routed!.headers[LOCALE_ROUTE_HEADER]).toBe('tr/auth/sign-in');
    expect(routed!.headers[PATHNAME_HEADER]).toBe('/tr/hesap/giris-yap');
    expect(routed!.headers['x-next-intl-locale']).toBe('tr');
  });

  it('names no route when the path already is one', async () => {
    const { routed } = await request('/sv/about');
    expect(routed!.headers[LOCALE_ROUTE_HEADER]).toBeUndefined();
    expect(routed!.headers['x-next-intl-locale']).toBe('sv');
  });

  it('never takes a route from the visitor', async () => {
    const { routed } = await request('/sv/about', { [LOCALE_ROUTE_HEADER]: 'dashboard/users' });
    expect(routed!.headers[LOCALE_ROUTE_HEADER]).toBeUndefined();
    const file = await request('/robots.txt', { [LOCALE_ROUTE_HEADER]: 'dashboard/users' });
    expect(file.routed!.headers[LOCALE_ROUTE_HEADER]).toBeUndefined();
  });

  it('answers the redirects itself, to paths, with the query kept', async () => {
    const prefixed = await request('/en/about?ref=mail');
    expect(prefixed.response.status).toBe(307);
    expect(prefixed.response.headers.get('location')).toBe('/about?ref=mail');

    const unlocalised = await request('/tr/auth/sign-in');
    expect(unlocalised.response.status).toBe(307);
    expect(unlocalised.response.headers.get('location')).toBe('/tr/hesap/giris-yap');

    const chosen = await request('/about', { cookie: `${LOCALE_COOKIE}=sv` });
    expect(chosen.response.status).toBe(307);
    expect(chosen.response.headers.get('location')).toBe('/sv/about');
  });

  it("offers the site's default language to a visitor who never chose one, after the browser's own", async () => {
    siteDefault = 'tr';
    try {
      const fresh = await request('/about', { 'accept-language': 'de-DE,de;q=0.9' });
      expect(fresh.response.status).toBe(307);
      expect(fresh.response.headers.get('location')).toBe('/tr/hakkimizda');

      const english = await request('/about', { 'accept-language': 'en-GB,en;q=0.9' });
      expect(english.response.status).toBe(200);
      expect(english.routed!.headers[LOCALE_ROUTE_HEADER]).toBe('en/about');

      const chosen = await request('/about', { cookie: `${LOCALE_COOKIE}=en`, 'accept-language': 'de' });
      expect(chosen.response.status).toBe(200);
      expect(chosen.routed!.headers['accept-language']).toBe('de');
    } finally {
      siteDefault = 'en';
    }
  });

  it('gives every page its own nonce, on the request (for Next) and the answer alike', async () => {
    const first = await request('/about');
    const second = await request('/about');
    const nonce = nonceOfPolicy(first.response.headers.get('content-security-policy')!);
    expect(nonce).toBeTruthy();
    expect(nonceOfPolicy(String(first.routed!.headers['content-security-policy']))).toBe(nonce);
    expect(nonceOfPolicy(second.response.headers.get('content-security-policy')!)).not.toBe(nonce);
  });

  it('keeps files out of locale routing but gives them the page headers', async () => {
    const { response, routed } = await request('/robots.txt');
    expect(routed!.headers[LOCALE_ROUTE_HEADER]).toBeUndefined();
    expect(routed!.headers[PATHNAME_HEADER]).toBe('/robots.txt');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(nonceOfPolicy(response.headers.get('content-security-policy')!)).toBeTruthy();
  });

  it("leaves Next's own assets alone", async () => {
    const { response, routed } = await request('/_next/static/chunks/app.js');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(routed!.headers[PATHNAME_HEADER]).toBeUndefined();
  });
});
