import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { addSessionCookie } from './accounts/helpers';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;
const MAINTENANCE_EN = 'We are doing some maintenance. We will be back shortly.';
const MAINTENANCE_TR = 'Bakım çalışması yapıyoruz. Kısa süre içinde geri döneceğiz.';

/** The server learns of the change through the Redis invalidation bus; wait until it has. */
async function waitForMaintenance(expected: unknown) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const body = await (await fetch(`${baseUrl}/api/settings`)).json();
    if (body.data.settings.maintenance_mode === expected) return;
    if (Date.now() > deadline) throw new Error(`maintenance_mode stayed ${JSON.stringify(body.data.settings.maintenance_mode)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('maintenance mode', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;
    await app.services.settings.update({ maintenance_mode: true });
    await waitForMaintenance(true);
  });

  afterAll(async () => {
    await app?.services.settings.update({ maintenance_mode: false });
    await app?.close();
    await browser?.close();
  });

  async function visit(path: string, context?: BrowserContext) {
    const own = context ?? (await browser.newContext());
    const page = await own.newPage();
    await page.goto(baseUrl + path);
    const text = await page.locator('body').innerText();
    if (!context) await own.close();
    return text;
  }

  it('shows the maintenance screen to visitors, in their language', async () => {
    expect(await visit('/')).toContain(MAINTENANCE_EN);
    expect(await visit('/about')).toContain(MAINTENANCE_EN);
    expect(await visit('/tr/hakkimizda')).toContain(MAINTENANCE_TR);
  });

  it('keeps the sign-in routes reachable', async () => {
    expect(await visit('/auth/sign-in')).not.toContain(MAINTENANCE_EN);
    expect(await visit('/tr/hesap/giris-yap')).not.toContain(MAINTENANCE_TR);
  });

  it('lets a holder of external.settings through', async () => {
    const context = await browser.newContext();
    await addSessionCookie(context, adminToken);
    const text = await visit('/about', context);
    expect(text).not.toContain(MAINTENANCE_EN);
    expect(text).toContain('About us');
    await context.close();
  });

  it('treats any value other than exactly false as on, and false as off', async () => {
    await app.services.settings.update({ maintenance_mode: 'false' });
    await waitForMaintenance('false');
    expect(await visit('/')).toContain(MAINTENANCE_EN);
    await app.services.settings.update({ maintenance_mode: false });
    await waitForMaintenance(false);
    expect(await visit('/')).not.toContain(MAINTENANCE_EN);
  });
});
