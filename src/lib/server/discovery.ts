import 'server-only';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { FEED_FORMATS, FEED_ITEM_LIMIT, FEED_MODULE_KEYS, isFeedFormat, renderAtom, renderRss } from '@/lib/discovery/feed';
import { webManifest } from '@/lib/discovery/manifest';
import { robotsTxt } from '@/lib/discovery/robots';
import { sitePages } from '@/lib/discovery/site-pages';
import { renderSitemap, renderSitemapPart, sitemapUrls, type SitemapUrl } from '@/lib/discovery/sitemap';
import { appContext } from '@/server/context';

/**
 * The answers of the discovery files (sitemap, robots.txt, manifest, feeds). They are read fresh
 * on every request (the page cache skips dotted paths), so a publish shows on the next one.
 */
function fileResponse(body: string | null, contentType: string): Response {
  if (body === null) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'public, max-age=0, must-revalidate' } });
}

async function allSitemapUrls(): Promise<SitemapUrl[]> {
  const { config, services } = appContext();
  return sitemapUrls(config.publicUrl, sitePages(await services.discovery.publishedModules()));
}

const XML = 'application/xml; charset=utf-8';

export async function sitemapResponse(): Promise<Response> {
  return fileResponse(renderSitemap(appContext().config.publicUrl, await allSitemapUrls()), XML);
}

/** `/sitemap/{part}.xml` of the index; 404 while the sitemap fits in one file. */
export async function sitemapPartResponse(file: string): Promise<Response> {
  const match = /^(\d{1,6})\.xml$/.exec(file);
  return fileResponse(match ? renderSitemapPart(await allSitemapUrls(), Number(match[1])) : null, XML);
}

export function robotsResponse(): Response {
  return fileResponse(robotsTxt(appContext().config.publicUrl), 'text/plain; charset=utf-8');
}

export async function manifestResponse(): Promise<Response> {
  const { settings } = await appContext().services.settings.getPublicBundle(defaultLocale);
  const manifest = webManifest({ name: settings.app_name, description: settings.app_description });
  return fileResponse(JSON.stringify(manifest), 'application/manifest+json; charset=utf-8');
}

export interface FeedRouteParams {
  params: Promise<{ locale?: string; moduleKey: string; format: string }>;
}

/**
 * `[/{locale}]/feeds/{moduleKey}/rss.xml|atom.xml`: a module's newest published items; 404 for
 * a module without a feed, an unknown format or locale (no locale segment = the default locale).
 */
export async function feedResponse({ params }: FeedRouteParams): Promise<Response> {
  const { locale = defaultLocale, moduleKey, format } = await params;
  if (!isLocale(locale) || !isFeedFormat(format) || !FEED_MODULE_KEYS.includes(moduleKey)) return fileResponse(null, '');
  const { config, services } = appContext();
  const feed = await services.discovery.feed(moduleKey, locale, FEED_ITEM_LIMIT);
  if (!feed) return fileResponse(null, '');
  const { settings } = await services.settings.getPublicBundle(locale);
  const input = { base: config.publicUrl, locale, siteName: settings.app_name, ...feed };
  return fileResponse(format === 'rss.xml' ? renderRss(input) : renderAtom(input), `${FEED_FORMATS[format]}; charset=utf-8`);
}
