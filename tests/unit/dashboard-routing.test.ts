import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, type Locale } from '@/i18n/locales';
import { LOCALE_ROUTE_HEADER } from '@/shared/request-headers';
import { dashboardPathIn, isDashboardPath } from '@/server/web/dashboard-paths';
import { createPageRouter } from '@/server/web/page-routing';

/**
 * The dashboard speaks its user's language (users.dashboard_locale), not the locale cookie of the
 * last public page they read: a dashboard address in another language is redirected to the same
 * screen in theirs, and opening it leaves the public site's language cookie alone.
 */
describe('dashboard addresses in each language', () => {
  it('recognises the dashboard in every locale form, and nothing else', () => {
    for (const path of ['/dashboard', '/dashboard/users/7', '/sv/dashboard/logs', '/tr/yonetim', '/tr/yonetim/kullanicilar/ekle']) expect(isDashboardPath(path), path).toBe(true);
    for (const path of ['/', '/about', '/tr/hakkimizda', '/blog/dashboard', '/sv', '/dashboards']) expect(isDashboardPath(path), path).toBe(false);
  });

  it('maps a screen to the same screen in another language, parameters and localised segments included', () => {
    expect(dashboardPathIn('/sv/dashboard/users/7', 'tr')).toBe('/tr/yonetim/kullanicilar/7');
    expect(dashboardPathIn('/tr/yonetim/blog/5/onizleme', 'en')).toBe('/dashboard/blog/5/preview');
    expect(dashboardPathIn('/tr/yonetim/blog/ekle', 'sv')).toBe('/sv/dashboard/blog/add');
    expect(dashboardPathIn('/dashboard/users/add', 'tr')).toBe('/tr/yonetim/kullanicilar/ekle');
    expect(dashboardPathIn('/dashboard/menus/header', 'tr')).toBe('/tr/yonetim/menuler/header');
    expect(dashboardPathIn('/dashboard', 'tr')).toBe('/tr/yonetim');
    expect(dashboardPathIn('/tr/yonetim', 'en')).toBe('/dashboard');
    // Not a dashboard route in its own locale's form: next-intl's routing decides.
    expect(dashboardPathIn('/tr/dashboard/users', 'en')).toBeNull();
    expect(dashboardPathIn('/dashboard/a/b/c/d/e', 'en')).toBeNull();
  });
});

describe('page routing of the dashboard', () => {
  let origin: string;
  let server: http.Server;
  /** Session cookie value → the user's dashboard language. */
  const users: Record<string, Locale> = { english: 'en', swedish: 'sv', turkish: 'tr' };

  beforeAll(async () => {
    const route = await createPageRouter(async () => 'en', async (cookie) => {
      const token = cookie?.match(/(?:^|;\s*)token=([^;]+)/)?.[1];
      return token ? users[token] ?? null : null;
    });
    server = http.createServer((req, res) => {
      void route(req, res).then((answered) => {
        if (!answered) res.end(JSON.stringify({ locale: req.headers['x-next-intl-locale'], route: req.headers[LOCALE_ROUTE_HEADER] ?? null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers, redirect: 'manual' });
  const as = (token: string, publicLocale: Locale) => ({ cookie: `${LOCALE_COOKIE}=${publicLocale}; token=${token}`, 'accept-language': 'sv', 'sec-fetch-dest': 'document' });

  it('sends an English user who last read a Turkish page from the Turkish dashboard address to the English one', async () => {
    const res = await get('/tr/yonetim/kullanicilar?page=2', as('english', 'tr'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/dashboard/users?page=2');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('renders the English dashboard for them whatever the locale cookie and the browser ask, and keeps their public language cookie', async () => {
    const res = await get('/dashboard/users', as('english', 'tr'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ locale: 'en' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("sends a Swedish or Turkish user to their language's address, the client router's requests too", async () => {
    const swedish = await get('/dashboard/blog/4/preview?locale=tr&_rsc=abc', { ...as('swedish', 'en'), rsc: '1', 'sec-fetch-dest': 'empty' });
    expect(swedish.headers.get('location')).toBe('/sv/dashboard/blog/4/preview?locale=tr');
    const turkish = await get('/sv/dashboard/users/add', as('turkish', 'sv'));
    expect(turkish.headers.get('location')).toBe('/tr/yonetim/kullanicilar/ekle');
    const home = await get('/tr/yonetim', as('turkish', 'sv'));
    expect(home.status).toBe(200);
    expect(await home.json()).toEqual({ locale: 'tr', route: 'tr/dashboard' });
  });

  it('leaves visitors without a session and every public page to the usual locale routing', async () => {
    const guest = await get('/dashboard', { cookie: `${LOCALE_COOKIE}=sv`, 'sec-fetch-dest': 'document' });
    expect(guest.headers.get('location')).toBe('/sv/dashboard');
    const publicPage = await get('/about', as('english', 'tr'));
    expect(publicPage.headers.get('location')).toBe('/tr/hakkimizda');
  });
});
