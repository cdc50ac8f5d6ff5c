import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { TOKEN_COOKIE } from '@/shared/shell-hints';
import type { PermissionTree } from '@/shared/permissions';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, signedInVisitor, open, settle } from './accounts/helpers';
import { describeFocus, expectFocusTrapped, focusRing, isFocused, tabTo } from './keyboard';

/**
 * Issue 27 item 4: every dashboard flow by keyboard alone. No click anywhere: Tab and Shift+Tab
 * reach each control (a visible focus ring on each), Enter, Space, the arrow keys and Escape work
 * them; dialogs keep the focus inside and give it back to what opened them.
 */
const run = `kb${Date.now().toString(36)}`;

let browser: Browser;
let app: AppContext;
let admin: BrowserContext;
let adminToken: string;

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? null);

/** In a row menu opened by Enter (an entry focused once it is open): down the entries to Delete, and choose it. */
async function chooseDelete(page: Page): Promise<void> {
  await page.getByRole('menu').waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  // On every list, a line sets the destructive entry apart from the others.
  expect(await page.getByRole('menu').getByRole('separator').count()).toBe(1);
  // Radix moves the focus a moment after the key (in a timeout), so each press waits for the move before the next.
  for (let step = 0; step < 4 && (await focused(page)) !== 'Delete'; step++) {
    const before = await focused(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).not.toBe(before);
  }
  expect(await focused(page)).toBe('Delete');
  await page.keyboard.press('Enter');
}

/** Goes to `path` and starts at the top of the page, as a keyboard user arriving there does. */
async function start(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The admin's own API call, as another staff member's browser would send it (the server's database stays the server's to write). */
function adminApi(method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie: `${TOKEN_COOKIE}=${adminToken}`, origin: baseUrl, 'content-type': 'application/json', 'x-language': 'en' },
    body: JSON.stringify(body),
  });
}

async function createMenu(key: string, name: string): Promise<void> {
  expect((await adminApi('POST', '/api/dashboard/menus', { key, name })).status).toBe(201);
}

async function rolePermissions(name: string): Promise<PermissionTree | null> {
  const row = await app.handle.db.selectFrom('roles').select('permissions').where('name', '=', name).executeTakeFirst();
  return row ? app.handle.json.read<PermissionTree>(row.permissions) : null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openServerDatabase();
  const row = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  adminToken = (await app.services.sessions.create(row.id)).token;
  admin = (await signedInVisitor(browser, adminToken)).context;
});

afterAll(async () => {
  if (app) await app.handle.db.deleteFrom('menus').where('key', 'like', `${run}%`).execute();
  await admin?.close();
  await app?.close();
  await browser?.close();
});

