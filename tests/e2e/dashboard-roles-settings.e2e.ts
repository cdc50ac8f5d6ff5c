import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, newVisitor, signedInVisitor, open, pathOf, settle, signUpViaApi, submitSignIn, uniqueAccount } from './accounts/helpers';
import { chooseRoleAction, roleMenuEntries, roleRow } from './role-rows';
import { e2eServer } from './e2e-server';

const MAINTENANCE_EN = 'We are doing some maintenance. We will be back shortly.';


async function openSettingsSection(page: Page, section: string): Promise<void> {
  await open(page, '/dashboard/settings');
  await page.getByRole('tab', { name: section }).click();
}

async function saveSection(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/dashboard/settings') && response.request().method() === 'PUT');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Save section' }).click();
  expect((await saved).status()).toBe(200);
}

describe('dashboard: roles and settings screens', () => {
  let browser: Browser;
  let app: AppContext;
  let admin: BrowserContext;
  let adminToken: string;
  const roleName = `Role readers ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const row = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(row.id)).token;
    admin = (await signedInVisitor(browser, adminToken)).context;
  });

  afterAll(async () => {
    await app?.services.settings.update({ maintenance_mode: false });
    await admin?.close();
    await app?.close();
    await browser?.close();
  });

  it('creates a role with one narrow permission through the matrix', async () => {
    const page = await admin.newPage();
    await open(page, '/dashboard/roles');
    await page.getByRole('button', { name: 'New role' }).click();
    await page.getByLabel('Name').fill(roleName);
    const matrix = page.getByRole('region', { name: 'Permissions per area and action' });
    // A row without the action has no box for it.
    expect(await matrix.getByRole('checkbox', { name: 'Sessions: Create' }).count()).toBe(0);
    // "All" on a row ticks every action of it, a second click takes them back.
    await matrix.getByRole('checkbox', { name: 'All actions: Users' }).check();
    expect(await matrix.getByRole('checkbox', { name: 'Users: Delete' }).isChecked()).toBe(true);
    await matrix.getByRole('checkbox', { name: 'All actions: Users' }).uncheck();
    // The keyboard alone grants the one permission.
    await matrix.getByRole('checkbox', { name: 'Roles: Read' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect.poll(() => roleRow(page, roleName).count()).toBe(1);

    const stored = await app.handle.db.selectFrom('roles').select('permissions').where('name', '=', roleName).executeTakeFirstOrThrow();
    expect(app.handle.json.read(stored.permissions)).toEqual({ roles: { read: true } });
    await page.close();
  });

  it('shows a user of that role only the screens the role allows, without the actions it lacks', async () => {
    const account = uniqueAccount('narrow');
    await signUpViaApi(account);
    const role = await app.handle.db.selectFrom('roles').select('id').where('name', '=', roleName).executeTakeFirstOrThrow();
    await app.handle.db.updateTable('users').set({ role_id: role.id }).where('username', '=', account.username).execute();

    const visitor = await newVisitor(browser);
    await open(visitor.page, '/auth/sign-in?redirect=%2Fdashboard%2Froles');
    await submitSignIn(visitor.page, account.username, account.password);
    await visitor.page.waitForURL(`${baseUrl}/dashboard/roles`);
    await settle(visitor.page);
    expect(await visitor.page.getByRole('heading', { level: 1, name: 'Roles' }).isVisible()).toBe(true);
    // The list arrives from the API after the page (its view lives in the URL, like the other lists).
    await expect.poll(() => roleRow(visitor.page, roleName).count()).toBe(1);
    expect(await visitor.page.getByRole('button', { name: 'New role' }).count()).toBe(0);
    // The row menu offers viewing only: no Edit, no Delete.
    expect(await roleMenuEntries(visitor.page, roleName)).toEqual(['View']);

    // A screen the role lacks the key for: the no-access panel inside the dashboard, at the screen's own address.
    for (const path of ['/dashboard', '/dashboard/users', '/dashboard/settings', '/dashboard/sessions', '/dashboard/logs']) {
      await open(visitor.page, path);
      expect(pathOf(visitor.page), path).toBe(path);
      expect(await visitor.page.getByRole('main').getByRole('heading', { level: 1, name: 'No access' }).isVisible(), path).toBe(true);
      expect(await visitor.page.getByRole('navigation', { name: 'Dashboard navigation' }).getByRole('link', { name: 'Roles' }).count(), path).toBeGreaterThan(0);
    }
    await visitor.context.close();
  });

  it('refuses to save a role edited from an old copy and offers the current one', async () => {
    const page = await admin.newPage();
    await open(page, '/dashboard/roles');
    await chooseRoleAction(page, roleName, 'Edit');
    // Someone else saves the role meanwhile.
    await app.handle.db.updateTable('roles').set((eb) => ({ version: eb('version', '+', 1) })).where('name', '=', roleName).execute();
    await page.getByRole('region', { name: 'Permissions per area and action' }).getByRole('checkbox', { name: 'Logs: Read' }).check();
    await page.getByRole('button', { name: 'Save role' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe('This record was changed in the meantime: reload it and try again');
    await page.getByRole('button', { name: 'Load the current version' }).click();
    await expect.poll(() => alert.innerText()).toBe('');
    expect(await page.getByRole('checkbox', { name: 'Logs: Read' }).isChecked()).toBe(false);
    await page.close();
  });

  it('deletes a role that has users by moving them to another role first', async () => {
    const page = await admin.newPage();
    await open(page, '/dashboard/roles');
    const row = roleRow(page, roleName);
    expect(await row.getByRole('cell').nth(1).innerText()).toBe('1');
    await chooseRoleAction(page, roleName, 'Delete');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Move users and delete' }).click();
    expect(await dialog.getByRole('alert').innerText()).toBe('Choose the role its users move to.');
    await dialog.getByLabel('Move its users to').selectOption({ label: 'user' });
    await dialog.getByRole('button', { name: 'Move users and delete' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => roleRow(page, roleName).count()).toBe(0);
    expect(await app.handle.db.selectFrom('roles').select('id').where('name', '=', roleName).executeTakeFirst()).toBeUndefined();
    await page.close();
  });

  it('closes the public site to a visitor with the maintenance switch while the admin keeps working', async () => {
    const page = await admin.newPage();
    await openSettingsSection(page, 'General');
    await page.getByRole('switch', { name: /Maintenance mode/ }).check();
    await saveSection(page);

    // A visitor's own writes (e.g. the cookie choice) are refused during maintenance: a bare context.
    const visitor = await browser.newContext({ baseURL: baseUrl });
    const visitorPage = await visitor.newPage();
    await open(visitorPage, '/');
    expect(await visitorPage.locator('body').innerText()).toContain(MAINTENANCE_EN);
    await open(page, '/about');
    expect(await page.locator('body').innerText()).not.toContain(MAINTENANCE_EN);

    await openSettingsSection(page, 'General');
    await page.getByRole('switch', { name: /Maintenance mode/ }).uncheck();
    await saveSection(page);
    await open(visitorPage, '/');
    expect(await visitorPage.locator('body').innerText()).not.toContain(MAINTENANCE_EN);
    await visitor.close();
    await page.close();
  });

  it('keeps a saved secret write-only: shown as set, never in the page, cleared only on request', async () => {
    const secret = `e2e-smtp-secret-${Date.now()}`;
    const page = await admin.newPage();
    await openSettingsSection(page, 'Mail');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('SMTP password', { exact: true }).fill(secret);
    await saveSection(page);
    const state = panel.locator('[data-secret-state]').first();
    await expect.poll(() => state.innerText()).toBe('Set');
    expect(await panel.getByLabel('SMTP password', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(secret);

    // Saving the section again with the field empty keeps the stored value.
    await saveSection(page);
    expect(await app.services.settings.get('smtp_password')).toBe(secret);

    const html = await (await fetch(`${baseUrl}/dashboard/settings`, { headers: { cookie: `token=${adminToken}` } })).text();
    expect(html).toContain('data-secret-state="set"');
    expect(html).not.toContain(secret);

    await panel.getByRole('button', { name: 'Clear SMTP password' }).click();
    await expect.poll(() => state.innerText()).toBe('Not set');
    expect(await app.services.settings.get('smtp_password')).toBe('');
    await page.close();
  });

  it('shows the SMTP fields only for the SMTP driver and the API key only for Resend', async () => {
    const page = await admin.newPage();
    await openSettingsSection(page, 'Mail');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByLabel('SMTP host').count()).toBe(1);
    expect(await panel.getByLabel('Mail provider API key', { exact: true }).count()).toBe(0);
    await panel.getByLabel('Mail driver').selectOption({ label: 'Resend (API)' });
    expect(await panel.getByLabel('SMTP host').count()).toBe(0);
    expect(await panel.getByLabel('Mail provider API key', { exact: true }).isVisible()).toBe(true);
    await page.close();
  });

  it('saves FTP settings and tests the connection against the FTP server', async () => {
    const ftp = e2eServer().ftpPeer;
    const page = await admin.newPage();
    await openSettingsSection(page, 'FTP');
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('FTP host').fill(ftp.host);
    await panel.getByLabel('FTP port').fill(String(ftp.port));
    await panel.getByLabel('FTP user').fill(ftp.username);
    await panel.getByLabel('FTP password', { exact: true }).fill(ftp.password);
    await saveSection(page);

    await panel.getByRole('button', { name: 'Test connection' }).click();
    const answer = panel.locator('[data-check-result]');
    await expect.poll(() => answer.getAttribute('data-check-result'), { timeout: 15_000 }).toBe('ok');
    const text = await answer.innerText();
    // A translated outcome, never the server's own replies.
    expect(text).toContain('Logged in to the FTP server');
    expect(text).toContain('/: 2 entries');
    expect(await page.content()).not.toContain(ftp.password);
    await page.close();
  });

  it('shows a changed site name in a second open tab', async () => {
    const original = await app.services.settings.get('app_name');
    const renamed = `Polyglot ${Date.now().toString(36)}`;
    const other = await admin.newPage();
    await open(other, '/');
    const page = await admin.newPage();
    await openSettingsSection(page, 'General');
    await page.getByLabel('Site name').fill(renamed);
    await saveSection(page);

    await expect.poll(() => other.getByRole('banner').innerText(), { timeout: 10_000 }).toContain(renamed);

    await page.getByLabel('Site name').fill(String(original));
    await saveSection(page);
    await other.close();
    await page.close();
  });
});
