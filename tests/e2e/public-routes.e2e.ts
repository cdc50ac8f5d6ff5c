import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;

/** [path, expected final path, html lang, text the page must show] */
const ROUTES: [string, string, string, string][] = [
  ['/', '/', 'en', 'Your content, in every language'],
  ['/en', '/', 'en', 'Your content, in every language'],
  ['/sv', '/sv', 'sv', 'Ditt innehåll, på alla språk'],
  ['/tr', '/tr', 'tr', 'İçeriğiniz, her dilde'],
  ['/about', '/about', 'en', 'About us'],
  ['/en/about', '/about', 'en', 'About us'],
  ['/sv/about', '/sv/about', 'sv', 'Om oss'],
  ['/tr/hakkimizda', '/tr/hakkimizda', 'tr', 'Hakkımızda'],
  ['/contact', '/contact', 'en', 'hello@example.com'],
  ['/sv/contact', '/sv/contact', 'sv', 'hello@example.com'],
  ['/tr/iletisim', '/tr/iletisim', 'tr', 'hello@example.com'],
  ['/blog', '/blog', 'en', 'Hello, world'],
  ['/sv/blog', '/sv/blog', 'sv', 'Hej, världen'],
  ['/tr/blog', '/tr/blog', 'tr', 'Merhaba dünya'],
  ['/blog/hello-world', '/blog/hello-world', 'en', 'Welcome to our blog'],
  ['/sv/blog/hello-world', '/sv/blog/hello-world', 'sv', 'Välkommen till vår blogg'],
  ['/tr/blog/hello-world', '/tr/blog/hello-world', 'tr', 'Blogumuza hoş geldiniz'],
  ['/pricing', '/pricing', 'en', 'Starter'],
  ['/sv/pricing', '/sv/pricing', 'sv', 'Start'],
  ['/tr/pricing', '/tr/pricing', 'tr', 'Başlangıç'],
  ['/faq', '/faq', 'en', 'Which languages are supported?'],
  ['/sv/faq', '/sv/faq', 'sv', 'Vilka språk stöds?'],
  ['/tr/faq', '/tr/faq', 'tr', 'Hangi diller destekleniyor?'],
  ['/privacy', '/privacy', 'en', 'Privacy policy'],
  ['/sv/privacy', '/sv/privacy', 'sv', 'Integritetspolicy'],
  ['/tr/privacy', '/tr/privacy', 'tr', 'Gizlilik politikası'],
  ['/terms', '/terms', 'en', 'Terms and conditions'],
  ['/sv/terms', '/sv/terms', 'sv', 'Villkor'],
  ['/tr/terms', '/tr/terms', 'tr', 'Şartlar ve koşullar'],
  ['/401', '/401', 'en', 'You are not authorized to access this page.'],
  ['/sv/401', '/sv/401', 'sv', '401'],
  ['/tr/401', '/tr/401', 'tr', '401'],
];

describe('public routes in every locale', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(ROUTES)('%s renders (→ %s, lang %s)', async (path, finalPath, lang, text) => {
    const context = await browser.newContext();
    page = await context.newPage();
    const response = await page.goto(baseUrl + path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(finalPath);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => page.locator('body').innerText()).toContain(text);
    await context.close();
  });

  it('carries canonical, hreflang alternates and Open Graph tags', async () => {
    const context = await browser.newContext();
    page = await context.newPage();
    await page.goto(`${baseUrl}/tr/hakkimizda`);
    const href = (selector: string) => page.locator(selector).first().getAttribute('href');
    expect(await href('link[rel="canonical"]')).toBe(`${baseUrl}/tr/hakkimizda`);
    expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(`${baseUrl}/about`);
    expect(await href('link[rel="alternate"][hreflang="sv"]')).toBe(`${baseUrl}/sv/about`);
    expect(await href('link[rel="alternate"][hreflang="tr"]')).toBe(`${baseUrl}/tr/hakkimizda`);
    expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${baseUrl}/about`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain('Hakkımızda');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('çok dilli');
    expect(await page.title()).toMatch(/^Hakkımızda .*\| Polyglot Inc\.$/);
    await context.close();
  });

  it.each([
    ['/does-not-exist/deeper/path', 'Page Not Found: /does-not-exist/deeper/path'],
    ['/blog/no-such-post', 'Page Not Found: /blog/no-such-post'],
    ['/no-such-module', 'Page Not Found: /no-such-module'],
    ['/sv/finns-inte', '/sv/finns-inte'],
    ['/tr/yok/boyle/bir/sayfa', '/tr/yok/boyle/bir/sayfa'],
  ])('unmatched %s answers 404 with the path', async (path, text) => {
    const context = await browser.newContext();
    page = await context.newPage();
    const response = await page.goto(baseUrl + path);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('body').innerText()).toContain(text);
    await context.close();
  });
});
