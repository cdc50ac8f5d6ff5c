import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, signedInVisitor, open, settle, signUpViaApi, uniqueAccount, type Visitor } from './accounts/helpers';

/** Where the screenshots for a human look go (not committed). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const PHONE = { width: 360, height: 780 };
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const pathOfPage = (page: Page) => new URL(page.url()).pathname;
const usernamesShown = (page: Page) => page.getByRole('table').locator('tbody tr td:first-child a').allInnerTexts();

describe('dashboard: users and sessions', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;
  /** A unique prefix every seeded account shares, so searches see only this run's users. */
  const prefix = `dt${Date.now().toString(36)}`;
  const seeded: { id: number; username: string }[] = [];

  async function admin(viewport?: { width: number; height: number }): Promise<Visitor> {
    return signedInVisitor(browser, adminToken, viewport);
  }

  /** The admin's own API call, as another staff member's browser would send it. */
  function adminApi(method: string, apiPath: string, body?: unknown) {
    return fetch(`${baseUrl}${apiPath}`, {
      method,
      headers: { cookie: `token=${adminToken}`, origin: baseUrl, 'content-type': 'application/json', 'x-language': 'en' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const found = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(found.id)).token;
    for (const suffix of ['c', 'a', 'b']) {
      const account = { ...uniqueAccount(), username: `${prefix}${suffix}`, email: `${prefix}${suffix}@example.test` };
      await signUpViaApi(account);
      const row = await app.handle.db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirstOrThrow();
      seeded.push({ id: row.id, username: account.username });
    }
    const passive = seeded.find((user) => user.username.endsWith('b'))!;
    await app.handle.db.updateTable('users').set({ status: 'passive' }).where('id', '=', passive.id).execute();
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  it('searches, sorts and filters the users list, and keeps the view in the URL', async () => {
    const { context, page } = await admin();
    await open(page, '/dashboard/users');
    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    await page.waitForURL((url) => url.searchParams.get('search') === prefix);
    await expect.poll(() => usernamesShown(page)).toHaveLength(3);

    await page.getByRole('button', { name: /^User/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'username' && url.searchParams.get('order') === 'asc');
    await expect.poll(() => usernamesShown(page)).toEqual([`${prefix}a`, `${prefix}b`, `${prefix}c`]);
    expect(await page.getByRole('columnheader', { name: /^User/ }).getAttribute('aria-sort')).toBe('ascending');
    // The header is a real button: the keyboard reverses the order too.
    await page.getByRole('button', { name: /^User/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => usernamesShown(page)).toEqual([`${prefix}c`, `${prefix}b`, `${prefix}a`]);

    await page.getByLabel('Status').selectOption('passive');
    await expect.poll(() => usernamesShown(page)).toEqual([`${prefix}b`]);

    // A reload (or a shared link) shows the same view.
    await page.reload();
    await settle(page);
    expect(new URL(page.url()).searchParams.get('status')).toBe('passive');
    await expect.poll(() => usernamesShown(page)).toEqual([`${prefix}b`]);
    expect(await page.getByLabel('Status').inputValue()).toBe('passive');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(prefix);
    await context.close();
  });

  it('creates a user, bans them (their session ends at once) and deletes them', async () => {
    const { context, page } = await admin();
    const username = `${prefix}new`;
    await open(page, '/dashboard/users');
    await page.getByRole('link', { name: 'New user' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/users/add`);
    await settle(page);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill(`${username}@example.test`);
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Birthday').fill('1990-12-10');
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.waitForURL(/\/dashboard\/users\/\d+$/);
    await settle(page);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await page.getByLabel('Username').inputValue()).toBe(username);

    // The new user signs in somewhere; staff see the session.
    await app.services.sessions.create(id, { ip_address: '203.0.113.9', location: 'SE', device: 'Windows 10', browser: 'Firefox 140' });
    const sessions = await context.newPage();
    await open(sessions, `/dashboard/sessions?user_id=${id}`);
    await expect.poll(() => rows(sessions).allInnerTexts()).toEqual([expect.stringContaining('203.0.113.9')]);

    await page.getByLabel('Status').selectOption('banned');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('User updated').isVisible()).toBe(true);
    await sessions.reload();
    await settle(sessions);
    await expect.poll(() => rows(sessions).innerText()).toContain('Nothing matches');

    await page.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/users`);
    expect(await app.handle.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    await context.close();
  });

  it('says so when someone else changed the user in the meantime, and reloads their change', async () => {
    const { context, page } = await admin();
    const user = seeded[0];
    await open(page, `/dashboard/users/${user.id}`);
    const current = await (await adminApi('GET', `/api/dashboard/users/${user.id}`)).json();
    const saved = await adminApi('PUT', `/api/dashboard/users/${user.id}`, { ...current.data, fullname: 'Changed Elsewhere' });
    expect(saved.status).toBe(200);

    await page.getByLabel('Full name').fill('Changed Here');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Someone else changed this user').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Changed Elsewhere');
    await context.close();
  });

  it('answers 404 for a user that is not there', async () => {
    const response = await fetch(`${baseUrl}/dashboard/users/99999999`, { headers: { cookie: `token=${adminToken}` } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it("shows a user's picture and takes it down after asking", async () => {
    const user = seeded[0];
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#cc3366' } }).png().toBuffer();
    const url = await app.services.avatars.save(user.id, png, 'png');
    await app.handle.db.updateTable('users').set({ avatar: url }).where('id', '=', user.id).execute();
    const { context, page } = await admin();
    await open(page, `/dashboard/users/${user.id}`);
    // includeHidden: while the confirmation is open the page behind it is aria-hidden, which would
    // read as "picture gone" before the removal has even been sent.
    const picture = page.getByRole('img', { name: `Picture of ${user.username}`, includeHidden: true });
    await picture.waitFor();
    // Loaded, not only in the page: its width is known once the file has arrived.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 10_000 }).toBe(16);
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove picture' }).click();
    await expect.poll(() => picture.count(), { timeout: 10_000 }).toBe(0);
    expect((await fetch(baseUrl + url)).status).toBe(404);
    await context.close();
  });

  it('shows the server\'s refusal to delete yourself', async () => {
    const { context, page } = await admin();
    const own = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await open(page, `/dashboard/users/${own.id}`);
    await page.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText("You can't delete yourself", { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('puts the server\'s refusal of a taken username under the field', async () => {
    const { context, page } = await admin();
    await open(page, '/dashboard/users/add');
    await page.getByLabel('Username').fill(seeded[0].username);
    await page.getByLabel('Full name').fill('Twin');
    await page.getByLabel('E-mail').fill(`${prefix}twin@example.test`);
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect.poll(() => page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#' + (await page.getByLabel('Username').getAttribute('aria-describedby'))!.split(' ')[0]).innerText())
      .toBe('This username is already taken');
    expect(pathOfPage(page)).toBe('/dashboard/users/add');
    await context.close();
  });

  it('serves the Turkish paths, and hides what a reader without write keys may not do', async () => {
    const role = await app.handle.db.insertInto('roles')
      .values({ name: `${prefix}-readers`, permissions: app.handle.json.write({ external: { dashboard: true }, users: { read: true }, sessions: { read: true } }), updated_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    const account = uniqueAccount('reader');
    await signUpViaApi(account);
    const reader = await app.handle.db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirstOrThrow();
    // A Turkish staff member: the dashboard speaks its user's language.
    await app.handle.db.updateTable('users').set({ role_id: role.id, dashboard_locale: 'tr' }).where('id', '=', reader.id).execute();
    app.services.sessions.forgetUser(reader.id);
    const token = (await app.services.sessions.create(reader.id)).token;
    const visitor = await signedInVisitor(browser, token);
    const { page } = visitor;

    await open(page, '/tr/yonetim/kullanicilar');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Kullanıcılar');
    await expect.poll(() => usernamesShown(page)).not.toHaveLength(0);
    expect(await page.getByRole('link', { name: 'Yeni kullanıcı' }).count()).toBe(0);

    await open(page, `/tr/yonetim/kullanicilar/${seeded[0].id}`);
    expect(await page.getByLabel('Kullanıcı adı').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Değişiklikleri kaydet' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Kullanıcıyı sil' }).count()).toBe(0);

    await open(page, '/tr/yonetim/oturumlar');
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: /için işlemler$/ }).first().click();
    expect(await page.getByRole('menuitem', { name: 'Oturumu kapat' }).count()).toBe(0);
    await visitor.context.close();
  });

  it('closes one session, then all of a user\'s after asking', async () => {
    const user = seeded[1];
    for (const browserName of ['Chrome 141', 'Safari 18', 'Edge 141']) {
      await app.services.sessions.create(user.id, { ip_address: '198.51.100.7', location: 'TR', device: 'macOS', browser: browserName });
    }
    const { context, page } = await admin();
    await open(page, `/dashboard/sessions?user_id=${user.id}`);
    await expect.poll(() => rows(page).count()).toBe(4); // the sign-up's session too
    await page.getByRole('button', { name: `Actions for ${user.username}'s session on macOS` }).first().click();
    await page.getByRole('menuitem', { name: 'Close session' }).click();
    await expect.poll(() => rows(page).count()).toBe(3);

    await page.getByRole('button', { name: `Close all of ${user.username}'s sessions` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close all' }).click();
    await expect.poll(() => rows(page).innerText()).toContain('Nothing matches');
    expect(await app.handle.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone and a 1280 px screen, light and dark', async () => {
    await app.services.sessions.create(seeded[0].id, { ip_address: '192.0.2.44', location: 'SE', device: 'Android 15', browser: 'Chrome 141' });
    const screens = ['/dashboard/users', `/dashboard/users/${seeded[0].id}`, '/dashboard/sessions', '/dashboard/users/add'];
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const { context, page } = await admin(viewport);
      for (const screen of screens) {
        await open(page, screen);
        await page.getByRole('main').waitFor();
        for (const theme of ['light', 'dark'] as const) {
          await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${screen} at ${viewport.width}px (${theme}) overflows the page`).toBeLessThanOrEqual(0);
          if (SHOTS) {
            // Let the colour transitions of the theme switch finish before the picture.
            await page.waitForTimeout(400);
            const name = `${screen.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${viewport.width}-${theme}.png`;
            await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
          }
        }
      }
      await context.close();
    }
  });
});
