import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import type { Locale } from '@/i18n/locales';
import type { PermissionTree } from '@/shared/permissions';
import { TOKEN_COOKIE } from '@/shared/shell-hints';
import { launchBrowser } from './browser';
import { openServerDatabase, staffAccount, type StaffAccount } from './app-context';
import { baseUrl, addSessionCookie } from './accounts/helpers';

/**
 * Issue 27's visual smoke test: the key screens at a phone's and a laptop's width, light and dark,
 * in English and Turkish (the language with its own paths and the longest words), each without a
 * horizontal scroll, console errors, text cut off in a heading, button, tab or navigation label,
 * or layout shifts adding up to 0.1. With SCREENSHOTS_DIR set, each screen is saved there too.
 */
const SHOTS = process.env.SCREENSHOTS_DIR;
const WIDTHS = [390, 1366] as const;
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['en', 'tr'] as const satisfies readonly Locale[];
/** The most layout shift a screen may add up (web.dev's "good"). */
const MAX_LAYOUT_SHIFT = 0.1;

interface Screen {
  name: string;
  path: string;
  /** Seen signed in (the dashboard, the account); else as a guest. */
  signedIn: boolean;
}

/** What a page said and did while it was shown. */
interface Observed {
  errors: string[];
}

let browser: Browser;
let app: AppContext;
/** One staff member per language: the dashboard speaks its user's language. */
const staff = new Map<Locale, StaffAccount>();
let screens: Record<Locale, Screen[]>;

/** Layout shifts not caused by the user, added up from the start of the page (read back by `cumulativeLayoutShift`). */
function watchLayoutShifts(): void {
  const state = window as unknown as { __layoutShift: number };
  state.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) state.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Visible headings, buttons, tabs and navigation labels whose text is wider than their box and not deliberately truncated. */
function cutTexts(): string[] {
  const cut: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('h1, h2, h3, button, [role="tab"], nav a, label')) {
    const style = getComputedStyle(element);
    if (!element.checkVisibility() || element.clientWidth <= 1 || style.position === 'absolute' && style.clip !== 'auto') continue;
    // An ellipsis or a scrolling box is a choice, not a defect.
    if (style.textOverflow === 'ellipsis' || style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
    if (element.scrollWidth > element.clientWidth + 1) cut.push(`<${element.tagName.toLowerCase()}> "${element.innerText.trim().slice(0, 60)}" ${element.scrollWidth}>${element.clientWidth}`);
  }
  return cut;
}

async function staffToken(locale: Locale, permissions: PermissionTree): Promise<StaffAccount> {
  const account = await staffAccount(app, permissions, `visual${locale}${Date.now().toString(36)}`, locale === 'tr' ? 'Gökçe Görsel' : 'Vera Visual');
  await app.handle.db.updateTable('users').set({ dashboard_locale: locale }).where('id', '=', account.id).execute();
  app.services.sessions.forgetUser(account.id);
  return account;
}

/** The screens to look at in `locale`, with the addresses that language uses. */
async function screensIn(locale: Locale, userId: number): Promise<Screen[]> {
  const { db, json } = app.handle;
  const blog = await db.selectFrom('modules').select(['id', 'slug', 'slugs']).where('key', '=', 'blog').executeTakeFirstOrThrow();
  const post = await db.selectFrom('module_contents').select(['id', 'slug', 'slugs']).where('module_id', '=', blog.id).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
  // The default language's slug, and the other languages' own where they have one.
  const slugIn = (row: { slug: string; slugs: unknown }) => json.read<Partial<Record<Locale, string>>>(row.slugs)?.[locale] || row.slug;
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const tr = locale === 'tr';
  const dashboard = `${prefix}${tr ? '/yonetim' : '/dashboard'}`;
  return [
    { name: 'home', path: prefix || '/', signedIn: false },
    { name: 'blog-post', path: `${prefix}/${slugIn(blog)}/${slugIn(post)}`, signedIn: false },
    { name: 'contact', path: `${prefix}${tr ? '/iletisim' : '/contact'}`, signedIn: false },
    { name: 'sign-in', path: `${prefix}${tr ? '/hesap/giris-yap' : '/auth/sign-in'}`, signedIn: false },
    { name: 'account-settings', path: `${prefix}${tr ? '/hesap/ayarlar' : '/auth/settings'}`, signedIn: true },
    { name: 'dashboard-overview', path: dashboard, signedIn: true },
    { name: 'users', path: `${dashboard}${tr ? '/kullanicilar' : '/users'}`, signedIn: true },
    { name: 'user', path: `${dashboard}${tr ? '/kullanicilar' : '/users'}/${userId}`, signedIn: true },
    { name: 'content-editor', path: `${dashboard}/blog/${post.id}`, signedIn: true },
    { name: 'media', path: `${dashboard}${tr ? '/medya' : '/media'}`, signedIn: true },
    { name: 'menus', path: `${dashboard}${tr ? '/menuler' : '/menus'}`, signedIn: true },
    { name: 'settings', path: `${dashboard}${tr ? '/ayarlar' : '/settings'}`, signedIn: true },
  ];
}

