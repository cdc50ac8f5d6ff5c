import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { LOCALE_COOKIE } from '@/i18n/locales';
import type { PermissionTree } from '@/shared/permissions';
import { launchBrowser } from './browser';
import { openServerDatabase, staffAccount, type StaffAccount } from './app-context';
import { baseUrl, signedInVisitor, open, pathOf, settle, type Visitor } from './accounts/helpers';

/**
 * Issue 27 item 2: the dashboard speaks the staff member's language, chosen in their account and
 * kept on the user; reading a Turkish public page or previewing in Swedish changes the public
 * site's or the content's language only.
 */
describe('the dashboard in its user\'s language', () => {
  let browser: Browser;
  let app: AppContext;
  let staff: StaffAccount;
  const run = Date.now().toString(36);

  const sidebar = (page: Page, name: string) => page.getByRole('navigation', { name });
  const dashboardLocale = async () =>
    (await app.handle.db.selectFrom('users').select('dashboard_locale').where('id', '=', staff.id).executeTakeFirstOrThrow()).dashboard_locale;

  async function signedIn(): Promise<Visitor> {
    return signedInVisitor(browser, staff.token);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('roles').select('permissions').where('name', '=', 'admin').executeTakeFirstOrThrow();
    staff = await staffAccount(app, app.handle.json.read<PermissionTree>(admin.permissions) ?? {}, `lang${run}`, 'Lena Language');
    await app.handle.db.updateTable('users').set({ dashboard_locale: 'en' }).where('id', '=', staff.id).execute();
    app.services.sessions.forgetUser(staff.id);
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  it('stays English after the staff member read a Turkish page, and leaves the public site Turkish', async () => {
    const { page, context } = await signedIn();
    await open(page, '/tr/hakkimizda');
    expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('tr');

    await open(page, '/dashboard');
    expect(pathOf(page)).toBe('/dashboard');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await sidebar(page, 'Dashboard navigation').getByRole('link', { name: 'Users', exact: true }).getAttribute('href')).toBe('/dashboard/users');

    // A Turkish dashboard address (a link from a Turkish page) opens the same screen in English.
    await open(page, '/tr/yonetim/kullanicilar');
    expect(pathOf(page)).toBe('/dashboard/users');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Users');

    // The public site still follows the language read there.
    expect((await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('tr');
    await open(page, '/');
    expect(pathOf(page)).toBe('/tr');
    await context.close();
  });

  it('previews an item in Swedish while the dashboard around it stays English', async () => {
    const post = await app.handle.db.selectFrom('module_contents').innerJoin('modules', 'modules.id', 'module_contents.module_id')
      .select('module_contents.id').where('modules.key', '=', 'blog').orderBy('module_contents.id').executeTakeFirstOrThrow();
    const { page, context } = await signedIn();
    await open(page, `/dashboard/blog/${post.id}/preview?locale=en`);
    await page.getByRole('navigation', { name: 'Preview language' }).getByRole('link', { name: 'Svenska' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/blog/${post.id}/preview?locale=sv`);
    await settle(page);
    expect(await page.locator('article').getAttribute('lang')).toBe('sv');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await sidebar(page, 'Dashboard navigation').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to the editor' }).isVisible()).toBe(true);

    // The old Swedish preview address shows the same, in the user's language.
    await open(page, `/sv/dashboard/blog/${post.id}/preview`);
    expect(pathOf(page)).toBe(`/dashboard/blog/${post.id}/preview`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('changes only when the user chooses: from the header on the same screen, and in the account settings', async () => {
    const { page, context } = await signedIn();
    await open(page, '/dashboard/users?sort=username');
    await page.getByRole('button', { name: /^Language EN$/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Türkçe' }).click();
    await page.waitForURL((url) => url.pathname === '/tr/yonetim/kullanicilar' && url.searchParams.get('sort') === 'username');
    await settle(page);
    expect(await sidebar(page, 'Yönetim paneli gezinmesi').isVisible()).toBe(true);
    expect(await dashboardLocale()).toBe('tr');

    // Reading an English page changes nothing: the dashboard is Turkish until chosen otherwise.
    await open(page, '/about');
    await open(page, '/dashboard');
    expect(pathOf(page)).toBe('/tr/yonetim');

    // The account settings (in the site's language, English here) hold the same choice.
    await open(page, '/en/auth/settings');
    const panel = page.locator('section[aria-labelledby="dashboard-language-settings"]');
    await panel.getByLabel('Dashboard language').selectOption('sv');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(dashboardLocale).toBe('sv');
    await open(page, '/dashboard');
    expect(pathOf(page)).toBe('/sv/dashboard');
    await context.close();
  });

  it('leaves the public site\'s language alone when the dashboard\'s is chosen in its header', async () => {
    await app.handle.db.updateTable('users').set({ dashboard_locale: 'en' }).where('id', '=', staff.id).execute();
    app.services.sessions.forgetUser(staff.id);
    const { page, context } = await signedIn();
    await open(page, '/sv/about');
    const publicLanguage = async () => (await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value;
    expect(await publicLanguage()).toBe('sv');

    await open(page, '/dashboard');
    await page.getByRole('button', { name: /^Language EN$/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Türkçe' }).click();
    await page.waitForURL(`${baseUrl}/tr/yonetim`);
    await settle(page);
    expect(await dashboardLocale()).toBe('tr');
    expect(await publicLanguage()).toBe('sv');
    await open(page, '/');
    expect(pathOf(page)).toBe('/sv');
    await context.close();
  });

  it('offers no dashboard language to an account without the dashboard', async () => {
    const member = await staffAccount(app, {}, `member${run}`, 'Mona Member');
    const visitor = await signedInVisitor(browser, member.token);
    await open(visitor.page, '/auth/settings');
    expect(await visitor.page.locator('#dashboard-language-settings').count()).toBe(0);
    await visitor.context.close();
  });
});
