import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { AppContext } from '@/server/context';
import type { MenuItem } from '@/shared/types';
import { addMenuItems, linkItem } from '../helpers/menu-items';
import { openServerDatabase } from './app-context';
import { launchBrowser } from './browser';
import { baseUrl, DESKTOP, newVisitor, open, signUpViaApi, uniqueAccount } from './accounts/helpers';

const ADMIN = { username: 'admin', email: 'admin@example.com', password: 'e2e-admin-password' };
/** A header item for the admin's role only, with a label nothing else on the site has. */
const STAFF_ITEM = `Staff corner ${process.pid}`;

interface Answer {
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http.get(baseUrl + path, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    }).on('error', reject);
  });
}

/** The cookies a response sets, as a Cookie header. */
function cookiesOf(res: Response): string {
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function signIn(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password, remember_me: false }),
  });
  expect(res.status).toBe(200);
  return cookiesOf(res);
}

async function consent(): Promise<string> {
  const res = await fetch(`${baseUrl}/api/cookie-preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ necessary: true, analytics: true, marketing: false }),
  });
  expect(res.status).toBe(200);
  return cookiesOf(res);
}

/** Signs a browser context in through the API (the cookies land in the context). */
async function signInContext(context: BrowserContext, username: string, password: string): Promise<void> {
  const res = await context.request.post('/api/auth/sign-in', { data: { username, password, remember_me: false }, headers: { Origin: baseUrl } });
  expect(res.ok()).toBe(true);
}

let server: AppContext;
let originalHeader: MenuItem[];

beforeAll(async () => {
  server = await openServerDatabase();
  const { db, json } = server.handle;
  originalHeader = json.read<MenuItem[]>((await db.selectFrom('menus').select('items').where('key', '=', 'header').executeTakeFirstOrThrow()).items) ?? [];
  const admin = await db.selectFrom('users').select('role_id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
  await addMenuItems(server, 'header', [linkItem('staff-corner', STAFF_ITEM, 'role_based_visibility', [admin.role_id])]);
});

afterAll(async () => {
  const { db, json } = server.handle;
  await db.updateTable('menus').set({ items: json.write(originalHeader) }).where('key', '=', 'header').execute();
  server.bus.publish('settings');
  await server.close();
});

describe('public pages on the page cache', () => {
  it.each([['/about', 'en'], ['/tr/hakkimizda', 'tr'], ['/', 'en']])('%s: the same HTML for guests, consenting and signed-in visitors, with nothing personal, and served from memory', async (path, locale) => {
    // An Accept-Language nobody else sends: an entry of this test's own. The locale cookie of a
    // visitor who chose this language: a page that sets it (a language switch) is never kept.
    const language = `en;q=0.9, x-e2e-personal-${process.pid}-${path}`;
    const chosen = `i18n_redirected=${locale}`;
    const [adminCookies, consentCookies] = [await signIn(ADMIN.username, ADMIN.password), await consent()];
    const visitors = { guest: chosen, consenting: `${chosen}; ${consentCookies}`, 'signed-in': `${chosen}; ${adminCookies}; ${consentCookies}` };
    const answers: Record<string, Answer> = {};
    for (const [name, cookie] of Object.entries(visitors)) {
      answers[name] = await get(path, { 'accept-language': language, cookie });
    }
    const withoutNonce = (answer: Answer) => {
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1];
      return answer.body.split(nonce).join('NONCE');
    };
    const token = /(?:^|; )token=([^;]+)/.exec(adminCookies)![1];
    for (const [name, answer] of Object.entries(answers)) {
      expect(withoutNonce(answer), name).toBe(withoutNonce(answers.guest));
      expect(answer.headers['set-cookie'], name).toBeUndefined();
      for (const personal of [ADMIN.email, token, STAFF_ITEM, 'csrf']) expect(answer.body, `${name}: ${personal}`).not.toContain(personal);
    }
    expect(answers.consenting.headers['x-page-cache']).toBe('hit');
    expect(answers['signed-in'].headers['x-page-cache']).toBe('hit');
  });
});

describe('the personal parts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a signed-in user's name in the header of a page served from the cache, and their own menu items", async () => {
    const account = uniqueAccount('shell');
    await signUpViaApi(account);
    const { context, page } = await newVisitor(browser);
    await signInContext(context, account.username, account.password);
    await open(page, '/about');
    const response = await page.goto('/about');
    expect(await response!.headerValue('x-page-cache')).toBe('hit');
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: /My account/ }).getAttribute('title')).toBe(account.fullname);
    await expect.poll(() => header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: STAFF_ITEM }).count()).toBe(0);
    await context.close();
  });

  it('shows a role-only menu item to that role only', async () => {
    const admin = await newVisitor(browser);
    await signInContext(admin.context, ADMIN.username, ADMIN.password);
    await open(admin.page, '/about');
    const nav = admin.page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('link', { name: STAFF_ITEM }).count()).toBe(1);
    await admin.context.close();

    const guest = await newVisitor(browser);
    await open(guest.page, '/about');
    expect(await guest.page.getByRole('link', { name: STAFF_ITEM }).count()).toBe(0);
    await guest.context.close();
  });

  it('shows the signed-out header once the session has ended elsewhere', async () => {
    const account = uniqueAccount('ended');
    await signUpViaApi(account);
    const { context, page } = await newVisitor(browser);
    await signInContext(context, account.username, account.password);
    const token = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'token')!.value;
    await fetch(`${baseUrl}/api/auth/sessions`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await open(page, '/about');
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: /My account/ }).count()).toBe(0);
    await context.close();
  });

  it('never shows the cookie banner to a visitor who already chose, and shows it to one who has not', async () => {
    const seen = async (context: BrowserContext) => {
      // Whether the banner was on screen when the HTML had been parsed, before any script of the page ran.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const banner = document.querySelector('[aria-labelledby="cookie-consent-title"]');
          (window as unknown as { bannerShown: boolean }).bannerShown = banner !== null && getComputedStyle(banner).display !== 'none';
        });
      });
      const page = await context.newPage();
      await open(page, '/about');
      const shownAtFirst = await page.evaluate(() => (window as unknown as { bannerShown: boolean }).bannerShown);
      const shownNow = await page.getByRole('region', { name: 'We value your privacy' }).isVisible().catch(() => false);
      return { shownAtFirst, shownNow };
    };
    const consenting = await newVisitor(browser);
    expect(await seen(consenting.context)).toEqual({ shownAtFirst: false, shownNow: false });
    await consenting.context.close();
    const undecided = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
    expect((await seen(undecided)).shownAtFirst).toBe(true);
    await undecided.close();
  });
});
