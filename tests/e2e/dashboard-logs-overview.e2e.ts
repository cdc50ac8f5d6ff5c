import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import type { LogEntry } from '@/server/services/logs';
import { launchBrowser } from './browser';
import { openServerDatabase } from './app-context';
import { DESKTOP, signedInVisitor, type Visitor } from './accounts/helpers';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;
const PROBE = '/api/e2e-probe';
const COLUMNS = ['endpoint', 'status_code', 'method', 'ip', 'user_agent', 'exec_time', 'created_by', 'created_at', 'request_count'] as const;
/** Set it to look at the screens at 360 and 1280 px, light and dark. */
const SCREENSHOTS = process.env.SCREENSHOTS_DIR;

describe('dashboard: request log and overview', () => {
  let browser: Browser;
  let app: AppContext;
  let adminToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    const admin = await app.handle.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = (await app.services.sessions.create(admin.id)).token;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();
    const row = (endpoint: string, status_code: number, method: string, hoursAgo: number, agent: string): LogEntry => ({
      endpoint: `${PROBE}${endpoint}`, status_code, method, ip: '198.51.100.4', user_agent: agent, exec_time: 42.5,
      created_by: admin.id, created_at: at(hoursAgo), request_count: 1,
    });
    await app.handle.insertRows('logs', COLUMNS, [
      row('/fine', 200, 'GET', 1, 'probe-agent-ok'),
      row('/missing', 404, 'GET', 26, 'probe-agent-missing'),
      row('/broken', 500, 'POST', 50, 'probe-agent-broken'),
    ]);
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  const signedIn = (viewport = DESKTOP): Promise<Visitor> => signedInVisitor(browser, adminToken, viewport);

  async function screenshots(pathname: string, name: string, ready: (page: Page) => Promise<void>) {
    if (!SCREENSHOTS) return;
    for (const width of [360, 1280]) {
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await signedIn({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(pathname);
        if (scheme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
        await ready(page);
        // Nothing wider than the screen: a wide table scrolls inside its own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}-${scheme}.png`), fullPage: true });
        await context.close();
      }
    }
  }

  it('filters the request log and opens a row\'s detail', async () => {
    const { context, page } = await signedIn();
    await page.goto('/dashboard/logs');
    await expect.poll(() => page.getByTestId('retention-value').innerText()).toContain('30 days');
    await page.getByRole('textbox', { name: 'Endpoint starts with' }).fill(PROBE);
    await page.getByRole('button', { name: 'Apply' }).click();
    const table = page.getByRole('table', { name: 'Request log' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('5xx');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('tbody').innerText()).toContain(`${PROBE}/broken`);

    await table.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain('probe-agent-broken');
    expect(await dialog.innerText()).toContain('198.51.100.4');
    if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'logs-detail-1280-light.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    await page.getByRole('button', { name: 'Sort by Endpoint' }).click();
    await expect.poll(() => table.locator('tbody tr').first().innerText()).toContain(`${PROBE}/missing`);
    await context.close();

    await screenshots('/dashboard/logs', 'logs', async (shot) => {
      await shot.getByRole('table', { name: 'Request log' }).waitFor();
    });
  });

  it('shows the counts, the three charts and the latest activity, with no CSP violation', async () => {
    const saved = await fetch(`${baseUrl}/api/dashboard/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ contact_phone: '+46 8 555 00 00' }),
    });
    expect(saved.status).toBe(200);
    const { context, page } = await signedIn();
    await page.goto('/dashboard');
    await page.getByTestId('overview-charts').scrollIntoViewIfNeeded();
    for (const chart of ['chart-requests', 'chart-errors', 'chart-sign-ups']) {
      await page.getByTestId(chart).locator('svg.recharts-surface').first().waitFor();
    }
    expect(await page.getByTestId('chart-requests').innerText()).toContain('API requests per day');
    expect(await page.getByTestId('activity').innerText()).toMatch(/admin · updated · Settings/);
    expect(await page.getByTestId('activity').innerText()).toContain('contact_phone');
    await context.close();

    await screenshots('/dashboard', 'overview', async (shot) => {
      // The charts load as they come near the screen (below the fold on a phone).
      await shot.getByTestId('overview-charts').scrollIntoViewIfNeeded();
      await shot.getByTestId('chart-sign-ups').locator('svg.recharts-surface').first().waitFor();
    });
  });

  it('keeps Recharts out of the public pages\' JavaScript', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = await (await fetch(new URL(src, baseUrl))).text();
      expect(code, src).not.toContain('recharts-surface');
    }
  });
});
