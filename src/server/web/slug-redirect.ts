import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocale, type Locale } from '@/i18n/locales';
import type { SlugRedirects } from '@/server/services/slug-redirects';
import { pathnames } from '@/i18n/routing';
import { LOCALE_ROUTE_HEADER } from '@/shared/request-headers';

/** The header next-intl's routing sets on the request: the locale it chose. */
const LOCALE_HEADER = 'x-next-intl-locale';

/** What a slug segment may be (shared/localized-slug.ts): anything else (files, Next's assets, static routes' odd paths) is never an old address. */
const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** First segments of the fixed routes (`about`, `auth`, ...): Next serves those, never a module or `pages` item. */
const FIXED_FIRST_SEGMENTS = new Set(Object.keys(pathnames).map((pathname) => pathname.split('/')[1]).filter((segment) => segment && !segment.startsWith('[')));

/**
 * A browser keeps a 301 without a lifetime for good; a day lets a slug taken again by another
 * item reach the visitors who followed the old redirect.
 */
const REDIRECT_MAX_AGE_S = 86_400;

/** The locale and the path segments after it of a routed page request (page-routing.ts ran first). */
function routedSegments(req: IncomingMessage, url: URL): { locale: Locale; segments: string[] } | null {
  const locale = req.headers[LOCALE_HEADER];
  if (typeof locale !== 'string' || !isLocale(locale)) return null;
  const routed = req.headers[LOCALE_ROUTE_HEADER];
  const [first, ...segments] = (typeof routed === 'string' ? routed : url.pathname.slice(1)).split('/');
  if (first !== locale || segments.length < 1 || segments.length > 2 || FIXED_FIRST_SEGMENTS.has(segments[0])) return null;
  if (!segments.every((segment) => SLUG_SEGMENT.test(segment))) return null;
  return { locale, segments };
}

/**
 * Answers a request for an item's or a module listing's old address (slug history) with a
 * 301 to its current one, before Next renders: Next's own redirects are 307/308. The query
 * goes along; on the client router's RSC requests it holds Next's cache-buster `_rsc`, a hash
 * of the request headers the browser sends again when it follows the redirect, so the request
 * at the new address is valid and the router shows that address (fetch-server-response.js).
 * Runs only on page cache misses; true when it answered.
 */
export async function answerSlugRedirect(req: IncomingMessage, res: ServerResponse, redirects: SlugRedirects): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const routed = routedSegments(req, url);
  if (!routed) return false;
  const location = await redirects.find(routed.segments, routed.locale);
  if (location === null) return false;
  res.writeHead(301, { location: location + url.search, 'cache-control': `public, max-age=${REDIRECT_MAX_AGE_S}` });
  res.end();
  return true;
}
