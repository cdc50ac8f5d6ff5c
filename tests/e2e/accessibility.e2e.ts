import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Locale } from '@/i18n/locales';
import type { AppContext } from '@/server/context';
import { localizedPath, withLocalePrefix } from '@/shared/localized-path';
import type { InternalHref } from '@/shared/nav-link';
import type { PermissionTree } from '@/shared/permissions';
import { everyViolation } from './accessibility';
import { launchBrowser } from './browser';
import { openServerDatabase, staffAccount } from './app-context';
import { newVisitor, open, type Visitor, addSessionCookie } from './accounts/helpers';
import { chooseDashboardLanguage } from './dashboard-language';

const LOCALES: Locale[] = ['en', 'sv', 'tr'];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** Who opens a screen: a guest (public pages, sign-in, sign-up, recovery) or a signed-in staff member. */
type Who = 'guest' | 'staff';

interface Screen {
  name: string;
  who: Who;
  /** The screen's address in a locale (known once the seeded records are looked up). */
  path: (locale: Locale) => string;
}

/** The records the screens show, looked up in the server's database. */
interface Records {
  blog: string;
  post: string;
  postId: number;
  pricing: string;
  faq: string;
  /** A page of the `pages` module that is not the about page (privacy, terms). */
  pages: string[];
  form: string;
}

function screensOf(records: Records, userId: (locale: Locale) => number): Screen[] {
  const at = (name: string, who: Who, href: InternalHref): Screen => ({ name, who, path: (locale) => localizedPath(locale, href) });
  const slug = (moduleSlug: string): InternalHref => ({ pathname: '/[moduleSlug]', params: { moduleSlug } });
  return [
    at('home', 'guest', '/'),
    at('about', 'guest', '/about'),
    at('contact', 'guest', '/contact'),
    at('blog list', 'guest', slug(records.blog)),
    at('blog post', 'guest', { pathname: '/[moduleSlug]/[moduleContentSlug]', params: { moduleSlug: records.blog, moduleContentSlug: records.post } }),
    at('pricing', 'guest', slug(records.pricing)),
    at('faq', 'guest', slug(records.faq)),
    ...records.pages.map((page) => at(page, 'guest', slug(page))),
    { name: 'not found', who: 'guest', path: (locale) => withLocalePrefix(locale, '/no-such-page-a11y') },
    at('sign-in', 'guest', '/auth/sign-in'),
    at('sign-up', 'guest', '/auth/sign-up'),
    at('recovery', 'guest', '/auth/recovery-account'),
    at('account', 'staff', '/auth'),
    at('account settings', 'staff', '/auth/settings'),
    at('account security', 'staff', '/auth/security'),
    at('account notifications', 'staff', '/auth/notifications'),
    at('dashboard overview', 'staff', '/dashboard'),
    at('users', 'staff', '/dashboard/users'),
    { name: 'user', who: 'staff', path: (locale) => localizedPath(locale, { pathname: '/dashboard/users/[userId]', params: { userId: String(userId(locale)) } }) },
    at('roles', 'staff', '/dashboard/roles'),
    at('sessions', 'staff', '/dashboard/sessions'),
    at('logs', 'staff', '/dashboard/logs'),
    at('settings', 'staff', '/dashboard/settings'),
    at('modules', 'staff', '/dashboard/modules'),
    at('contents', 'staff', { pathname: '/dashboard/[moduleKey]', params: { moduleKey: 'blog' } }),
    at('content editor', 'staff', { pathname: '/dashboard/[moduleKey]/[contentId]', params: { moduleKey: 'blog', contentId: String(records.postId) } }),
    at('inbox', 'staff', { pathname: '/dashboard/[moduleKey]', params: { moduleKey: records.form } }),
    at('media', 'staff', '/dashboard/media'),
    at('menus', 'staff', '/dashboard/menus'),
  ];
}

async function lookUpRecords(app: AppContext): Promise<Records> {
  const { db } = app.handle;
  const modules = await db.selectFrom('modules').select(['id', 'key', 'slug', 'type']).execute();
  const byKey = (key: string) => {
    const found = modules.find((module) => module.key === key);
    if (!found) throw new Error(`seeded module ${key} is missing`);
    return found;
  };
  const published = (moduleId: number) => db.selectFrom('module_contents').select(['id', 'slug'])
    .where('module_id', '=', moduleId).where('status', '=', 'published').orderBy('id').execute();
  const [post] = await published(byKey('blog').id);
  const pages = (await published(byKey('pages').id)).map((page) => page.slug).filter((slug) => slug === 'privacy' || slug === 'terms');
  const form = modules.find((module) => module.type === 'form');
  if (!post || !form) throw new Error('the seeded blog post or form module is missing');
  return { blog: byKey('blog').slug, post: post.slug, postId: post.id, pricing: byKey('pricing').slug, faq: byKey('faq').slug, pages, form: form.key };
}

/**
 * Every screen kind (public, account and dashboard) in every locale and both themes: not one axe
 * violation, of any rule or impact, anywhere on the page (issue 27 item 4).
 */
describe('accessibility of every screen', () => {
  let browser: Browser;
  let app: AppContext;
  let records: Records;
  /** One staff account per locale, each reading the dashboard in that locale (it follows its user, not the address). */
  const staff = new Map<Locale, { id: number; token: string }>();
  const visitors = new Map<string, Visitor>();

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    records = await lookUpRecords(app);
    const { db, json } = app.handle;
    const adminRole = await db.selectFrom('roles').select('permissions').where('name', '=', 'admin').executeTakeFirstOrThrow();
    const permissions = json.read<PermissionTree>(adminRole.permissions);
    const run = `${process.pid}${Date.now().toString(36)}`;
    for (const locale of LOCALES) {
      const account = await staffAccount(app, permissions, `a11y${locale}${run}`, 'Ada Lovelace');
      await chooseDashboardLanguage(account.token, locale);
      staff.set(locale, account);
    }
  });

  afterAll(async () => {
    for (const { context } of visitors.values()) await context.close();
    await app?.close();
    await browser?.close();
  });

  /** A browser per locale, theme and kind of visitor (the cookie choice saved, so no banner covers the page). */
  async function visitor(locale: Locale, theme: Theme, who: Who): Promise<Visitor> {
    const key = `${locale} ${theme} ${who}`;
    let found = visitors.get(key);
    if (!found) {
      found = await newVisitor(browser);
      await found.page.emulateMedia({ colorScheme: theme });
      if (who === 'staff') {
        await addSessionCookie(found.context, staff.get(locale)!.token);
      }
      visitors.set(key, found);
    }
    return found;
  }

  const cases = LOCALES.flatMap((locale) => THEMES.map((theme) => ({ locale, theme })));

  describe.each(cases)('$locale, $theme theme', ({ locale, theme }) => {
    it('has no violations on any screen', { timeout: 600_000 }, async () => {
      const found: string[] = [];
      for (const screen of screensOf(records, (l) => staff.get(l)!.id)) {
        const { page } = await visitor(locale, theme, screen.who);
        const path = screen.path(locale);
        await open(page, path);
        // The theme is the system's (nothing chosen): the boot script set it before the first paint.
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `${screen.name}: theme`).toBe(theme === 'dark');
        expect(await page.evaluate(() => document.documentElement.lang), `${screen.name}: language`).toBe(locale);
        found.push(...(await everyViolation(page)).map((violation) => `${screen.name} (${path}): ${violation}`));
      }
      expect(found).toEqual([]);
    });
  });
});
