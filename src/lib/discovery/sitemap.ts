import { locales } from '@/i18n/locales';
import { pageUrls } from '@/lib/page-urls';
import { latestTime, type SitePage } from './site-pages';
import { escapeXml, XML_DECLARATION } from './xml';

/** The sitemaps.org limit of URLs in one file; above it /sitemap.xml becomes an index of parts. */
export const SITEMAP_URL_LIMIT = 50_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One `<url>`: a page in one locale, with its alternates in every locale and x-default. */
export interface SitemapUrl {
  loc: string;
  languages: Record<string, string>;
  lastModified?: string;
}

/** Every page in every locale, in page order. */
export function sitemapUrls(base: string, pages: readonly SitePage[]): SitemapUrl[] {
  return pages.flatMap(({ href, lastModified }) => {
    const { byLocale, languages } = pageUrls(base, href);
    return locales.map((locale) => ({ loc: byLocale[locale], languages, lastModified }));
  });
}

/** The path of a part file of the index. */
export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

export function sitemapPartCount(urlCount: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(urlCount / limit));
}

function renderUrl({ loc, languages, lastModified }: SitemapUrl): string {
  const links = Object.entries(languages)
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`)
    .join('');
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod}${links}</url>`;
}

/** A `<urlset>` of the given URLs. */
export function renderUrlSet(urls: readonly SitemapUrl[]): string {
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.map(renderUrl).join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming each part with the latest change among its URLs. */
export function renderSitemapIndex(base: string, urls: readonly SitemapUrl[], limit = SITEMAP_URL_LIMIT): string {
  const entries = Array.from({ length: sitemapPartCount(urls.length, limit) }, (_, part) => {
    const changed = latestTime(urls.slice(part * limit, (part + 1) * limit).flatMap((url) => (url.lastModified ? [url.lastModified] : [])));
    const lastmod = changed ? `<lastmod>${escapeXml(changed)}</lastmod>` : '';
    return `<sitemap><loc>${escapeXml(`${base}${sitemapPartPath(part)}`)}</loc>${lastmod}</sitemap>`;
  });
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** What /sitemap.xml answers: every URL, or an index of parts when there are more than `limit`. */
export function renderSitemap(base: string, urls: readonly SitemapUrl[], limit = SITEMAP_URL_LIMIT): string {
  return urls.length > limit ? renderSitemapIndex(base, urls, limit) : renderUrlSet(urls);
}

/** Part `part` of the index (/sitemap/{part}.xml), or null when there is no such part. */
export function renderSitemapPart(urls: readonly SitemapUrl[], part: number, limit = SITEMAP_URL_LIMIT): string | null {
  if (urls.length <= limit || !Number.isInteger(part) || part < 0 || part >= sitemapPartCount(urls.length, limit)) return null;
  return renderUrlSet(urls.slice(part * limit, (part + 1) * limit));
}
