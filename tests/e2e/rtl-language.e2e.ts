import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import ar from '@/i18n/messages/ar.json';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { launchBrowser } from './browser';
import { addSessionCookie, settle } from './accounts/helpers';
import { e2eServer } from './e2e-server';

/**
 * The right-to-left language (Arabic) mirrors the layout on public, account and dashboard screens.
 * Arabic is offered only when the server starts with EXTRA_LOCALES=ar (read at start, not baked
 * into the build), so this file starts a second server from the same build with it, while the
 * suite's server keeps the three languages. `SCREENSHOTS_DIR` keeps a screenshot of each screen.
 */
const SCREENSHOTS = process.env.SCREENSHOTS_DIR;
const WIDTHS = [390, 1366] as const;
const SCHEMES = ['light', 'dark'] as const;
const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

type Scheme = (typeof SCHEMES)[number];
const CASES = SCHEMES.flatMap((scheme) => WIDTHS.map((width) => [scheme, width] as const));

const direction = (page: Page) => page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

describe('right-to-left language (ar)', () => {
  let server: RunningServer;
  let browser: Browser;
  let adminCookie: string;
  const opened: BrowserContext[] = [];

  /** A visitor of the Arabic server in the given colour scheme, its cookie choice saved unless asked, signed in as the admin if asked. */
  async function visitor(scheme: Scheme, width: number, { signedIn = false, consented = true } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, colorScheme: scheme, baseURL: server.baseUrl });
    opened.push(context);
    if (consented) {
      const saved = await context.request.post('/api/cookie-preferences', {
        data: { necessary: true, analytics: false, marketing: false },
        headers: { Origin: server.baseUrl },
      });
      expect(saved.ok()).toBe(true);
    }
    if (signedIn) {
      await addSessionCookie(context, adminCookie.slice('token='.length), server.baseUrl);
    }
    return context.newPage();
  }

  /** Opens an Arabic page and checks what every one shares: right to left, Arabic, the scheme asked for, nothing sideways. */
  async function openArabic(page: Page, pathname: string, scheme: Scheme) {
    await page.goto(pathname);
    await settle(page);
    expect(await direction(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    expect(await isDark(page)).toBe(scheme === 'dark');
  }

  async function finish(page: Page, name: string, scheme: Scheme, width: number) {
    expect(await overflowsSideways(page)).toBe(false);
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `rtl-${name}-${scheme}-${width}.png`), fullPage: true });
  }

  beforeAll(async () => {
    server = await startServer({ EXTRA_LOCALES: 'ar', AUTH_RATE_LIMIT_IP_POINTS: '10000', AUTH_RATE_LIMIT_ACCOUNT_POINTS: '10000' });
    browser = await launchBrowser();
    const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ ...ADMIN, remember_me: false }),
    });
    expect(signIn.status).toBe(200);
    adminCookie = signIn.headers.getSetCookie().map((set) => set.split(';')[0]).find((pair) => pair.startsWith('token='))!;
    // The dashboard speaks its user's language, whatever address is opened.
    const chosen = await fetch(`${server.baseUrl}/api/auth`, {
      method: 'PUT',
      headers: { cookie: adminCookie, origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ dashboard_locale: 'ar' }),
    });
    expect(chosen.status).toBe(200);
  });

  afterAll(async () => {
    for (const context of opened) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('is offered by a server started with EXTRA_LOCALES=ar, and not by the same build started without it', async () => {
    const locales = async (baseUrl: string) => {
      const html = await (await fetch(`${baseUrl}/`)).text();
      return /<html[^>]* data-locales="([^"]*)"/.exec(html)?.[1];
    };
    expect(await locales(server.baseUrl)).toBe('en,ar,sv,tr');
    expect((await fetch(`${server.baseUrl}/ar`)).status).toBe(200);
    const suiteServer = e2eServer().baseUrl;
    expect(await locales(suiteServer)).toBe('en,sv,tr');
    expect((await fetch(`${suiteServer}/ar`)).status).toBe(404);
  });

  it.each(CASES)('mirrors the public home page (%s, %i px): the site name on the right, whole', async (scheme, width) => {
    const page = await visitor(scheme, width);
    await openArabic(page, '/ar', scheme);
    const header = page.locator('header').first();
    await expect.poll(() => header.getByRole('link', { name: ar.header.sign_in }).count()).toBe(1);
    const brand = await box(header.getByRole('link').first());
    expect(brand.x).toBeGreaterThan(width / 2);
    if (width < 640) expect(brand.x + brand.width).toBeGreaterThan(width - 40);
    const signIn = await box(header.getByRole('link', { name: ar.header.sign_in }));
    expect(signIn.x + signIn.width).toBeLessThan(brand.x);
    // The site's name fits beside the header's buttons on a phone too: not cut off.
    const name = header.getByRole('link').first().locator(':scope > span').nth(1);
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await finish(page, 'home', scheme, width);
  });

  it.each(CASES)('mirrors the sign-in page (%s, %i px): labels start at the right edge of their fields', async (scheme, width) => {
    const page = await visitor(scheme, width);
    await openArabic(page, '/ar/auth/sign-in', scheme);
    const field = page.getByLabel(ar.account.fields.username_or_email);
    await expect.poll(() => field.count()).toBe(1);
    const input = await box(field);
    const label = await box(page.locator('label', { hasText: ar.account.fields.username_or_email }).first());
    expect(Math.abs(label.x + label.width - (input.x + input.width))).toBeLessThan(2);
    await finish(page, 'sign-in', scheme, width);
  });

  it.each(CASES)('mirrors the account pages (%s, %i px): the profile and its navigation on the right', async (scheme, width) => {
    const page = await visitor(scheme, width, { signedIn: true });
    await openArabic(page, '/ar/auth/settings', scheme);
    const nav = page.getByRole('navigation', { name: ar.account.navigation });
    await expect.poll(() => nav.count()).toBe(1);
    const links = nav.getByRole('link');
    const [first, second] = [await box(links.nth(0)), await box(links.nth(1))];
    // Each link's icon comes first, at its right.
    const icon = await box(links.nth(0).locator('svg'));
    expect(icon.x).toBeGreaterThan(first.x + first.width / 2);
    if (width >= 1024) {
      // The column beside the page is on its right.
      const heading = await box(page.getByRole('main').getByRole('heading', { level: 1 }).first());
      expect(first.x).toBeGreaterThan(heading.x + heading.width);
    } else {
      // Stacked above the page, the links run from the right edge leftwards.
      expect(first.x + first.width).toBeGreaterThan(width - 40);
      expect(second.x).toBeLessThan(first.x);
    }
    await finish(page, 'account', scheme, width);
  });

  it.each(CASES)('puts the dashboard sidebar on the right (%s, %i px)', async (scheme, width) => {
    const page = await visitor(scheme, width, { signedIn: true });
    await openArabic(page, '/ar/dashboard', scheme);
    const nav = page.getByRole('navigation', { name: ar.dashboard.navigation });
    if (width >= 1024) {
      const sidebar = await box(nav);
      // The sidebar hugs the right edge; the content is on its left.
      expect(sidebar.x + sidebar.width).toBeGreaterThan(width - 24);
      expect(sidebar.x).toBeGreaterThan(width / 2);
      const main = await box(page.locator('main').first());
      expect(main.x).toBeLessThan(sidebar.x);
    } else {
      // On a phone the sidebar is a drawer that slides in from the right.
      await page.getByRole('button', { name: ar.header.open_menu }).click();
      const drawer = page.getByRole('dialog');
      await expect.poll(async () => {
        const found = await drawer.boundingBox();
        return found ? Math.round(found.x + found.width) : 0;
      }).toBe(width);
      if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `rtl-dashboard-drawer-${scheme}-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
    }
    await finish(page, 'dashboard', scheme, width);
  });

  it('swipes a toast away towards the left edge, where it came from, and not towards the right', async () => {
    const page = await visitor('light', 390, { consented: false });
    await openArabic(page, '/ar', 'light');
    // Saving the cookie choice says so in a toast.
    const banner = page.getByRole('region', { name: ar.cookie.title });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: ar.cookie.accept_all }).click();
    const toasts = page
      .getByRole('region', { name: ar.common.toast_region.replace(' ({hotkey})', '') })
      .locator('li[data-state="open"]', { hasText: ar.cookie.saved });
    const swipe = async (dx: number) => {
      const toast = await box(toasts.first());
      const [x, y] = [toast.x + toast.width / 2, toast.y + toast.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(x + (dx * step) / 8, y);
      await page.mouse.up();
    };

    await expect.poll(() => toasts.count()).toBe(1);
    // Towards the right (the start edge in Arabic): it springs back.
    await swipe(120);
    await page.waitForTimeout(400);
    expect(await toasts.count()).toBe(1);
    // Towards the left (the end edge): it goes.
    await swipe(-120);
    await expect.poll(() => toasts.count()).toBe(0);
  });
});
