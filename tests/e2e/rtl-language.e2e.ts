import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import ar from '@/i18n/messages/ar.json';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, newVisitor, open, type Visitor } from './accounts/helpers';
import { inDashboardLanguage } from './dashboard-language';

/**
 * The right-to-left language (Arabic) mirrors the layout on public, account and dashboard screens.
 * Arabic is offered only with EXTRA_LOCALES=ar at build and start (src/i18n/locales.ts), so these
 * run only then; `SCREENSHOTS_DIR` keeps a screenshot of each screen at both widths.
 */
const enabled = (process.env.EXTRA_LOCALES ?? '').split(',').map((code) => code.trim()).includes('ar');
const SCREENSHOTS = process.env.SCREENSHOTS_DIR;
const WIDTHS = [390, 1366] as const;

const direction = (page: Page) => page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe.runIf(enabled)('right-to-left language (ar)', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;
  const opened: Visitor[] = [];

  async function visitor(width: number, token?: string): Promise<Page> {
    const own = await newVisitor(browser, { width, height: width < 600 ? 800 : 900 });
    if (token) await own.context.addCookies([{ name: 'token', value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    opened.push(own);
    return own.page;
  }

  async function shoot(page: Page, name: string, width: number) {
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `rtl-${name}-${width}.png`), fullPage: true });
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;
  });

  afterAll(async () => {
    for (const { context } of opened) await context.close();
    await app?.close();
    await browser?.close();
  });

  it.each(WIDTHS)('renders the home page right to left in Arabic at %i px', async (width) => {
    const page = await visitor(width);
    await open(page, '/ar');
    expect(await direction(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await expect.poll(() => page.getByRole('link', { name: ar.header.sign_in }).count()).toBeGreaterThan(0);
    expect(await overflowsSideways(page)).toBe(false);
    await shoot(page, 'home', width);
  });

  it.each(WIDTHS)('renders the sign-in page right to left, its labels in Arabic, at %i px', async (width) => {
    const page = await visitor(width);
    await open(page, '/ar/auth/sign-in');
    expect(await direction(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await expect.poll(() => page.getByLabel(ar.account.fields.username_or_email).count()).toBe(1);
    // The field's label starts where the field does: at its right edge.
    const field = await page.getByLabel(ar.account.fields.username_or_email).boundingBox();
    const label = await page.locator('label', { hasText: ar.account.fields.username_or_email }).first().boundingBox();
    expect(Math.abs(label!.x + label!.width - (field!.x + field!.width))).toBeLessThan(2);
    expect(await overflowsSideways(page)).toBe(false);
    await shoot(page, 'sign-in', width);
  });

  it.each(WIDTHS)('puts the dashboard sidebar on the right at %i px', async (width) => {
    await inDashboardLanguage(adminToken, 'ar', async () => {
      const page = await visitor(width, adminToken);
      await open(page, '/ar/dashboard');
      expect(await direction(page)).toEqual({ dir: 'rtl', lang: 'ar' });
      const nav = page.getByRole('navigation', { name: ar.dashboard.navigation });
      if (width >= 1024) {
        const box = await nav.boundingBox();
        expect(box).not.toBeNull();
        // The sidebar hugs the right edge; the content is on its left.
        expect(box!.x + box!.width).toBeGreaterThan(width - 24);
        expect(box!.x).toBeGreaterThan(width / 2);
        const main = await page.locator('main').first().boundingBox();
        expect(main!.x).toBeLessThan(box!.x);
      } else {
        // On a phone the sidebar is a drawer that slides in from the right.
        await page.getByRole('button', { name: ar.header.open_menu }).click();
        const drawer = page.getByRole('dialog');
        await expect.poll(async () => {
          const box = await drawer.boundingBox();
          return box ? Math.round(box.x + box.width) : 0;
        }).toBe(width);
        await shoot(page, 'dashboard-drawer', width);
        await page.keyboard.press('Escape');
      }
      expect(await overflowsSideways(page)).toBe(false);
      await shoot(page, 'dashboard', width);
    });
  });
});
