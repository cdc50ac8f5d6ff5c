import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { accessibilityViolations } from './accessibility';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { baseUrl, newVisitor, signedInVisitor, open, settle, signUpViaApi, uniqueAccount, type Visitor } from './accounts/helpers';
import { chooseDashboardLanguage, inDashboardLanguage } from './dashboard-language';

/** Where the screenshots for a human look go (not committed). */
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
/** A person takes longer than the form's minimum fill time (form-intake/spam.ts) to write a message. */
const HUMAN_FILL_MS = 3_500;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('the form inbox', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;
  let contactId: number;
  /** This run's message carries it, so searches see only this run's submission. */
  const run = `inbox${Date.now().toString(36)}`;

  async function staff(viewport = { width: 1366, height: 900 }, token = adminToken): Promise<Visitor> {
    return signedInVisitor(browser, token, viewport);
  }

  /** A signed-in account whose role holds only the dashboard and `contact.read`; its session token. */
  async function readerToken(): Promise<string> {
    const { db, json } = app.handle;
    const role = await db.insertInto('roles')
      .values({ name: `Inbox readers ${run}`, permissions: json.write({ external: { dashboard: true }, contact: { read: true } }), updated_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    const account = uniqueAccount('reader');
    await signUpViaApi(account);
    const { id } = await db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirstOrThrow();
    await db.updateTable('users').set({ role_id: role.id }).where('id', '=', id).execute();
    app.services.sessions.forgetUser(id);
    return (await app.services.sessions.create(id)).token;
  }

  /** The contact form's pending submissions outside the spam view, as the sidebar counts them. */
  async function pendingCount(): Promise<number> {
    const row = await app.handle.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('module_id', '=', contactId).where('status', '=', 'pending').where('spam_reason', 'is', null).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  const sidebarLink = (page: Page, count: number) =>
    page.locator('aside').getByRole('link', { name: new RegExp(`^İletişim ${count} bekleyen gönderim$`) });

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;
    contactId = (await app.handle.db.selectFrom('modules').select('id').where('key', '=', 'contact').executeTakeFirstOrThrow()).id;
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  it('a visitor sends the contact form in Turkish; staff see the badge, open and solve it with the keyboard, and export it as CSV', () => inDashboardLanguage(adminToken, 'tr', async () => {
    const visitor = await newVisitor(browser);
    await open(visitor.page, '/tr/iletisim');
    const shown = Date.now();
    const message = `Merhaba ${run}: ığüşöç İ`;
    await visitor.page.getByLabel('Ad soyad').fill('Ayşe Yılmaz');
    await visitor.page.locator('#field-email').fill('ayse@example.com');
    await visitor.page.locator('#field-message').fill(message);
    await visitor.page.waitForTimeout(Math.max(0, HUMAN_FILL_MS - (Date.now() - shown)));
    await visitor.page.getByRole('button', { name: 'Gönder' }).click();
    await expect.poll(() => visitor.page.getByRole('main').getByRole('status').filter({ hasText: 'Teşekkürler, mesajınız gönderildi' }).isVisible()).toBe(true);
    await visitor.context.close();

    const pending = await pendingCount();
    expect(pending).toBeGreaterThan(0);
    const { page, context } = await staff();
    await open(page, '/tr/yonetim');
    // The badges come with the page (and from the API with each later notifications poll).
    await expect.poll(() => sidebarLink(page, pending).count(), { timeout: 15_000 }).toBe(1);

    await sidebarLink(page, pending).click();
    await page.waitForURL(`${baseUrl}/tr/yonetim/contact`);
    await page.getByRole('search').getByRole('searchbox').fill(run);
    await page.waitForURL((url) => url.searchParams.get('search') === run);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Ayşe Yılmaz');
    expect(await accessibilityViolations(page), 'inbox').toEqual([]);

    const stored = await app.handle.db.selectFrom('form_submissions').select(['id', 'status', 'spam_reason'])
      .where('module_id', '=', contactId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'pending', spam_reason: null });
    await page.getByRole('button', { name: `${stored.id} numaralı gönderimi aç` }).click();
    const panel = page.getByRole('dialog', { name: new RegExp(`Gönderim #${stored.id}`) });
    await panel.waitFor();
    expect(await panel.innerText()).toMatch(/Ad soyad\s+Ayşe Yılmaz/);
    expect(await panel.innerText()).toContain(message);
    expect(await accessibilityViolations(page, '[role="dialog"]'), 'panel').toEqual([]);

    await page.keyboard.press('s');
    await expect.poll(async () => (await app.handle.db.selectFrom('form_submissions').select('status').where('id', '=', stored.id).executeTakeFirstOrThrow()).status).toBe('solved');
    await expect.poll(() => panel.getByRole('button', { name: 'Bekliyor olarak işaretle' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // The sidebar follows at once: the inbox hands it the counts of each list it loads.
    const left = pending - 1;
    if (left > 0) await expect.poll(() => sidebarLink(page, left).count()).toBe(1);
    else await expect.poll(() => page.locator('aside').getByRole('link', { name: /^İletişim$/ }).count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV dışa aktar' }).click()]);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 3).equals(BOM)).toBe(true);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(message);
    await context.close();
  }));

  it('shows a reader (contact.read alone) every submission without the controls, and names the keys they need', async () => {
    const { page, context } = await staff(undefined, await readerToken());
    await open(page, '/dashboard/contact');
    const first = page.getByRole('table').locator('tbody tr button').first();
    await first.waitFor();
    expect(await page.getByRole('main').getByRole('checkbox').count()).toBe(0);
    const notice = await page.locator('[data-view-only-notice]').innerText();
    expect(notice).toContain('contact.update');
    expect(notice).toContain('contact.delete');

    const id = Number((await first.innerText()).replace('#', ''));
    const statusOf = async () => (await app.handle.db.selectFrom('form_submissions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const before = await statusOf();
    await first.click();
    const panel = page.getByRole('dialog', { name: new RegExp(`Submission #${id}`) });
    await panel.waitFor();
    expect(await panel.getByRole('button', { name: /^(Mark solved|Mark pending|Delete|Save note)$/ }).count()).toBe(0);
    expect(await panel.getByRole('textbox').count()).toBe(0);
    await page.keyboard.press('s');
    await page.waitForTimeout(500);
    expect(await statusOf()).toBe(before);
    await context.close();
  });

  it('restores ticked submissions from the spam view in one go, each queued for its staff mail', async () => {
    const { db, json } = app.handle;
    const now = new Date().toISOString();
    const held = await db.insertInto('form_submissions').values([1, 2].map((n) => ({
      module_id: contactId, data: json.write({ fullname: `Held ${n}`, email: 'held@example.com', message: `${run} held ${n}` }),
      status: 'pending' as const, spam_reason: 'honeypot', ip_address: null, user_id: null, created_at: now, updated_at: now,
    }))).returning('id').execute();
    const { page, context } = await staff();
    await open(page, `/dashboard/contact?view=spam&search=${run}`);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    for (const row of await rows.all()) await row.getByRole('checkbox').check();
    const bar = page.getByRole('group', { name: 'Actions for the selected submissions' });
    expect(await bar.getByRole('button', { name: /^(Mark solved|Mark pending)$/ }).count()).toBe(0);
    const [answer] = await Promise.all([page.waitForResponse((res) => res.url().includes('/bulk-restore')), bar.getByRole('button', { name: 'Restore', exact: true }).click()]);
    expect(answer.status()).toBe(200);
    await expect.poll(() => page.getByRole('table').locator('tbody').innerText(), { timeout: 10_000 }).toContain('Nothing matches');
    const restored = await db.selectFrom('form_submissions').select(['spam_reason', 'mail_state']).where('id', 'in', held.map((row) => row.id)).execute();
    expect(restored).toEqual([{ spam_reason: null, mail_state: 'queued' }, { spam_reason: null, mail_state: 'queued' }]);
    await context.close();
  });

  it('takes the screenshots of the inbox and an open submission at 390 and 1366 px, light and dark, English and Turkish', async () => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1366]) {
      const { page, context } = await staff({ width, height: 900 });
      for (const [locale, at] of Object.entries({ en: '/dashboard/contact', tr: '/tr/yonetim/contact' })) {
        // The dashboard speaks its user's language.
        await chooseDashboardLanguage(adminToken, locale === 'tr' ? 'tr' : null);
        await open(page, at);
        await page.getByRole('table').locator('tbody tr button').first().waitFor();
        for (const view of ['list', 'panel'] as const) {
          if (view === 'panel') {
            await page.getByRole('table').locator('tbody tr button').first().click();
            await page.getByRole('dialog').waitFor();
          }
          await settle(page);
          for (const theme of ['light', 'dark'] as const) {
            await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
            await page.waitForTimeout(400);
            await page.screenshot({ path: path.join(SHOTS, `inbox-${view}-${locale}-${width}-${theme}.png`), fullPage: view === 'list' });
          }
          if (view === 'panel') await page.keyboard.press('Escape');
        }
      }
      await context.close();
    }
    await chooseDashboardLanguage(adminToken, null);
  });
});
