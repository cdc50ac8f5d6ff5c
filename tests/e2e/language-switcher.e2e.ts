import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;

/** Opens the switcher (again, if a first click landed before hydration) and picks a language. */
async function switchTo(page: Page, currentLabel: string, language: string) {
  await page.waitForLoadState('networkidle');
  const item = page.getByRole('menuitem', { name: language });
  for (let attempt = 0; attempt < 3 && !(await item.isVisible()); attempt++) {
    await page.getByRole('banner').getByRole('button', { name: currentLabel, exact: true }).click();
    await item.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  }
  await item.click();
}

describe('language switcher', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the visitor on the same page, Turkish paths and dynamic segments included', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/about`);

    await switchTo(page, 'Language EN', 'Türkçe');
    await page.waitForURL(`${baseUrl}/tr/hakkimizda`);
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    await expect.poll(() => page.locator('h1').first().innerText()).toBe('Hakkımızda');

    const cookies = await context.cookies(baseUrl);
    const languageCookie = cookies.find((cookie) => cookie.name === 'i18n_redirected');
    expect(languageCookie?.value).toBe('tr');
    expect(languageCookie?.sameSite).toBe('Lax');
    // 365 days, give or take the seconds the test took.
    expect(languageCookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600_000);

    await page.goto(`${baseUrl}/tr/blog/hello-world`);
    await switchTo(page, 'Dil TR', 'Svenska');
    await page.waitForURL(`${baseUrl}/sv/blog/hello-world`);
    await expect.poll(() => page.locator('body').innerText()).toContain('Hej, världen');

    await switchTo(page, 'Språk SV', 'English');
    await page.waitForURL(`${baseUrl}/blog/hello-world`);
    await expect.poll(() => page.locator('body').innerText()).toContain('Hello, world');
    await context.close();
  });
});
