import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, newVisitor, open } from './accounts/helpers';

/** Where the screenshots for a human look go (not committed). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const NOTHING = `nothing${Date.now().toString(36)}`;

/** Lists on the shared data table, each with a search that matches nothing. */
const LISTS = {
  users: `/dashboard/users?search=${NOTHING}`,
  contents: `/dashboard/blog?search=${NOTHING}`,
  inbox: `/dashboard/contact?search=${NOTHING}`,
  spam: `/dashboard/contact?view=spam&search=${NOTHING}`,
  sessions: `/dashboard/sessions?search=${NOTHING}`,
  modules: `/dashboard/modules?search=${NOTHING}`,
};

describe('a dashboard list on a phone', () => {
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const app = await openServerDatabase();
    try {
      const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
      adminToken = (await app.services.sessions.create(admin.id)).token;
    } finally {
      await app.close();
    }
  });
  afterAll(() => browser?.close());

  it.each(Object.entries(LISTS))('shows the whole empty message of %s at 390 px, however wide its table', async (name, at) => {
    const { page, context } = await newVisitor(browser, PHONE);
    await context.addCookies([{ name: 'token', value: adminToken, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    await open(page, at);
    const message = page.getByRole('table').locator('tbody').getByRole('status');
    await expect.poll(() => message.innerText()).toBe('Nothing matches your search or filters.');
    const table = await page.getByRole('table').boundingBox();
    expect(table!.width, 'the table is wider than the phone').toBeGreaterThan(PHONE.width);
    const box = (await message.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-empty-${name}-390.png`, fullPage: true });
    await context.close();
  });
});