// A flow walks the sidebar's Tab stops many times over: more than the default minute on a busy machine.
describe('the dashboard by keyboard only', { timeout: 150_000 }, () => {
  it('opens the command palette with Ctrl+K and goes to a screen; its dialog keeps and gives back the focus', async () => {
    const page = await admin.newPage();
    await start(page, '/dashboard');
    // The first Tab stop is the skip link, visibly focused, and it leads into the main content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Skip to content');
    expect(await focusRing(page)).toBe(true);

    const trigger = page.getByRole('button', { name: /^Search screens and users…/ });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const palette = page.getByRole('dialog', { name: 'Go to' });
    await palette.waitFor();
    expect(await isFocused(palette.getByRole('combobox'))).toBe(true);
    await expectFocusTrapped(page, palette);
    await page.keyboard.press('Escape');
    await expect.poll(() => palette.count()).toBe(0);
    expect(await isFocused(trigger)).toBe(true);

    await page.keyboard.press('Control+k');
    await palette.waitFor();
    await page.keyboard.type('Menus');
    await expect.poll(() => palette.getByRole('option', { name: /^Menus/ }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard/menus`);
    await page.close();
  });

  it('creates a user (their invitation sent) and finds them in the list', async () => {
    const page = await admin.newPage();
    const username = `${run}user`;
    await start(page, '/dashboard/users');
    await tabTo(page, page.getByRole('link', { name: 'New user' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard/users/add`);
    await settle(page);
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(username);
    await tabTo(page, page.getByLabel('Full name'));
    await page.keyboard.type('Kim Keyboard');
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type(`${username}@example.test`);
    await tabTo(page, page.getByRole('button', { name: 'Create user' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/users\/\d+$/);
    await settle(page);
    const created = await app.handle.db.selectFrom('users').select(['id', 'status']).where('username', '=', username).executeTakeFirstOrThrow();
    expect(new URL(page.url()).pathname).toBe(`/dashboard/users/${created.id}`);

    await start(page, `/dashboard/users?search=${username}`);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await tabTo(page, search);
    await expect.poll(() => page.getByRole('table').locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining(username)]);
    // The row's name is a link the keyboard reaches and follows.
    await tabTo(page, page.getByRole('table').getByRole('link', { name: username }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard/users/${created.id}`);
    await page.close();
  });

  it('creates a role, then edits its permissions in the matrix and saves them', async () => {
    const page = await admin.newPage();
    const name = `${run} readers`;
    await start(page, '/dashboard/roles');
    await tabTo(page, page.getByRole('button', { name: 'New role' }));
    await page.keyboard.press('Enter');
    // The editor takes the focus to its heading; the name is the next stop.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel('Name'))).toBe(true);
    await page.keyboard.type(name);
    const matrix = page.getByRole('region', { name: 'Permissions per area and action' });
    await tabTo(page, matrix.getByRole('checkbox', { name: 'Roles: Read' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Save role' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => rolePermissions(name)).toEqual({ roles: { read: true } });
    // Back on the list, the focus is not lost to the page.
    await expect.poll(() => describeFocus(page)).not.toBe('the page (nothing focused)');

    // Its row's menu: Enter opens it on its first entry, Edit.
    await tabTo(page, page.getByRole('button', { name: `Actions for ${name}` }));
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(await focused(page)).toBe('Edit');
    await page.keyboard.press('Enter');
    await tabTo(page, matrix.getByRole('checkbox', { name: 'Logs: Read' }));
    await page.keyboard.press('Space');
    // Back up the matrix with Shift+Tab: Roles: Read off again.
    await tabTo(page, matrix.getByRole('checkbox', { name: 'Roles: Read' }), { backwards: true });
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Save role' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => rolePermissions(name)).toEqual({ logs: { read: true } });
    await page.close();
  });

  it('deletes a menu from its row menu after the confirmation, which traps and returns the focus', async () => {
    const key = `${run}-doomed`;
    await createMenu(key, `Doomed ${run}`);
    const page = await admin.newPage();
    await start(page, `/dashboard/menus?search=${key}`);
    const trigger = page.getByRole('button', { name: `Actions for Doomed ${run}` });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await chooseDelete(page);
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expectFocusTrapped(page, dialog);
    // Escape answers "no": the menu stays, the focus is back on the row's menu button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(trigger)).toBe(true);

    await page.keyboard.press('Enter');
    await chooseDelete(page);
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await app.handle.db.selectFrom('menus').select('key').where('key', '=', key).executeTakeFirst()) ?? null).toBeNull();
    await page.close();
  });

  it('creates a blog item, then publishes it', async () => {
    const page = await admin.newPage();
    const title = `${run} Typed by keys`;
    await start(page, '/dashboard/blog');
    await tabTo(page, page.getByRole('link', { name: 'New item' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard/blog/add`);
    await settle(page);
    await tabTo(page, page.getByLabel('Title'));
    await page.keyboard.type(title);
    await tabTo(page, page.getByLabel('Summary'));
    await page.keyboard.type('A summary typed by keys');
    await tabTo(page, page.getByRole('textbox', { name: 'Body' }));
    await page.keyboard.type('A body typed by keys.');
    await tabTo(page, page.getByRole('button', { name: 'Create item' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/blog\/\d+$/);
    await settle(page);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const status = async () => (await app.handle.db.selectFrom('module_contents').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await status()).toBe('draft');

    // A native select answers typing: "p" picks Published.
    await start(page, `/dashboard/blog/${id}`);
    await tabTo(page, page.getByLabel('Status'));
    await page.keyboard.type('p');
    expect(await page.getByLabel('Status').inputValue()).toBe('published');
    await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(status).toBe('published');
    await page.close();
  });

  it('adds two menu items and moves the second above the first (the tree\'s own keys), then saves', async () => {
    const key = `${run}-built`;
    await createMenu(key, `Built ${run}`);
    const page = await admin.newPage();
    await start(page, `/dashboard/menus/${key}`);
    for (const label of ['First', 'Second']) {
      await tabTo(page, page.getByRole('button', { name: 'Add item', exact: true }));
      await page.keyboard.press('Enter');
      // The new item's English label has the focus.
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.lang)).toBe('en');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(`${label} ${run}`);
    }
    await tabTo(page, page.getByRole('button', { name: `Edit Second ${run}`, exact: true }), { backwards: true });
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => focused(page)).toBe(`Edit Second ${run}`);
    await tabTo(page, page.getByRole('button', { name: 'Save menu' }));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await app.services.dashboard.menus.get(key, 'en')).items.map((item) => item.label.en)).toEqual([`Second ${run}`, `First ${run}`]);
    await page.close();
  });

  it('changes a setting in another section and saves it', async () => {
    const before = await app.services.settings.get('contact_phone');
    const page = await admin.newPage();
    try {
      await start(page, '/dashboard/settings');
      await tabTo(page, page.getByRole('tab', { name: 'General' }));
      await page.keyboard.press('ArrowRight');
      expect(await isFocused(page.getByRole('tab', { name: 'Contact' }))).toBe(true);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('tabpanel');
      await tabTo(page, panel.getByLabel('Contact phone'));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('+46 8 123 456');
      await tabTo(page, panel.getByRole('button', { name: 'Save section' }));
      await page.keyboard.press('Enter');
      await expect.poll(() => app.services.settings.get('contact_phone')).toBe('+46 8 123 456');
    } finally {
      await adminApi('PUT', '/api/dashboard/settings', { contact_phone: before });
      await page.close();
    }
  });

  it('signs out from the account menu', async () => {
    const { id } = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const { token } = await app.services.sessions.create(id);
    const visitor = await signedInVisitor(browser, token);
    const { page } = visitor;
    await start(page, '/dashboard');
    await tabTo(page, page.getByRole('button', { name: /Account menu$/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // End: the last entry.
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('Sign out');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    expect((await visitor.context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(false);
    await visitor.context.close();
  });
});
