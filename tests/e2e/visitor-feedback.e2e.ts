import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { openServerDatabase, staffAccount } from './app-context';
import { launchBrowser } from './browser';
import { baseUrl, DESKTOP, newVisitor, signedInVisitor, open, submitSignIn } from './accounts/helpers';

/** The toasts on screen (the region exists once a first toast was shown). */
const openToasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).locator('li[data-state="open"]');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Errors once (in the page or in a toast, never both, none left after a success), and the contact confirmation. */
describe('what a visitor is told', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows field errors under the fields only, a failure with no field in a toast, and closes it when the form then succeeds', async () => {
    const { context, page } = await newVisitor(browser);
    await open(page, '/contact');
    const send = page.getByRole('main').getByRole('button', { name: 'Send', exact: true });

    await send.click();
    await expect.poll(() => page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    await pause(500);
    expect(await openToasts(page).count()).toBe(0);

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.locator('#field-email').fill('ada@example.com');
    await page.locator('#field-message').fill(`Hello from the e2e run ${Date.now()}`);
    // A failure that belongs to no field: the server unavailable.
    await page.route('**/api/forms/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'unavailable' }) }));
    await send.click();
    await expect.poll(() => openToasts(page).count()).toBe(1);

    await page.unroute('**/api/forms/**');
    await send.click();
    const confirmation = page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you, your message has been sent' });
    await expect.poll(() => confirmation.isVisible()).toBe(true);
    await expect.poll(() => openToasts(page).count()).toBe(0);
    await context.close();
  });

  it('says "invalid credentials" once, in the page', async () => {
    const { context, page } = await newVisitor(browser);
    await open(page, '/auth/sign-in');
    await submitSignIn(page, `nobody${Date.now()}`, 'Not-the-password-1');
    await expect.poll(() => page.getByRole('main').getByRole('alert').innerText()).toContain('Invalid credentials');
    await pause(500);
    expect(await openToasts(page).count()).toBe(0);
    await context.close();
  });
});

/** The categories the settings offer, their scripts after consent only, and the preferences reopened and withdrawn. */
describe('cookie consent', () => {
  const PROBE = '/e2e-consent-probe.js';
  let browser: Browser;
  let app: AppContext;

  const bannerOf = (page: Page, name: string) => page.getByRole('region', { name });
  const probes = (page: Page) => page.locator(`script[data-cookie-category="analytics"][src="${PROBE}"]`);

  /** The public bundle is rebuilt after a settings write (through the shared bus): wait for it. */
  async function offered(): Promise<string[]> {
    const body = await (await fetch(`${baseUrl}/api/constants`)).json();
    return body.data.cookieCategories.map((category: { key: string }) => category.key);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    app = await openServerDatabase();
    await app.services.settings.update({ cookie_consent: { enabled: true, categories: ['necessary', 'analytics'], scripts: { analytics: [PROBE] } } });
    // (expect.poll is for tests only, not hooks.)
    const deadline = Date.now() + 10_000;
    while ((await offered()).join() !== 'necessary,analytics') {
      if (Date.now() > deadline) throw new Error(`the categories offered stayed ${(await offered()).join()}`);
      await pause(100);
    }
  });
  afterAll(async () => {
    await app?.services.settings.update({ cookie_consent: { enabled: true, categories: ['necessary', 'analytics', 'marketing'] } });
    await browser?.close();
    await app?.close();
  });

  it('offers the chosen categories, loads their scripts after consent only, and withdraws from the footer', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
    const page = await context.newPage();
    await open(page, '/');
    const banner = bannerOf(page, 'We value your privacy');
    await expect.poll(() => banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Customise' }).click();
    expect(await banner.getByRole('checkbox').count()).toBe(2);
    expect(await banner.innerText()).toContain('Analytics');
    expect(await banner.innerText()).not.toContain('Marketing');
    expect(await probes(page).count()).toBe(0);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => probes(page).count()).toBe(1);
    await expect.poll(() => banner.isVisible()).toBe(false);

    // The saved toast waits while it is hovered (3 s otherwise).
    const saved = openToasts(page).filter({ hasText: 'Preferences saved' });
    await expect.poll(() => saved.count()).toBe(1);
    await saved.hover();
    await pause(4_000);
    expect(await saved.count()).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => saved.count(), { timeout: 8_000 }).toBe(0);

    // A later page knows the consent: the script comes again, the banner does not.
    await open(page, '/contact');
    await expect.poll(() => probes(page).count()).toBe(1);
    expect(await bannerOf(page, 'We value your privacy').count()).toBe(0);

    await page.evaluate(() => {
      document.cookie = 'e2e_analytics_id=42; path=/';
    });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
    const preferences = bannerOf(page, 'Cookie preferences');
    await expect.poll(() => preferences.isVisible()).toBe(true);
    expect(await preferences.getByRole('checkbox', { name: /Analytics/ }).isChecked()).toBe(true);

    // The script ran, so withdrawing reloads the page without it.
    await Promise.all([page.waitForEvent('load'), preferences.getByRole('button', { name: 'Withdraw consent' }).click()]);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => bannerOf(page, 'We value your privacy').isVisible()).toBe(true);
    expect(await probes(page).count()).toBe(0);
    const cookies = await page.evaluate(() => document.cookie);
    expect(cookies).not.toContain('e2e_analytics_id');
    expect(cookies).not.toMatch(/(^|;\s*)cookie_consent=/);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('cookie_consent_id');
    await context.close();
  });

  it('reopens the preferences from the account settings', async () => {
    const staff = await staffAccount(app, {}, `cookies${Date.now().toString(36)}`, 'Carl Cookie');
    const { context, page } = await signedInVisitor(browser, staff.token);
    await open(page, '/auth/settings');
    await page.getByRole('main').getByRole('button', { name: 'Cookie preferences' }).click();
    const preferences = bannerOf(page, 'Cookie preferences');
    await expect.poll(() => preferences.isVisible()).toBe(true);
    expect(await preferences.getByRole('checkbox', { name: /Analytics/ }).isChecked()).toBe(false);
    await preferences.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => preferences.count()).toBe(0);
    await context.close();
  });
});
