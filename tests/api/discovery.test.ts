import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_ITEM_LIMIT, renderAtom, renderRss } from '@/lib/discovery/feed';
import { webManifest } from '@/lib/discovery/manifest';
import { robotsTxt } from '@/lib/discovery/robots';
import { sitePages } from '@/lib/discovery/site-pages';
import { renderSitemap, renderSitemapPart, renderUrlSet, sitemapUrls, type SitemapUrl } from '@/lib/discovery/sitemap';
import { escapeXml } from '@/lib/discovery/xml';
import { insertContent } from '../helpers/modules';
import { createTestContext, TEST_PUBLIC_URL, type TestContext } from '../helpers/test-context';
import { xmlProblem } from '../helpers/xml';

const BASE = TEST_PUBLIC_URL;
let t: TestContext;
let blogId: number;

beforeAll(async () => {
  t = await createTestContext();
  blogId = (await t.ctx.handle.db.selectFrom('modules').select('id').where('key', '=', 'blog').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

interface NewItem {
  slug: string;
  status?: 'draft' | 'published';
  title?: Record<string, string>;
  summary?: Record<string, string>;
  created_at?: string;
  updated_at?: string;
}

async function addBlogItem({ slug, status = 'published', title = { en: slug }, summary = { en: `About ${slug}` }, ...times }: NewItem) {
  const { json } = t.ctx.handle;
  const now = new Date().toISOString();
  await insertContent(t.ctx.handle, {
    module_id: blogId, slug, title: json.write(title), header: null, header_image: null,
    content: json.write({ summary, body: { en: '<p>Body</p>' } }), status, ordering: 0, updated_by: null,
    created_at: times.created_at ?? now, updated_at: times.updated_at ?? now,
  });
}

async function urls(): Promise<SitemapUrl[]> {
  return sitemapUrls(BASE, sitePages(await t.ctx.services.discovery.publishedModules()));
}
const locs = (list: SitemapUrl[]) => list.map((url) => url.loc);

describe('the sitemap', () => {
  it('names every public page in every locale, Turkish paths included, and nothing private', async () => {
    const list = locs(await urls());
    expect(list.slice(0, 9)).toEqual([
      `${BASE}/`, `${BASE}/sv`, `${BASE}/tr`,
      `${BASE}/about`, `${BASE}/sv/about`, `${BASE}/tr/hakkimizda`,
      `${BASE}/contact`, `${BASE}/sv/contact`, `${BASE}/tr/iletisim`,
    ]);
    for (const path of ['/privacy', '/terms', '/blog', '/blog/hello-world', '/blog/three-languages', '/faq', '/faq/languages', '/pricing', '/pricing/team']) {
      expect(list).toContain(`${BASE}${path}`);
      expect(list).toContain(`${BASE}/sv${path}`);
      expect(list).toContain(`${BASE}/tr${path}`);
    }
    // The landing module is the home page; the pages module has no listing; `about` is its fixed route only.
    expect(list.filter((loc) => /\/(?:landing|pages)(?:\/|$)/.test(loc))).toEqual([]);
    expect(list.filter((loc) => loc.endsWith('/about'))).toEqual([`${BASE}/about`, `${BASE}/sv/about`]);
    expect(new Set(list).size).toBe(list.length);
    expect(list.some((loc) => /dashboard|yonetim|auth|hesap/.test(loc))).toBe(false);
  });

  it('leaves drafts out, and shows a publish on the next read', async () => {
    await addBlogItem({ slug: 'sitemap-draft', status: 'draft' });
    expect(locs(await urls()).filter((loc) => loc.includes('sitemap-draft'))).toEqual([]);
    await t.ctx.handle.db.updateTable('module_contents').set({ status: 'published' }).where('slug', '=', 'sitemap-draft').execute();
    expect(locs(await urls()).filter((loc) => loc.includes('sitemap-draft'))).toEqual([
      `${BASE}/blog/sitemap-draft`, `${BASE}/sv/blog/sitemap-draft`, `${BASE}/tr/blog/sitemap-draft`,
    ]);
  });

  it('gives each URL its alternates in every locale and x-default (English)', async () => {
    const list = await urls();
    const turkishAbout = list.find((url) => url.loc === `${BASE}/tr/hakkimizda`)!;
    expect(turkishAbout.languages).toEqual({
      en: `${BASE}/about`, sv: `${BASE}/sv/about`, tr: `${BASE}/tr/hakkimizda`, 'x-default': `${BASE}/about`,
    });
    const xml = renderSitemap(BASE, list);
    expect(xml).toContain(
      `<url><loc>${BASE}/sv/contact</loc><xhtml:link rel="alternate" hreflang="en" href="${BASE}/contact"/>` +
      `<xhtml:link rel="alternate" hreflang="sv" href="${BASE}/sv/contact"/>` +
      `<xhtml:link rel="alternate" hreflang="tr" href="${BASE}/tr/iletisim"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/contact"/></url>`,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xmlProblem(xml)).toBeNull();
  });

  it("dates an item by its updated_at, a listing by its newest item, home by the landing and about by its item", async () => {
    const { db } = t.ctx.handle;
    await addBlogItem({ slug: 'dated', updated_at: '2031-02-03T04:05:06.000Z' });
    await db.updateTable('module_contents').set({ updated_at: '2030-01-01T00:00:00.000Z' }).where('slug', '=', 'home').execute();
    await db.updateTable('module_contents').set({ updated_at: '2029-06-01T00:00:00.000Z' }).where('slug', '=', 'about').execute();
    const list = await urls();
    const at = (loc: string) => list.find((url) => url.loc === `${BASE}${loc}`)?.lastModified;
    expect(at('/tr/blog/dated')).toBe('2031-02-03T04:05:06.000Z');
    expect(at('/blog')).toBe('2031-02-03T04:05:06.000Z');
    expect(at('/sv')).toBe('2030-01-01T00:00:00.000Z');
    expect(at('/tr/hakkimizda')).toBe('2029-06-01T00:00:00.000Z');
    expect(at('/contact')).toBeUndefined();
    const xml = renderSitemap(BASE, list);
    expect(xml).toContain(`<url><loc>${BASE}/blog/dated</loc><lastmod>2031-02-03T04:05:06.000Z</lastmod>`);
    expect(xml).toContain(`<url><loc>${BASE}/contact</loc><xhtml:link`);
  });

  it('becomes an index of numbered parts above the limit', async () => {
    const list = await urls();
    const limit = 10;
    const parts = Math.ceil(list.length / limit);
    expect(parts).toBeGreaterThan(2);
    const index = renderSitemap(BASE, list, limit);
    expect(xmlProblem(index)).toBeNull();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
      .toEqual(Array.from({ length: parts }, (_, part) => `${BASE}/sitemap/${part}.xml`));
    const all: string[] = [];
    for (let part = 0; part < parts; part++) {
      const xml = renderSitemapPart(list, part, limit)!;
      expect(xmlProblem(xml)).toBeNull();
      const inPart = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(inPart.length).toBe(part < parts - 1 ? limit : list.length - limit * (parts - 1));
      all.push(...inPart);
    }
    expect(all).toEqual(locs(list));
    expect(renderSitemapPart(list, parts, limit)).toBeNull();
    expect(renderSitemapPart(list, -1, limit)).toBeNull();
    // Within the limit: /sitemap.xml is the url set itself and there are no parts.
    expect(renderSitemap(BASE, list, list.length)).toContain('<urlset');
    expect(renderSitemapPart(list, 0, list.length)).toBeNull();
  });

  it('escapes what it writes', () => {
    expect(escapeXml(`a&b<c>"d"'e'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const xml = renderUrlSet([{ loc: `${BASE}/?a=1&b=<2>`, languages: { en: `${BASE}/"x"` }, lastModified: '2030-01-01T00:00:00.000Z' }]);
    expect(xml).toContain(`<loc>${BASE}/?a=1&amp;b=&lt;2&gt;</loc>`);
    expect(xml).toContain(`href="${BASE}/&quot;x&quot;"`);
    expect(xmlProblem(xml)).toBeNull();
    // The check itself catches what escaping prevents.
    for (const bad of ['<a>&</a>', '<a><b></a></b>', '<a x="<">y</a>', '<a/><b/>']) expect(xmlProblem(bad)).not.toBeNull();
  });
});

describe('robots.txt', () => {
  it('closes only the API and names the sitemap: the private areas answer crawlers with sign-in', () => {
    expect(robotsTxt(BASE)).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${BASE}/sitemap.xml\n`);
  });
});

describe('the web app manifest', () => {
  it("carries the site's English name and description, the green and a standalone start at /", async () => {
    const { settings } = await t.ctx.services.settings.getPublicBundle('en');
    const manifest = webManifest({ name: settings.app_name, description: settings.app_description });
    expect(manifest).toMatchObject({
      name: settings.app_name, description: settings.app_description, start_url: '/', display: 'standalone', theme_color: '#16a34a',
    });
    expect(settings.app_name).not.toBe('');
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/icon.svg', '/favicon.ico']);
  });
});

describe('the blog feeds', () => {
  const feedInput = async (locale: 'en' | 'sv' | 'tr') => ({
    base: BASE, locale, siteName: 'Polyglot & Co', ...(await t.ctx.services.discovery.feed('blog', locale, FEED_ITEM_LIMIT))!,
  });

  it('carry the newest published items first, at most 50, and no drafts', async () => {
    for (let index = 0; index < 55; index++) {
      const day = String(index + 1).padStart(2, '0');
      await addBlogItem({ slug: `bulk-${day}`, created_at: `2040-03-${String((index % 28) + 1).padStart(2, '0')}T00:00:${day}.000Z` });
    }
    await addBlogItem({ slug: 'newest-draft', status: 'draft', created_at: '2050-01-01T00:00:00.000Z' });
    const { entries } = await feedInput('en');
    expect(entries).toHaveLength(50);
    expect(entries.map((entry) => entry.slug)).not.toContain('newest-draft');
    const created = entries.map((entry) => entry.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(await t.ctx.services.discovery.feed('no-such-module', 'en', 50)).toBeNull();
  });

  it('write RSS 2.0 with localised links, guid, pubDate and an escaped plain-text summary', async () => {
    await addBlogItem({
      slug: 'escaped', created_at: '2060-01-01T10:00:00.000Z', updated_at: '2060-01-02T10:00:00.000Z',
      title: { en: 'Fish & <Chips>', sv: 'Fisk & "pommes"' }, summary: { en: 'a < b & c', sv: "Sammanfattning <i>'x'</i>" },
    });
    const rss = renderRss(await feedInput('sv'));
    expect(xmlProblem(rss)).toBeNull();
    expect(rss).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(rss).toContain(`<link>${BASE}/sv/blog</link>`);
    expect(rss).toContain(`<atom:link href="${BASE}/sv/feeds/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(rss).toContain('<language>sv</language>');
    expect(rss).toContain(
      `<item><title>Fisk &amp; &quot;pommes&quot;</title><link>${BASE}/sv/blog/escaped</link>` +
      `<guid isPermaLink="true">${BASE}/sv/blog/escaped</guid><pubDate>Thu, 01 Jan 2060 10:00:00 GMT</pubDate>` +
      '<description>Sammanfattning &lt;i&gt;&apos;x&apos;&lt;/i&gt;</description></item>',
    );
    expect(rss.indexOf('/sv/blog/escaped')).toBeLessThan(rss.indexOf('/sv/blog/bulk-'));
    expect(rss).toContain('<title>Blogg | Polyglot &amp; Co</title>');
  });

  it('write Atom with ids, published and updated times', async () => {
    const atom = renderAtom(await feedInput('tr'));
    expect(xmlProblem(atom)).toBeNull();
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="tr">');
    expect(atom).toContain(`<id>${BASE}/tr/feeds/blog/atom.xml</id>`);
    expect(atom).toContain(`<link rel="alternate" type="text/html" href="${BASE}/tr/blog"/>`);
    expect(atom).toContain(
      `<entry><title>Fish &amp; &lt;Chips&gt;</title><link rel="alternate" type="text/html" href="${BASE}/tr/blog/escaped"/>` +
      `<id>${BASE}/tr/blog/escaped</id><published>2060-01-01T10:00:00.000Z</published><updated>2060-01-02T10:00:00.000Z</updated>` +
      '<summary type="text">a &lt; b &amp; c</summary></entry>',
    );
    expect(atom).toMatch(/<updated>2060-01-02T10:00:00.000Z<\/updated>\n<author>/);
  });
});
