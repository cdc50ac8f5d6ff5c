import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Dialog, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { launchBrowser } from './browser';
import { openServerDatabase, staffAccount } from './app-context';
import { baseUrl, newVisitor, signedInVisitor, open, pathOf, settle, type Visitor } from './accounts/helpers';

/**
 * Issue 27 item 5, inside the dashboard the dashboard's rules: the no-access panel, the overview
 * cut to what the viewer may read, the leave guard, breadcrumbs by name, the staff's maintenance banner.
 */
describe('dashboard rules', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;
  const suffix = `${process.pid}${Date.now().toString(36)}`;
  const editorName = `Blog Editor ${suffix}`;
  let editorToken: string;

  async function signedIn(token: string): Promise<Visitor> {
    return signedInVisitor(browser, token);
  }

  async function adminApi<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie: `token=${adminToken}`, origin: baseUrl, 'content-type': 'application/json', 'x-language': 'en' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, data: ((await response.json()) as { data: T }).data };
  }

  /** Answers every dialog the page opens with `accept`, and keeps what they said and were. */
  function answerDialogs(page: Page, accept: () => boolean): Dialog[] {
    const seen: Dialog[] = [];
    page.on('dialog', (dialog) => {
      seen.push(dialog);
      void (accept() ? dialog.accept() : dialog.dismiss());
    });
    return seen;
  }

  const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');

  async function waitForMaintenance(expected: boolean) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const body = (await (await fetch(`${baseUrl}/api/settings`)).json()) as { data: { settings: { maintenance_mode: unknown } } };
      if (body.data.settings.maintenance_mode === expected) return;
      if (Date.now() > deadline) throw new Error(`maintenance_mode stayed ${JSON.stringify(body.data.settings.maintenance_mode)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;
    editorToken = (await staffAccount(app, { external: { dashboard: true }, blog: { read: true, update: true } }, `blogeditor-${suffix}`, editorName)).token;
  });

  afterAll(async () => {
    await app?.services.settings.update({ maintenance_mode: false });
    await app?.close();
    await browser?.close();
  });

  it('shows a staff member a screen they lack the key for as a 403 no-access panel inside the dashboard; a guest still goes to sign-in', async () => {
    const { context, page } = await signedIn(editorToken);
    for (const path of ['/dashboard/users', '/dashboard/settings', '/dashboard/logs']) {
      const response = await page.goto(path);
      await settle(page);
      expect(response?.status(), path).toBe(403);
      expect(pathOf(page), path).toBe(path);
      expect(await page.locator('[data-no-access]').count(), path).toBe(1);
      // The dashboard around it: the sidebar offers what the role holds.
      expect(await page.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'Blog' }).count(), path).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Sign in' }).count(), path).toBe(0);
    }
    await open(page, '/dashboard/users');
    expect(await page.getByRole('main').getByRole('heading', { level: 1, name: 'No access' }).isVisible()).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Back to the overview' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await context.close();

    const guest = await fetch(`${baseUrl}/dashboard/users`, { redirect: 'manual' });
    expect(guest.status).toBe(307);
    expect(new URL(guest.headers.get('location')!, baseUrl).pathname).toBe('/auth/sign-in');
  });

  it('shows a blog editor an overview of the blog only: no user counts, no site-wide charts, nobody else\'s user changes', async () => {
    // Someone else's user and role changes, as their writes leave them.
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    for (const entity of ['users', 'roles']) {
      await app.handle.db.insertInto('audit_log').values({ actor_id: admin.id, action: 'update', entity, record_id: String(admin.id), changes: null, created_at: new Date().toISOString() }).execute();
    }
    const { context, page } = await signedIn(editorToken);
    await open(page, '/dashboard');
    const stats = page.getByRole('region', { name: 'Key figures' });
    expect(await stats.getByText('Users', { exact: true }).count()).toBe(0);
    expect(await stats.getByText('Module contents', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('chart-requests').count()).toBe(0);
    expect(await page.getByTestId('chart-sign-ups').count()).toBe(0);
    const activity = await page.getByRole('region', { name: 'Latest activity' }).innerText();
    expect(activity).not.toMatch(/· Users|· Roles|· Settings/);
    await context.close();
  });

  it('asks before the module builder drops unsaved work: a link, the back button, closing the tab', async () => {
    const { context, page } = await signedIn(adminToken);
    await open(page, '/dashboard/modules');
    await open(page, '/dashboard/modules/add');
    const name = page.getByRole('group', { name: 'Name', exact: true }).getByLabel('English', { exact: true }).first();
    await name.fill(`Unsaved ${suffix}`);

    let accept = false;
    const dialogs = answerDialogs(page, () => accept);
    // A link in the sidebar: asked, refused, nothing lost.
    await page.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0].type()).toBe('confirm');
    expect(dialogs[0].message()).toBe('You have unsaved changes. Leave this page anyway?');
    await settle(page);
    expect(pathOf(page)).toBe('/dashboard/modules/add');
    expect(await name.inputValue()).toBe(`Unsaved ${suffix}`);

    // The back button: asked, refused, still here with the work.
    await page.goBack();
    await expect.poll(() => dialogs.length).toBe(2);
    await settle(page);
    expect(pathOf(page)).toBe('/dashboard/modules/add');
    expect(await name.inputValue()).toBe(`Unsaved ${suffix}`);

    // Closing the tab: the browser's own prompt.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.some((dialog) => dialog.type() === 'beforeunload')).toBe(true);

    // Accepted, the link leaves.
    const second = await context.newPage();
    await open(second, '/dashboard/modules/add');
    await second.getByRole('group', { name: 'Name', exact: true }).getByLabel('English', { exact: true }).first().fill(`Dropped ${suffix}`);
    accept = true;
    const asked = answerDialogs(second, () => accept);
    await second.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
    await second.waitForURL(`${baseUrl}/dashboard/users`);
    expect(asked.map((dialog) => dialog.type())).toEqual(['confirm']);
    await context.close();
  });

  it('names records in the breadcrumbs: a user by their name, a blog item by its title', async () => {
    const user = await app.handle.db.selectFrom('users').select('id').where('fullname', '=', editorName).executeTakeFirstOrThrow();
    const title = `Crumbs ${suffix}`;
    const item = await adminApi<{ id: number }>('POST', '/api/dashboard/modules/blog/contents', {
      title: { en: title }, slug: { en: `crumbs-${suffix}` }, content: { summary: { en: 'Summary' }, body: { en: '<p>Body</p>' } }, status: 'draft',
    });
    expect(item.status).toBe(201);
    const { context, page } = await signedIn(adminToken);

    await open(page, `/dashboard/users/${user.id}`);
    await expect.poll(() => breadcrumbs(page).allInnerTexts()).toEqual(['Dashboard', 'Users', editorName]);
    await open(page, `/dashboard/blog/${item.data.id}`);
    await expect.poll(() => breadcrumbs(page).allInnerTexts()).toEqual(['Dashboard', 'Blog', title]);
    await open(page, `/dashboard/blog/${item.data.id}/preview`);
    await expect.poll(() => breadcrumbs(page).allInnerTexts()).toEqual(['Dashboard', 'Blog', title, 'Preview']);
    expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).innerText()).not.toContain(String(item.data.id));
    await context.close();
  });

  it('shows staff a banner while maintenance is on, on the dashboard and the public site, and guests none', async () => {
    // Both browsers save their cookie choice first: while maintenance is on, the API answers guests 503.
    const staff = await signedIn(adminToken);
    const guest = await newVisitor(browser);
    await app.services.settings.update({ maintenance_mode: true });
    await waitForMaintenance(true);
    try {
      await open(staff.page, '/about');
      await expect.poll(() => staff.page.locator('[data-maintenance-banner]').count()).toBe(1);
      expect(await staff.page.locator('[data-maintenance-banner]').innerText()).toContain('Maintenance mode is on');
      await open(staff.page, '/dashboard');
      expect(await staff.page.locator('[data-maintenance-banner]').count()).toBe(1);
      await open(guest.page, '/about');
      expect(await guest.page.locator('[data-maintenance-banner]').count()).toBe(0);
      const html = await (await fetch(`${baseUrl}/about`)).text();
      // (Its text may travel with the page's messages: the browser decides whether to show it.)
      expect(html).not.toContain('data-maintenance-banner');
    } finally {
      await app.services.settings.update({ maintenance_mode: false });
      await waitForMaintenance(false);
      await guest.context.close();
    }

    await open(staff.page, '/about');
    await open(staff.page, '/dashboard');
    expect(await staff.page.locator('[data-maintenance-banner]').count()).toBe(0);
    await staff.context.close();
  });
});
