import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AppContext } from '@/server/context';
import { insertContent } from '../helpers/modules';
import { openServerDatabase } from './app-context';
import { launchBrowser } from './browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;
const DRAFT_SLUG = `discovery-draft-${process.pid}`;

let browser: Browser;
let page: Page;
let server: AppContext;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  server = await openServerDatabase();
  const { db, json } = server.handle;
  const blog = await db.selectFrom('modules').select('id').where('key', '=', 'blog').executeTakeFirstOrThrow();
  await insertContent(server.handle, {
    module_id: blog.id, slug: DRAFT_SLUG, title: json.write({ en: 'Not yet' }), header: null, header_image: null,
    content: json.write({ summary: { en: 'Draft' }, body: { en: '<p>Draft</p>' } }), status: 'draft', ordering: 0,
    updated_by: null, updated_at: new Date().toISOString(),
  });
});

afterAll(async () => {
  await server?.handle.db.deleteFrom('module_contents').where('slug', '=', DRAFT_SLUG).execute();
  await server?.close();
  await browser?.close();
});

async function get(path: string) {
  const res = await fetch(`${baseUrl}${path}`);
  return { res, body: await res.text() };
}

/** The answer carries the house's header policy. */
function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

/** Chromium's own XML parser has no complaint. */
async function parsesAsXml(xml: string): Promise<boolean> {
  return page.evaluate((text) => new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror').length === 0, xml);
}

describe('discovery files', () => {
  beforeAll(async () => {
    await page.goto(`${baseUrl}/robots.txt`);
  });

  it('/sitemap.xml lists published pages in every locale and no draft; a publish shows on the next request', async () => {
    const { res, body } = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expectSecurityHeaders(res);
    expect(await parsesAsXml(body)).toBe(true);
    expect(body).toContain(`<loc>${baseUrl}/blog/hello-world</loc>`);
    expect(body).toContain(`<loc>${baseUrl}/tr/hakkimizda</loc>`);
    expect(body).toContain(`hreflang="x-default" href="${baseUrl}/about"`);
    expect(body).not.toContain(DRAFT_SLUG);
    expect((await get('/sitemap/0.xml')).res.status).toBe(404);

    await server.handle.db.updateTable('module_contents').set({ status: 'published' }).where('slug', '=', DRAFT_SLUG).execute();
    try {
      expect((await get('/sitemap.xml')).body).toContain(`<loc>${baseUrl}/sv/blog/${DRAFT_SLUG}</loc>`);
      expect((await get('/feeds/blog/rss.xml')).body).toContain(`<link>${baseUrl}/blog/${DRAFT_SLUG}</link>`);
    } finally {
      await server.handle.db.updateTable('module_contents').set({ status: 'draft' }).where('slug', '=', DRAFT_SLUG).execute();
    }
  });

  it('/robots.txt closes the API and names the sitemap', async () => {
    const { res, body } = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expectSecurityHeaders(res);
    expect(body).toContain('\nDisallow: /api/\n');
    expect(body).not.toContain('dashboard');
    expect(body).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('sign-in is open to search engines: no robots meta, not closed in robots.txt', async () => {
    const { res, body } = await get('/auth/sign-in');
    expect(res.status).toBe(200);
    expect(body).not.toMatch(/<meta name="robots"/);
    expect((await get('/robots.txt')).body).not.toMatch(/^Disallow: \/auth/m);
  });

  it('/manifest.webmanifest names the site and starts standalone at /', async () => {
    const { res, body } = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expectSecurityHeaders(res);
    const { settings } = await server.services.settings.getPublicBundle('en');
    const manifest = JSON.parse(body) as { name: string; start_url: string; display: string; theme_color: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({
      name: settings.app_name, description: settings.app_description, start_url: '/', display: 'standalone', theme_color: '#16a34a',
    });
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl}${icon.src}`)).status).toBe(200);
    const favicon = await fetch(`${baseUrl}/favicon.ico`);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
  });

  it('the blog feeds carry published items in the locale, never the draft', async () => {
    const rss = await get('/feeds/blog/rss.xml');
    expect(rss.res.status).toBe(200);
    expect(rss.res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expectSecurityHeaders(rss.res);
    expect(await parsesAsXml(rss.body)).toBe(true);
    expect(rss.body).toContain(`<guid isPermaLink="true">${baseUrl}/blog/hello-world</guid>`);
    expect(rss.body).not.toContain(DRAFT_SLUG);

    const atom = await get('/sv/feeds/blog/atom.xml');
    expect(atom.res.status).toBe(200);
    expect(atom.res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(await parsesAsXml(atom.body)).toBe(true);
    expect(atom.body).toContain(`<id>${baseUrl}/sv/blog/hello-world</id>`);
    expect(atom.body).not.toContain(DRAFT_SLUG);

    for (const missing of ['/feeds/faq/rss.xml', '/feeds/blog/feed.json', '/xx/feeds/blog/rss.xml']) expect((await get(missing)).res.status).toBe(404);
  });

  it("the blog's pages link their feeds, and every page the manifest and an icon", async () => {
    for (const [path, prefix] of [['/blog', ''], ['/sv/blog/hello-world', '/sv']] as const) {
      await page.goto(`${baseUrl}${path}`);
      expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(`${baseUrl}${prefix}/feeds/blog/rss.xml`);
      expect(await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toBe(`${baseUrl}${prefix}/feeds/blog/atom.xml`);
    }
    await page.goto(`${baseUrl}/tr/hakkimizda`);
    expect(await page.locator('link[type="application/rss+xml"]').count()).toBe(0);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect((await fetch(icon)).status).toBe(200);
  });
});
