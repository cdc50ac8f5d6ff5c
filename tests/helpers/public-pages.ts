import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLocale } from '@/i18n/locales';
import { pathnames } from '@/i18n/routing';
import type { AppContext } from '@/server/context';
import { createPageRouter } from '@/server/web/page-routing';
import { answerSlugRedirect } from '@/server/web/slug-redirect';
import { LOCALE_ROUTE_HEADER } from '@/shared/request-headers';

/** First segments of the fixed routes, which Next answers itself. */
const FIXED = new Set(Object.keys(pathnames).map((pathname) => pathname.split('/')[1]).filter((segment) => segment && !segment.startsWith('[')));

export interface PublicPages {
  origin: string;
  /** GET without following redirects. */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/**
 * server.ts's path of a public page request without Next (API tests have no build): the locale
 * routing and the slug-history redirect exactly as the server runs them, then a stand-in for
 * the render that answers as the `[moduleSlug]` pages would: 200 for a published listing,
 * `pages` item or item in that locale, 404 otherwise (Next's own other-locale redirects
 * included, which are never 200). A fixed route (about, contact, ...) answers 200.
 */
export async function startPublicPages(ctx: AppContext): Promise<PublicPages> {
  const route = await createPageRouter(async () => 'en');
  const { content, slugRedirects } = ctx.services;

  async function rendered(req: http.IncomingMessage): Promise<number> {
    const locale = req.headers['x-next-intl-locale'];
    if (typeof locale !== 'string' || !isLocale(locale)) return 404;
    const routed = req.headers[LOCALE_ROUTE_HEADER];
    const path = typeof routed === 'string' ? routed : new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
    const [, ...segments] = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments.length === 0 || FIXED.has(segments[0])) return 200;
    if (segments.length === 1) return (await content.listPublished(segments[0], locale)) || (await content.getPage(segments[0], locale)) ? 200 : 404;
    if (segments.length === 2) return (await content.getPublished(segments[0], segments[1], locale)) ? 200 : 404;
    return 404;
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      if (await route(req, res)) return;
      if (await answerSlugRedirect(req, res, slugRedirects)) return;
      res.writeHead(await rendered(req), { 'content-type': 'text/plain' });
      res.end();
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    get: (path, headers = {}) => fetch(origin + path, { headers, redirect: 'manual' }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
