import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import type { PermissionTree } from '@/shared/permissions';
import { accessibilityViolations } from './accessibility';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { signedInVisitor, open, settle, signUpViaApi, uniqueAccount, type Visitor } from './accounts/helpers';
import { chooseDashboardLanguage } from './dashboard-language';
import { chooseRoleAction, roleMenuEntries } from './role-rows';

/** Where the screenshots for a human look go (not committed). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const VIEW_ONLY_ACCOUNT = "This account's role holds permissions you don't have, so you can only view it.";
const NOT_HELD = "You don't hold this permission, so you can't give it.";
/** A staff member who manages users and roles, and nothing else (design §4: they grant only what they hold). */
const STAFF_KEYS: PermissionTree = {
  users: { read: true, create: true, update: true, delete: true },
  roles: { read: true, create: true, update: true, delete: true },
  external: { dashboard: true },
};

const optionTexts = (select: Locator) => select.locator('option').allInnerTexts();

/** The role form's permission matrix: there once the form has opened in place of the list. */
const permissionMatrix = (page: Page) => page.getByRole('region', { name: 'Permissions per area and action' });

describe('dashboard: a staff member sees only what they may grant, and why the rest is read-only', () => {
  let browser: Browser;
  let app: AppContext;
  let staffToken: string;
  let adminToken: string;
  let adminId: number;
  let plainUserId: number;
  const stamp = Date.now().toString(36);
  const staffRole = `Staff ${stamp}`;
  const helperRole = `Helpers ${stamp}`;

  async function insertRole(name: string, permissions: PermissionTree): Promise<number> {
    const row = await app.handle.db.insertInto('roles')
      .values({ name, permissions: app.handle.json.write(permissions), updated_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** A signed-up account moved to `roleId`; its id. */
  async function accountIn(roleId: number | null, prefix: string): Promise<number> {
    const account = uniqueAccount(prefix);
    await signUpViaApi(account);
    const { id } = await app.handle.db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirstOrThrow();
    if (roleId !== null) {
      await app.handle.db.updateTable('users').set({ role_id: roleId }).where('id', '=', id).execute();
      app.services.sessions.forgetUser(id);
    }
    return id;
  }

  async function signedIn(token: string, viewport?: { width: number; height: number }): Promise<Visitor> {
    return signedInVisitor(browser, token, viewport);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminId = admin.id;
    adminToken = (await app.services.sessions.create(adminId)).token;
    const staffId = await accountIn(await insertRole(staffRole, STAFF_KEYS), 'staff');
    staffToken = (await app.services.sessions.create(staffId)).token;
    await accountIn(await insertRole(helperRole, { users: { read: true } }), 'helper');
    plainUserId = await accountIn(null, 'plain');
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  it('offers only roles the staff member holds every key of, and marks the accounts they may only view', async () => {
    const { context, page } = await signedIn(staffToken);
    await open(page, '/dashboard/users/add');
    const roles = await optionTexts(page.getByLabel('Role'));
    expect(roles).not.toContain('admin');
    expect(roles).toEqual(expect.arrayContaining(['user', helperRole, staffRole]));
    // The site's default role ("user", without keys) is one they may give: it comes preselected.
    expect(await page.getByLabel('Role').locator('option:checked').innerText()).toBe('user');

    await open(page, '/dashboard/users?search=admin');
    const adminRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'admin', exact: true }) });
    await adminRow.waitFor();
    expect(await adminRow.getByRole('img', { name: VIEW_ONLY_ACCOUNT }).count()).toBe(1);
    await adminRow.getByRole('button', { name: 'Actions for admin' }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['View']);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it("shows the admin's page read-only, with the reason and without account actions", async () => {
    const { context, page } = await signedIn(staffToken);
    await open(page, `/dashboard/users/${adminId}`);
    expect(await page.getByText(VIEW_ONLY_ACCOUNT).isVisible()).toBe(true);
    expect(await page.getByLabel('Username').isDisabled()).toBe(true);
    for (const action of ['Save changes', 'Delete user', 'Send password-reset link', 'Remove picture']) {
      expect(await page.getByRole('button', { name: action }).count(), action).toBe(0);
    }
    expect(await optionTexts(page.getByLabel('Role'))).toContain('admin');

    // An account within their reach stays theirs to edit, and its role field lacks the admin role.
    await open(page, `/dashboard/users/${plainUserId}`);
    expect(await page.getByText(VIEW_ONLY_ACCOUNT).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save changes' }).isVisible()).toBe(true);
    expect(await optionTexts(page.getByLabel('Role'))).not.toContain('admin');
    await context.close();
  });

  it('opens their own role and the admin role read-only, each saying why, without delete', async () => {
    const { context, page } = await signedIn(staffToken);
    await open(page, '/dashboard/roles');
    for (const [name, reason] of [[staffRole, "You can't change your own role."], ['admin', "This role holds permissions you don't have."]]) {
      expect(await roleMenuEntries(page, name), name).toEqual(['View']);
      await chooseRoleAction(page, name, 'View');
      // The role's page comes by client navigation (its form's code loads with it).
      await page.getByText(reason).waitFor();
      expect(await page.getByLabel('Name').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save role' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Back to the roles' }).click();
    }
    await context.close();
  });

  it('disables the box of a key they lack, says why, and moves users only to roles they hold', async () => {
    const { context, page } = await signedIn(staffToken);
    await open(page, '/dashboard/roles');
    await chooseRoleAction(page, helperRole, 'Edit');
    const matrix = permissionMatrix(page);
    const lacked = matrix.getByRole('checkbox', { name: 'Logs: Read' });
    expect(await lacked.isDisabled()).toBe(true);
    const describedBy = (await lacked.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(NOT_HELD);
    expect(await matrix.getByRole('checkbox', { name: 'Users: Delete' }).isEnabled()).toBe(true);
    // "All" on a row gives only what they hold.
    await matrix.getByRole('checkbox', { name: 'All actions: Users' }).check();
    expect(await matrix.getByRole('checkbox', { name: 'Users: Delete' }).isChecked()).toBe(true);
    await matrix.getByRole('checkbox', { name: 'All actions: Users' }).uncheck();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await chooseRoleAction(page, helperRole, 'Delete');
    const target = page.getByRole('alertdialog').getByLabel('Move its users to');
    await expect.poll(() => optionTexts(target)).toContain('user');
    expect(await optionTexts(target)).not.toContain('admin');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('offers only roles without keys as the default role, and warns when the stored one has keys', async () => {
    const { context, page } = await signedIn(adminToken);
    await open(page, '/dashboard/settings');
    const choice = page.getByLabel('Role of new accounts');
    const offered = await optionTexts(choice);
    expect(offered).toContain('user');
    expect(offered).not.toContain('admin');
    expect(offered).not.toContain(helperRole);
    const noteId = (await choice.getAttribute('aria-describedby'))!.split(' ')[0];
    expect(await page.locator(`[id="${noteId}"]`).innerText()).toBe('New accounts get this role, so only roles without permissions can be chosen.');

    const stored = await app.services.settings.get<number>('default_role');
    const helperId = (await app.handle.db.selectFrom('roles').select('id').where('name', '=', helperRole).executeTakeFirstOrThrow()).id;
    await app.services.settings.update({ default_role: helperId });
    try {
      await open(page, '/dashboard/settings');
      expect(await page.locator('[data-default-role-unfit]').innerText()).toContain(helperRole);
      expect(await choice.locator('option:checked').innerText()).toBe(helperRole);
    } finally {
      await app.services.settings.update({ default_role: stored });
    }
    await context.close();
  });

  it('has no WCAG A/AA violations on those screens', async () => {
    const { context, page } = await signedIn(staffToken);
    const screens: [string, (() => Promise<void>)?][] = [
      ['/dashboard/users', () => page.getByRole('table').locator('tbody tr a').first().waitFor()],
      [`/dashboard/users/${adminId}`],
      ['/dashboard/users/add'],
      ['/dashboard/roles', () => chooseRoleAction(page, staffRole, 'View').then(() => permissionMatrix(page).waitFor())],
      ['/dashboard/roles', () => chooseRoleAction(page, helperRole, 'Edit').then(() => permissionMatrix(page).waitFor())],
    ];
    for (const [screen, step] of screens) {
      await open(page, screen);
      await step?.();
      expect(await accessibilityViolations(page), screen).toEqual([]);
    }
    await context.close();
    const admin = await signedIn(adminToken);
    await open(admin.page, '/dashboard/settings');
    expect(await accessibilityViolations(admin.page), 'settings').toEqual([]);
    await admin.context.close();
  });

  it('takes the screenshots of the three screens at 390 and 1366 px, light and dark, English and Turkish', async () => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    const paths = {
      en: { users: '/dashboard/users', roles: '/dashboard/roles', settings: '/dashboard/settings', view: 'View', edit: 'Edit' },
      tr: { users: '/tr/yonetim/kullanicilar', roles: '/tr/yonetim/roller', settings: '/tr/yonetim/ayarlar', view: 'Görüntüle', edit: 'Düzenle' },
    };
    const storedDefault = await app.services.settings.get<number>('default_role');
    const helperId = (await app.handle.db.selectFrom('roles').select('id').where('name', '=', helperRole).executeTakeFirstOrThrow()).id;
    for (const width of [390, 1366]) {
      const viewport = { width, height: 900 };
      const staff = await signedIn(staffToken, viewport);
      const admin = await signedIn(adminToken, viewport);
      for (const [locale, at] of Object.entries(paths)) {
        // The dashboard speaks its user's language.
        for (const token of [staffToken, adminToken]) await chooseDashboardLanguage(token, locale === 'tr' ? 'tr' : null);
        const shots: [string, Page, () => Promise<Locator | null>][] = [
          ['users', staff.page, async () => {
            await open(staff.page, at.users);
            await staff.page.getByRole('table').locator('tbody tr a').first().waitFor();
            return null;
          }],
          ['user-read-only', staff.page, async () => {
            await open(staff.page, `${at.users}/${adminId}`);
            return null;
          }],
          ['role-read-only', staff.page, async () => {
            await open(staff.page, at.roles);
            await chooseRoleAction(staff.page, staffRole, at.view);
            return null;
          }],
          ['role-editable', staff.page, async () => {
            await open(staff.page, at.roles);
            await chooseRoleAction(staff.page, helperRole, at.edit);
            return null;
          }],
          ['default-role', admin.page, async () => {
            await open(admin.page, at.settings);
            return admin.page.locator('select[aria-describedby$="-note"]').locator('..');
          }],
          ['default-role-unfit', admin.page, async () => {
            await app.services.settings.update({ default_role: helperId });
            await open(admin.page, at.settings);
            await app.services.settings.update({ default_role: storedDefault });
            return admin.page.locator('select[aria-describedby$="-note"]').locator('..');
          }],
        ];
        for (const [name, page, show] of shots) {
          const element = await show();
          await settle(page);
          for (const theme of ['light', 'dark'] as const) {
            await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
            // Let the colour transitions of the theme switch finish before the picture.
            await page.waitForTimeout(400);
            const file = path.join(SHOTS, `grants-${name}-${locale}-${width}-${theme}.png`);
            if (element) await element.screenshot({ path: file });
            else await page.screenshot({ path: file, fullPage: true });
          }
        }
      }
      await staff.context.close();
      await admin.context.close();
    }
    for (const token of [staffToken, adminToken]) await chooseDashboardLanguage(token, null);
  });
});
