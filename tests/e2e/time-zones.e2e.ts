import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import type { LogEntry } from '@/server/services/logs';
import { launchBrowser } from './browser';
import { openServerDatabase, staffAccount, type StaffAccount } from './app-context';
import { chooseDashboardLanguage } from './dashboard-language';
import { addSessionCookie } from './accounts/helpers';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;
const PROBE = '/api/e2e-time-zone-probe';
const COLUMNS = ['endpoint', 'status_code', 'method', 'ip', 'user_agent', 'exec_time', 'created_by', 'created_at', 'request_count'] as const;
const LOGS_PATH = { en: '/dashboard/logs', sv: '/sv/dashboard/logs', tr: '/tr/yonetim/kayitlar' } as const;

/** An hour ago at hh:34:56 UTC: inside the log's retention, with seconds that show. */
const instant = new Date(Math.floor(Date.now() / 3600_000) * 3600_000 - 3600_000 + 34 * 60_000 + 56_000);
const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock of `instant` in a zone, worked out here (not by the app's formatter): 24-hour and 12-hour forms. */
function clockIn(timeZone: string): { h24: string; h12: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const [hour, minute, second] = [part('hour'), part('minute'), part('second')];
  return { h24: `${pad(hour)}:${pad(minute)}:${pad(second)}`, h12: `${hour % 12 || 12}:${pad(minute)}:${pad(second)}` };
}

const utcText = `${instant.getUTCFullYear()}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())} ${pad(instant.getUTCHours())}:34:56 UTC`;
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('timestamps in the viewer\'s time zone', () => {
  let browser: Browser;
  let app: AppContext;
  let staff: StaffAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    staff = await staffAccount(app, { logs: { read: true }, users: { read: true } }, 'TimeZones', 'Time Keeper');
    const row: LogEntry = {
      endpoint: PROBE, status_code: 200, method: 'GET', ip: '198.51.100.9', user_agent: 'time-zone-probe', exec_time: 3,
      created_by: staff.id, created_at: instant.toISOString(), request_count: 1,
    };
    await app.handle.insertRows('logs', COLUMNS, [row]);
  });

  afterAll(async () => {
    await app?.close();
    await browser?.close();
  });

  async function signedIn(timezoneId: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: baseUrl, timezoneId });
    await addSessionCookie(context, staff.token);
    await context.request.post('/api/cookie-preferences', { data: { necessary: true, analytics: false, marketing: false }, headers: { Origin: baseUrl } });
    return { context, page: await context.newPage() };
  }

  /** The probe row's time cell on the logs screen in `locale`: its text and its hover text. */
  async function probeTime(page: Page, locale: keyof typeof LOGS_PATH): Promise<{ text: string; title: string | null }> {
    // The dashboard speaks its user's language: the staff member switches to it first.
    await chooseDashboardLanguage(staff.token, locale);
    await page.goto(LOGS_PATH[locale]);
    const endpoint = page.locator('input[name="endpoint"]');
    await endpoint.fill(PROBE);
    await endpoint.press('Enter');
    const row = page.locator('tbody tr', { hasText: PROBE });
    await expect.poll(() => row.count()).toBe(1);
    const time = row.locator('time');
    // The browser's zone replaces the server's first rendering right after hydration.
    await expect.poll(async () => (await time.getAttribute('datetime')) === instant.toISOString()).toBe(true);
    return { text: plain(await time.innerText()), title: await time.getAttribute('title') };
  }

  it('shows a log line in the browser\'s zone, labelled, with the exact UTC on hover, and switching language does not move it', async () => {
    const { context, page } = await signedIn('Asia/Tokyo');
    const tokyo = clockIn('Asia/Tokyo');
    await expect.poll(async () => (await probeTime(page, 'en')).text).toContain(tokyo.h12);
    const english = await probeTime(page, 'en');
    expect(english.text).toMatch(/GMT\+9|JST/);
    expect(english.title).toBe(utcText);

    for (const locale of ['sv', 'tr'] as const) {
      const shown = await probeTime(page, locale);
      expect(shown.text).toContain(tokyo.h24);
      expect(shown.title).toBe(utcText);
    }
    await context.close();
  });

  it('renders server-side in the browser\'s zone from the second visit on', async () => {
    const { context, page } = await signedIn('Asia/Kolkata');
    const userPage = `/dashboard/users/${staff.id}`;
    // A first visit renders in UTC (the server cannot know the zone) and the browser then names its own.
    expect(await (await context.request.get(userPage)).text()).toContain(' UTC');
    await page.goto(userPage);
    // Chromium names the zone by ICU's canonical id, Asia/Calcutta (an alias of Asia/Kolkata).
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'time_zone')?.value).toMatch(/^Asia%2F(Kolkata|Calcutta)$/);
    const html = await (await context.request.get(userPage)).text();
    expect(html).toContain('GMT+5:30');
    await context.close();
  });

  it('uses the zone chosen in the account settings over the browser\'s, in every language', async () => {
    const { context, page } = await signedIn('Asia/Tokyo');
    await page.goto('/auth/settings');
    await page.getByTestId('time-zone-select').click();
    await page.getByPlaceholder('Search time zones').fill('new york');
    await expect.poll(() => page.locator('[cmdk-list]').getByRole('option').allInnerTexts()).toEqual([expect.stringContaining('America/New York')]);
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('time-zone-select').innerText()).toContain('America/New_York');
    await page.locator('section[aria-labelledby="time-zone-settings"]').getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(async () => (await app.handle.db.selectFrom('users').select('time_zone').where('id', '=', staff.id).executeTakeFirstOrThrow()).time_zone).toBe('America/New_York');

    const newYork = clockIn('America/New_York');
    await expect.poll(async () => (await probeTime(page, 'en')).text).toContain(newYork.h12);
    expect((await probeTime(page, 'en')).text).toMatch(/E[SD]T/);
    expect((await probeTime(page, 'sv')).text).toContain(newYork.h24);
    expect((await probeTime(page, 'tr')).text).toContain(newYork.h24);

    // Back to following the browser.
    await context.request.put('/api/auth', { data: { time_zone: null }, headers: { Origin: baseUrl } });
    await expect.poll(async () => (await probeTime(page, 'en')).text).toContain(clockIn('Asia/Tokyo').h12);
    await context.close();
  });
});
