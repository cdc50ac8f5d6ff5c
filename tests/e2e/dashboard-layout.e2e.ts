import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { localizedText } from '@/server/services/localize';
import { hasPermission, modulePermission, type PermissionTree } from '@/shared/permissions';
import { launchBrowser } from './browser';
import { openServerDatabase, staffAccount } from './app-context';
import { baseUrl, DESKTOP, newVisitor, open, pathOf, settle, type Visitor, addSessionCookie } from './accounts/helpers';
import { inDashboardLanguage } from './dashboard-language';

const PHONE = { width: 360, height: 740 };
const EVERY_AREA = ['Overview', 'Users', 'Roles', 'Sessions', 'Media', 'Modules', 'Menus', 'Logs', 'Settings'];

const sidebar = (page: Page, name = 'Dashboard navigation') => page.getByRole('navigation', { name });
/** Each sidebar link's label (its first line: a form's link also shows its pending count when other tests left submissions). */
const sidebarLinks = async (page: Page, name?: string) => (await sidebar(page, name).getByRole('link').allInnerTexts()).map((text) => text.trim().split('\n')[0].trim());
const breadcrumbs = async (page: Page, name = 'Breadcrumbs') => (await page.getByRole('navigation', { name }).getByRole('listitem').allInnerTexts()).map((text) => text.trim());
/** Whether the server answers GET /api/dashboard/users at all (401 for a guest) rather than 404. */
const usersApiMounted = (await fetch(`${baseUrl}/api/dashboard/users`)).status !== 404;

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** The palette's entries by their labels (while searching, each shows its group's name on a second line). */
const optionLabels = async (palette: Locator) => (await palette.getByRole('option').allInnerTexts()).map((text) => text.split('\n')[0].trim());
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('dashboard layout', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;
  let narrowToken: string;
  let narrowUserId: number;
  let narrowUsername: string;
  let moduleNames: string[];
  const opened: Visitor[] = [];

  /** A browser signed in with `token` (cookie choice saved, so no banner). */
  async function visitor(token: string, options: { viewport?: typeof DESKTOP; colorScheme?: 'light' | 'dark' } = {}): Promise<Visitor> {
    const own = await newVisitor(browser, options.viewport ?? DESKTOP);
    if (options.colorScheme) await own.page.emulateMedia({ colorScheme: options.colorScheme });
    await addSessionCookie(own.context, token);
    opened.push(own);
    return own;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const { db, json } = app.handle;
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;
    // The content and form modules the admin role may read (seeded ones; other tests may add more).
    const adminRole = await db.selectFrom('roles').select('permissions').where('name', '=', 'admin').executeTakeFirstOrThrow();
    const adminPermissions = json.read<PermissionTree>(adminRole.permissions);
    moduleNames = (await app.services.modules.list())
      .filter((definition) => hasPermission(adminPermissions, modulePermission(definition.key, 'read')))
      .map((definition) => localizedText(definition.name, 'en'));

    // A role that may see the overview and the logs, nothing else.
    const narrow = await staffAccount(app, { external: { dashboard: true }, logs: { read: true } }, `logs${process.pid}${Date.now().toString(36)}`, 'Linus Logreader');
    narrowUserId = narrow.id;
    narrowUsername = narrow.username;
    narrowToken = narrow.token;
  });

  afterAll(async () => {
    for (const { context } of opened) await context.close();
    await app?.close();
    await browser?.close();
  });

  it('shows an admin every area and every module, the current screen marked, with breadcrumbs', async () => {
    const { page } = await visitor(adminToken);
    await open(page, '/dashboard');
    const links = await sidebarLinks(page);
    expect(moduleNames.length).toBeGreaterThan(0);
    expect([...links].sort()).toEqual([...EVERY_AREA, ...moduleNames].sort());
    expect(await sidebar(page).getByRole('link', { name: 'Overview', exact: true }).getAttribute('aria-current')).toBe('page');

    await sidebar(page).getByRole('link', { name: 'Sessions', exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard/sessions`);
    expect(await sidebar(page).getByRole('link', { name: 'Sessions', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await sidebar(page).getByRole('link', { name: 'Overview', exact: true }).getAttribute('aria-current')).toBeNull();
    await expect.poll(() => breadcrumbs(page)).toEqual(['Dashboard', 'Sessions']);

    // A group folds away and opens again.
    const people = sidebar(page).getByRole('button', { name: 'People', exact: true });
    await people.click();
    expect(await sidebar(page).getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    await people.click();
    expect(await sidebar(page).getByRole('link', { name: 'Users', exact: true }).isVisible()).toBe(true);
  });

  it('shows a role with external.dashboard and logs.read only the overview and the logs', async () => {
    const { page } = await visitor(narrowToken);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/dashboard/users')) searches.push(request.url());
    });
    await open(page, '/dashboard/logs');
    expect(await sidebarLinks(page)).toEqual(['Overview', 'Logs']);
    expect(await breadcrumbs(page)).toEqual(['Dashboard', 'Logs']);

    // The palette offers the same two screens and never searches users without users.read.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Go to' });
    await palette.waitFor();
    expect((await palette.getByRole('option').allInnerTexts()).map((text) => text.trim())).toEqual(['Overview', 'Logs']);
    await palette.getByRole('combobox').fill('admin');
    await page.waitForTimeout(600);
    expect(searches).toEqual([]);
  });

  it('opens the palette with Ctrl+K, finds a screen by typing and goes there by keyboard', async () => {
    const { page } = await visitor(adminToken);
    await open(page, '/dashboard');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Go to' });
    await palette.waitFor();
    const input = palette.getByRole('combobox');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

    // Typing asks the users API (debounced); an answer that is not a list of users is no result and no error.
    const searched = page.waitForResponse((response) => response.url().includes('/api/dashboard/users?search=rol'));
    await input.pressSequentially('rol');
    await searched;
    await expect.poll(() => optionLabels(palette)).toContain('Roles');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/dashboard/roles`);
    expect(await palette.isVisible()).toBe(false);
    expect(await page.getByText('Error', { exact: true }).count()).toBe(0);

    // Escape closes it again, and the header button opens it too.
    await page.getByRole('button', { name: /^Search screens and users…/ }).click();
    await palette.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => palette.isVisible()).toBe(false);
  });

  // GET /api/dashboard/users comes with the users area (issue 8, item 5); until it is mounted the palette just finds no one.
  it.skipIf(!usersApiMounted)('finds a user by name in the palette and opens their screen', () => inDashboardLanguage(adminToken, 'tr', async () => {
    const { page } = await visitor(adminToken);
    await open(page, '/tr/yonetim');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Git' });
    await palette.getByRole('combobox').pressSequentially(narrowUsername);
    const option = palette.getByRole('option', { name: /Linus Logreader/ });
    await option.waitFor();
    await option.click();
    await page.waitForURL(`${baseUrl}/tr/yonetim/kullanicilar/${narrowUserId}`);
  }));

  it('switches to the dark theme, keeps it over a reload and on the public site', async () => {
    const { page } = await visitor(adminToken, { colorScheme: 'light' });
    await open(page, '/dashboard');
    expect(await isDark(page)).toBe(false);
    const toggle = page.getByRole('button', { name: 'Dark theme', exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await isDark(page)).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    // Set before anything is painted: the class is there as soon as the document is parsed.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark(page)).toBe(true);
    await settle(page);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!.parentElement!.parentElement!).backgroundColor)).not.toBe('rgb(248, 250, 252)');

    // The user menu has the switch too, and its "View site" leads to the public site, dark as well.
    await page.getByRole('button', { name: /Account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'View site', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await isDark(page)).toBe(true);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect.poll(() => isDark(page)).toBe(true);
    await page.getByRole('button', { name: /Account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Light theme', exact: true }).click();
    expect(await isDark(page)).toBe(false);
  });

  it('follows the system preference until a theme is chosen', async () => {
    const { page } = await visitor(adminToken, { colorScheme: 'dark' });
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    expect(await isDark(page)).toBe(true);
  });

  it('fits a 360 px phone: the sidebar is a drawer behind the menu button, nothing scrolls sideways', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await visitor(adminToken, { viewport: PHONE, colorScheme });
      await open(page, '/dashboard');
      expect(await sidebar(page).isVisible()).toBe(false);
      expect(await overflowsSideways(page)).toBe(false);

      await page.getByRole('button', { name: 'Open menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Dashboard' });
      await drawer.waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await drawer.getByRole('link', { name: 'Logs', exact: true }).click();
      await page.waitForURL(`${baseUrl}/dashboard/logs`);
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(await overflowsSideways(page)).toBe(false);

      // On a phone the button shows only the avatar: its name is the hidden label alone.
      // The menu loads on first intent, so it opens a moment after the press.
      await page.getByRole('button', { name: 'Account menu', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Sign out', exact: true }).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
    }
  });

  it('works under the Turkish paths, /tr/yonetim, for a staff member reading it in Turkish', () => inDashboardLanguage(adminToken, 'tr', async () => {
    const { page } = await visitor(adminToken);
    await open(page, '/tr/yonetim');
    const nav = sidebar(page, 'Yönetim paneli gezinmesi');
    expect(await nav.getByRole('link', { name: 'Kullanıcılar', exact: true }).getAttribute('href')).toBe('/tr/yonetim/kullanicilar');
    await nav.getByRole('link', { name: 'Kullanıcılar', exact: true }).click();
    await page.waitForURL(`${baseUrl}/tr/yonetim/kullanicilar`);
    await expect.poll(() => breadcrumbs(page, 'Gezinti yolu')).toEqual(['Yönetim paneli', 'Kullanıcılar']);

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Git' });
    await palette.getByRole('combobox').pressSequentially('kayıt');
    await expect.poll(() => optionLabels(palette)).toEqual(['Kayıtlar']);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/tr/yonetim/kayitlar`);
    expect(pathOf(page)).toBe('/tr/yonetim/kayitlar');
  }));
});