/** Opens `screen` in `page` and reports what is wrong with it (nothing: an empty list). */
async function inspect(page: Page, observed: Observed, screen: Screen, shot: string): Promise<string[]> {
  observed.errors.length = 0;
  const response = await page.goto(screen.path);
  await page.waitForLoadState('networkidle');
  // Fonts, images and late client components have had their chance to move things.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const problems: string[] = [];
  if (!response?.ok()) problems.push(`answered ${response?.status()}`);
  if (new URL(page.url()).pathname !== screen.path.split('?')[0]) problems.push(`ended at ${new URL(page.url()).pathname}`);
  const found = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    shift: (window as unknown as { __layoutShift: number }).__layoutShift,
  }));
  const cut = await page.evaluate(cutTexts);
  if (found.overflow > 0) problems.push(`scrolls sideways by ${found.overflow}px`);
  if (found.shift >= MAX_LAYOUT_SHIFT) problems.push(`layout shift ${found.shift.toFixed(3)}`);
  problems.push(...cut.map((text) => `cut: ${text}`));
  problems.push(...observed.errors.map((error) => `console: ${error}`));
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${shot}.png`), fullPage: true });
  return problems;
}

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openServerDatabase();
  const admin = await app.handle.db.selectFrom('roles').select('permissions').where('name', '=', 'admin').executeTakeFirstOrThrow();
  const permissions = app.handle.json.read<PermissionTree>(admin.permissions) ?? {};
  const entries = await Promise.all(LANGUAGES.map(async (locale) => [locale, await staffToken(locale, permissions)] as const));
  for (const [locale, account] of entries) staff.set(locale, account);
  screens = Object.fromEntries(await Promise.all(LANGUAGES.map(async (locale) => [locale, await screensIn(locale, staff.get(locale)!.id)]))) as Record<Locale, Screen[]>;
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await app?.close();
  await browser?.close();
});

/** One view: a width, a theme and a language, in a context of its own. */
async function look(locale: Locale, theme: (typeof THEMES)[number], width: (typeof WIDTHS)[number]): Promise<string[]> {
  const context: BrowserContext = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, colorScheme: theme, baseURL: baseUrl });
  await context.addInitScript(watchLayoutShifts);
  // The cookie choice is made, so the banner covers nothing.
  await context.request.post('/api/cookie-preferences', { data: { necessary: true, analytics: false, marketing: false }, headers: { Origin: baseUrl } });
  const page = await context.newPage();
  page.setDefaultNavigationTimeout(60_000);
  const observed: Observed = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') observed.errors.push(message.text());
  });
  page.on('pageerror', (error) => observed.errors.push(error.message));

  const problems: string[] = [];
  for (const screen of screens[locale]) {
    if (screen.signedIn && !(await context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)) {
      await addSessionCookie(context, staff.get(locale)!.token);
    }
    const found = await inspect(page, observed, screen, `${locale}-${theme}-${width}-${screen.name}`);
    problems.push(...found.map((problem) => `${theme} ${width}px ${screen.name} (${screen.path}): ${problem}`));
  }
  await context.close();
  return problems;
}

// The two languages side by side (most of a screen's time is waiting for the network to settle); more at once only starves the server.
describe.concurrent('visual smoke test of the key screens', () => {
  for (const locale of LANGUAGES) {
    it(`in ${locale}: light and dark, ${WIDTHS.join(' and ')} px`, async () => {
      const problems: string[] = [];
      for (const theme of THEMES) {
        for (const width of WIDTHS) problems.push(...(await look(locale, theme, width)));
      }
      expect(problems).toEqual([]);
    }, 600_000);
  }
});
