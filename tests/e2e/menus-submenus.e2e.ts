import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import type { AppContext } from '@/server/context';
import type { MenuItem } from '@/shared/types';
import { addMenuItems, linkItem } from '../helpers/menu-items';
import { openServerDatabase } from './app-context';
import { launchBrowser } from './browser';
import { baseUrl, newVisitor, open } from './accounts/helpers';

/**
 * A page carries only the top level of the header's menu: the levels below arrive on the first
 * opening of a submenu, in one request for the whole area, and stay for the rest of the visit.
 * Opened with the mouse (hover), from the keyboard (the item's button: focus moves to the first
 * sub-item once they are there, Escape closes and gives focus back) and in the phone menu.
 */
let browser: Browser;
let server: AppContext;
let originalHeader: MenuItem[];
const suffix = `${process.pid}${Date.now().toString(36)}`;
const mark = (id: string) => `submenu${id}${suffix}`;
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchBrowser();
  server = await openServerDatabase();
  const { db, json } = server.handle;
  originalHeader = json.read<MenuItem[]>((await db.selectFrom('menus').select('items').where('key', '=', 'header').executeTakeFirstOrThrow()).items) ?? [];
  await addMenuItems(server, 'header', [
    { ...linkItem(mark('parent'), mark('parent'), 'anyone'), children: [
      { ...linkItem(mark('first'), mark('first'), 'anyone'), children: [linkItem(mark('deep'), mark('deep'), 'anyone')] },
      linkItem(mark('second'), mark('second'), 'anyone'),
    ] },
  ]);
  // The server hears of the change over Redis.
  const deadline = Date.now() + 5_000;
  while (!(await (await fetch(`${baseUrl}/`)).text()).includes(mark('parent'))) {
    if (Date.now() > deadline) throw new Error('the header change did not reach / within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (server) {
    const { db, json } = server.handle;
    await db.updateTable('menus').set({ items: json.write(originalHeader) }).where('key', '=', 'header').execute();
    server.bus.publish('settings');
    await server.close();
  }
  await browser?.close();
});

/** Counts the page's requests for the header's sub-items. */
function countSubmenuRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/menus/header/children') count += 1;
  });
  return () => count;
}

const desktopItem = (page: Page) => page.locator('header nav').first().locator('li', { has: page.locator(`a:text-is("${mark('parent')}")`) });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('submenus of the header', () => {
  it('are not in the page; hovering the item asks for them once and shows them', async () => {
    const { context, page } = await newVisitor(browser);
    const requests = countSubmenuRequests(page);
    await open(page, '/');
    const html = await page.content();
    expect(html).toContain(mark('parent'));
    for (const id of ['first', 'second', 'deep']) expect(html, id).not.toContain(mark(id));
    expect(requests()).toBe(0);

    await desktopItem(page).hover();
    await expect.poll(() => page.getByRole('link', { name: mark('first'), exact: true }).first().isVisible()).toBe(true);
    expect(requests()).toBe(1);
    // Kept for the visit: a client navigation and another opening ask for nothing more.
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL('**/about');
    await page.mouse.move(0, 600);
    await desktopItem(page).hover();
    await expect.poll(() => page.getByRole('link', { name: mark('second'), exact: true }).first().isVisible()).toBe(true);
    expect(requests()).toBe(1);
    await context.close();
  });

  it('open from the keyboard: focus moves to the first sub-item once they are there; Escape closes and gives focus back', async () => {
    const { context, page } = await newVisitor(browser);
    // Slow answers: the opening shows that they are loading, without moving anything else.
    await page.route('**/api/menus/header/children*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await open(page, '/');
    const toggle = desktopItem(page).locator('button[aria-expanded]');
    await toggle.focus();
    const headerBox = await page.locator('header').first().boundingBox();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => desktopItem(page).getByRole('status').textContent()).toBe('Loading…');
    expect(await page.locator('header').first().boundingBox()).toEqual(headerBox);
    await expect.poll(() => focusedText(page), { timeout: 10_000 }).toBe(mark('first'));
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(mark('second'));
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    // ArrowDown opens it too, now at once.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe(mark('first'));
    await context.close();
  });

  it('say so in the submenu when they cannot be loaded, in the language of the page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.route('**/api/menus/header/children*', (route) => route.fulfill({ status: 500, body: '' }));
    await open(page, '/tr');
    await desktopItem(page).locator('button[aria-expanded]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => desktopItem(page).getByRole('alert').textContent()).toBe('Alt öğeler yüklenemedi. Daha sonra tekrar deneyin.');
    await context.close();
  });

  it('expand in the phone menu with every level below', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    const requests = countSubmenuRequests(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: `Show the sub-items of ${mark('parent')}` }).click();
    await expect.poll(() => menu.getByRole('link', { name: mark('deep'), exact: true }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: mark('first'), exact: true }).isVisible()).toBe(true);
    expect(requests()).toBe(1);
    await context.close();
  });
});
