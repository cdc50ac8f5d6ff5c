import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { accessibilityViolations } from './accessibility';
import { openServerDatabase } from './app-context';
import { launchBrowser } from './browser';
import { baseUrl, newVisitor, signedInVisitor, open, settle } from './accounts/helpers';

/**
 * The menus screens driven from the keyboard: a menu built with nested items without the mouse,
 * placed in the header, seen on the public site in en, sv and tr; an item hidden from guests
 * shows once signed in; an unknown key is the 404 screen; axe finds nothing on the three screens.
 */
const suffix = `${process.pid}${Date.now().toString(36)}`;
const key = `e2e-${suffix}`;
const label = (name: string) => ({ en: `${name} ${suffix}`, sv: `${name}-sv ${suffix}`, tr: `${name}-tr ${suffix}` });
const ABOUT = label('About');
const TEAM = label('Team');
const MEMBERS = label('Members');

let browser: Browser;
let app: AppContext;
let admin: BrowserContext;
let original: { key: string; areas: string[] }[];

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openServerDatabase();
  const rows = await app.handle.db.selectFrom('menus').select(['key', 'areas']).execute();
  original = rows.map((row) => ({ key: row.key, areas: app.handle.json.read<string[]>(row.areas) ?? [] }));
  const row = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const token = (await app.services.sessions.create(row.id)).token;
  admin = (await signedInVisitor(browser, token)).context;
});

afterAll(async () => {
  if (app) {
    await app.handle.db.deleteFrom('menus').where('key', '=', key).execute();
    for (const menu of original ?? []) await app.handle.db.updateTable('menus').set({ areas: app.handle.json.write(menu.areas) }).where('key', '=', menu.key).execute();
    app.bus.publish('settings');
  }
  await admin?.close();
  await app?.close();
  await browser?.close();
});

const announced = (page: Page) => page.locator('p[aria-live="polite"].sr-only').first();

/** Adds a top-level item from the keyboard and types its labels (focus lands in its English label). */
async function addItem(page: Page, texts: { en: string; sv: string; tr: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add item', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.lang)).toBe('en');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(texts.en);
  await page.keyboard.press('Tab');
  await page.keyboard.type(texts.sv);
  await page.keyboard.press('Tab');
  await page.keyboard.type(texts.tr);
}

/** The item's select button in the tree. */
const treeItem = (page: Page, name: string) => page.getByRole('button', { name: `Edit ${name}`, exact: true });

describe('dashboard: menus', () => {
  it('builds a nested menu by keyboard only, places it in the header and shows it in en, sv and tr', async () => {
    const page = await admin.newPage();
    await open(page, '/dashboard/menus/add');
    await page.getByLabel('Name').focus();
    await page.keyboard.type(`Keyboard ${suffix}`);
    await page.getByLabel('Key').focus();
    await page.keyboard.type(key);
    await page.getByRole('checkbox', { name: 'Header' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Create menu' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard/menus/${key}`);
    await settle(page);

    await addItem(page, ABOUT);
    await addItem(page, TEAM);
    await addItem(page, MEMBERS);
    // Members: signed-in visitors only (the native select answers arrow keys).
    await page.getByLabel('Who sees it').focus();
    await page.getByLabel('Who sees it').selectOption('logged_in');

    // Team goes under About with Alt+Right, announced politely.
    await treeItem(page, TEAM.en).focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => announced(page).textContent()).toContain(`${TEAM.en} moved to position 1 of 1 under ${ABOUT.en}.`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Edit ${TEAM.en}`);
    // Members up above About, then back down.
    await treeItem(page, MEMBERS.en).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => announced(page).textContent()).toContain(`${MEMBERS.en} moved to position 1 of 2.`);
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => announced(page).textContent()).toContain(`${MEMBERS.en} moved to position 2 of 2.`);
    // The actions menu works from the keyboard too: outdent Team and indent it again.
    await page.getByRole('button', { name: `Actions for ${TEAM.en}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move out a level' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => announced(page).textContent()).toContain(`${TEAM.en} moved to position 2 of 3.`);
    await treeItem(page, TEAM.en).focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => announced(page).textContent()).toContain(`under ${ABOUT.en}`);

    expect(await accessibilityViolations(page)).toEqual([]);
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/dashboard/menus/${key}`) && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save menu' }).focus();
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);

    const stored = await app.services.dashboard.menus.get(key, 'en');
    expect(stored.areas).toEqual(['header']);
    expect(stored.items.map((item) => [item.label.en, item.children?.map((child) => child.label.en) ?? []])).toEqual([[ABOUT.en, [TEAM.en]], [MEMBERS.en, []]]);

    const guest = await newVisitor(browser);
    for (const [path, locale] of [['/', 'en'], ['/sv', 'sv'], ['/tr', 'tr']] as const) {
      await open(guest.page, path);
      const header = guest.page.locator('header').first();
      expect(await header.innerHTML(), path).toContain(ABOUT[locale]);
      expect(await header.innerHTML(), path).not.toContain(MEMBERS[locale]);
      // The sub-item comes with the submenu's first opening (the page carries the top level only).
      expect(await header.innerHTML(), path).not.toContain(TEAM[locale]);
      await header.locator('nav').first().locator('li', { hasText: ABOUT[locale] }).locator('button[aria-expanded]').focus();
      await guest.page.keyboard.press('Enter');
      await expect.poll(() => guest.page.evaluate(() => document.activeElement?.textContent), { timeout: 10_000 }).toBe(TEAM[locale]);
    }
    await guest.context.close();

    // Signed in, the members-only item is there.
    await open(page, '/');
    await expect.poll(async () => page.locator('header').first().innerHTML(), { timeout: 10_000 }).toContain(MEMBERS.en);
    await page.close();
  });

  it('answers an unknown menu key with the 404 screen', async () => {
    const page = await admin.newPage();
    const response = await page.goto('/dashboard/menus/does-not-exist');
    expect(response?.status()).toBe(404);
    await page.close();
  });

  it('has no axe violations on the list and add screens', async () => {
    const page = await admin.newPage();
    await open(page, '/dashboard/menus');
    await expect.poll(() => page.getByRole('cell', { name: `Keyboard ${suffix}`, exact: true }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await open(page, '/dashboard/menus/add');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });
});
