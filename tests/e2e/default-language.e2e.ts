import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;

describe("the site's default language", () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;

  /** Saved the way staff save it (the dashboard API); the server hears of it through the invalidation bus. */
  async function setDefaultLanguage(language: string) {
    const response = await fetch(`${baseUrl}/api/dashboard/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ default_language: language }),
    });
    expect(response.status).toBe(200);
  }

  /** Where a first-time visitor whose browser asks for `acceptLanguage` lands, and the page's language. */
  async function landing(path: string, acceptLanguage: string) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': acceptLanguage } });
    const page = await context.newPage();
    await page.goto(baseUrl + path);
    const result = { path: new URL(page.url()).pathname, lang: await page.locator('html').getAttribute('lang') };
    await context.close();
    return result;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;
  });

  afterAll(async () => {
    if (adminToken) await setDefaultLanguage('en');
    await app?.close();
    await browser?.close();
  });

  it('is what a visitor who never chose sees when the browser asks for nothing the site has', async () => {
    expect(await landing('/', 'de-DE,de;q=0.9')).toEqual({ path: '/', lang: 'en' });
    await setDefaultLanguage('sv');
    await expect.poll(async () => (await landing('/', 'de-DE,de;q=0.9')).path, { timeout: 10_000 }).toBe('/sv');
    expect(await landing('/', 'de-DE,de;q=0.9')).toEqual({ path: '/sv', lang: 'sv' });
    expect(await landing('/about', 'fi-FI')).toEqual({ path: '/sv/about', lang: 'sv' });

    await setDefaultLanguage('tr');
    await expect.poll(async () => (await landing('/about', 'fr')).path, { timeout: 10_000 }).toBe('/tr/hakkimizda');
  });

  it("never overrides a language the browser asks for, nor the visitor's own choice", async () => {
    await setDefaultLanguage('sv');
    await expect.poll(async () => (await landing('/', 'ja')).path, { timeout: 10_000 }).toBe('/sv');
    expect(await landing('/', 'en-US,en;q=0.9')).toEqual({ path: '/', lang: 'en' });
    expect(await landing('/', 'tr-TR')).toEqual({ path: '/tr', lang: 'tr' });

    const context = await browser.newContext();
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});
