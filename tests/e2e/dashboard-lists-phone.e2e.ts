import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, signedInVisitor, open } from './accounts/helpers';

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

/**
 * Every dashboard list with rows, each row's last control being its actions (the row menu; the
 * log's Details), and whether the list has filters: those sit behind a "Filters" button on a phone.
 */
const ROWS = (run: string) => ({
  users: { at: '/dashboard/users?search=admin', filters: true },
  roles: { at: '/dashboard/roles?search=admin', filters: false },
  sessions: { at: '/dashboard/sessions', filters: false },
  logs: { at: '/dashboard/logs', filters: true },
  contents: { at: `/dashboard/blog?search=${run}`, filters: true },
  inbox: { at: `/dashboard/contact?search=${run}`, filters: true },
  media: { at: `/dashboard/media?view=list&search=${run}`, filters: true },
  menus: { at: '/dashboard/menus', filters: false },
  modules: { at: '/dashboard/modules', filters: true },
});

/** The controls that stand beside a list's search on a wider screen (selects, date fields; not the pager's rows per page), counted where a phone shows them. */
async function visibleFilterControls(page: Page): Promise<number> {
  const controls = page.getByRole('main').locator('select:not(nav select), input[type="date"], input[type="datetime-local"]');
  let visible = 0;
  for (const control of await controls.all()) if (await control.isVisible()) visible++;
  return visible;
}

describe('a dashboard list on a phone', () => {
  let browser: Browser;
  let adminToken: string;
  /** This run's blog item, contact message and media file carry it, so searches find them. */
  const run = `phone${Date.now().toString(36)}`;

  async function adminApi(path: string, body: FormData | Record<string, unknown>): Promise<number> {
    const json = !(body instanceof FormData);
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie: `token=${adminToken}`, origin: baseUrl, 'x-language': 'en', ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
    });
    return response.status;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const app = await openServerDatabase();
    try {
      const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
      adminToken = (await app.services.sessions.create(admin.id)).token;
      const contact = await app.handle.db.selectFrom('modules').select('id').where('key', '=', 'contact').executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      await app.handle.db.insertInto('form_submissions').values({
        module_id: contact.id, data: app.handle.json.write({ fullname: 'Ada Lovelace', email: 'ada@example.com', message: `${run} message` }),
        status: 'pending', spam_reason: null, ip_address: null, user_id: null, created_at: now, updated_at: now,
      }).execute();
    } finally {
      await app.close();
    }
  });
  afterAll(() => browser?.close());

  beforeAll(async () => {
    expect(await adminApi('/api/dashboard/modules/blog/contents', {
      title: { en: `${run} item` }, slug: { en: `${run}-item` }, content: { summary: { en: 'Summary' }, body: { en: '<p>Body</p>' } }, status: 'draft',
    })).toBe(201);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], `${run}.png`));
    expect(await adminApi('/api/dashboard/media', form)).toBe(201);
  });

  it.each(Object.entries(LISTS))('shows the whole empty message of %s at 390 px, however wide its table', async (name, at) => {
    const { page, context } = await signedInVisitor(browser, adminToken, PHONE);
    await open(page, at);
    const message = page.getByRole('table').locator('tbody').getByRole('status');
    await expect.poll(() => message.innerText(), { timeout: 15_000 }).toBe('Nothing matches your search or filters.');
    const table = await page.getByRole('table').boundingBox();
    expect(table!.width, 'the table is wider than the phone').toBeGreaterThan(PHONE.width);
    const box = (await message.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-empty-${name}-390.png`, fullPage: true });
    await context.close();
  });

  it.each(Object.entries(ROWS('')).map(([name]) => name))('keeps the row actions of %s in reach at 390 px and its filters behind a button', async (name) => {
    const { at, filters } = ROWS(run)[name as keyof ReturnType<typeof ROWS>];
    const { page, context } = await signedInVisitor(browser, adminToken, PHONE);
    await open(page, at);
    const row = page.getByRole('table').locator('tbody tr').first();
    const actions = row.locator('td').last().getByRole('button');
    await actions.waitFor();
    // The row's actions stay on screen however wide the columns make the table.
    const box = (await actions.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
    expect(box.height, name).toBe(40);
    const filterButton = page.getByRole('main').getByRole('button', { name: /^Filters/ });
    if (filters) {
      expect(await filterButton.isVisible(), name).toBe(true);
      expect(await visibleFilterControls(page), `${name}: no filter control outside the sheet`).toBe(0);
      await filterButton.click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.waitFor();
      expect(await sheet.locator('select, input').count(), name).toBeGreaterThan(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-filters-${name}-390.png` });
      await sheet.getByRole('button', { name: 'Show results' }).click();
      await sheet.waitFor({ state: 'detached' });
    } else {
      expect(await filterButton.count(), name).toBe(0);
    }
    await actions.click();
    if (name !== 'logs') {
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const menuBox = (await menu.boundingBox())!;
      expect(menuBox.x + menuBox.width, name).toBeLessThanOrEqual(PHONE.width);
      expect(await menu.getByRole('menuitem').count(), name).toBeGreaterThan(0);
    } else {
      await page.getByRole('dialog').waitFor();
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-rows-${name}-390.png` });
    await context.close();
  });
});
