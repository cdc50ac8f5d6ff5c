import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultLocale, LOCALE_COOKIE, resolveLocale, type Locale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { LOCALE_ROUTE_HEADER, PATHNAME_HEADER, SEARCH_HEADER } from '@/shared/request-headers';
import { createNonce, pageContentSecurityPolicy } from '@/server/http/security-headers';
import { hasCookie } from '@/shared/shell-hints';
import { dashboardPathIn, isDashboardPath } from './dashboard-paths';
import { createPathnameSubsets } from './routing-subsets';

/** A last path segment with a dot names a file (favicon.ico, robots.txt): no locale routing for it. */
const FILE_PATH = /\/[^/]*\.[^/]*$/;

/** Next's own assets: neither a nonce nor locale routing. */
const NEXT_ASSET_PATH = /^\/(?:_next|_vercel)\//;

/** The origin the routing works against; the redirects it answers point at paths, not at it. */
const ROUTING_ORIGIN = 'http://localhost';

/** Next's cache-busting parameter on client navigations: not part of the address the visitor asked for. */
const RSC_QUERY = '_rsc';

/**
 * The request headers next-intl decides by: its locale cookie, the negotiation, and Sec-Fetch-Dest,
 * by which it leaves the cookie alone on the client router's background requests (after a language
 * switch Next revalidates the page just left, whose locale would otherwise overwrite the new choice).
 */
const ROUTING_HEADERS = ['cookie', 'accept-language', 'sec-fetch-dest'] as const;

/** What decides the locale of a signed-in user's dashboard address: the address alone (in the user's language by then). */
const DASHBOARD_ROUTING_HEADERS = ['sec-fetch-dest'] as const;

/** Reads the site's `default_language` setting (the visitor's fallback language). */
export type SiteDefaultLanguage = () => Promise<unknown>;

/**
 * The language of the dashboard for the request's signed-in user (their choice, else the site's
 * default language); null for a visitor without a session, whom the dashboard sends to sign in.
 */
export type DashboardLanguage = (cookieHeader: string | undefined) => Promise<Locale | null>;

/** Routes a page request; true when the answer (a redirect) was sent. */
export type PageRouter = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * Locale routing for a page request, done in server.ts before Next sees it (a Next proxy cost
 * each render about a millisecond of its own plumbing): next-intl decides as it would in a proxy.
 * A redirect is answered here. Otherwise the request gets its CSP nonce, the path as the visitor
 * typed it (server components read it for the 404 text, the sign-in back-link and metadata) and
 * the locale next-intl chose; the path it routes to travels in LOCALE_ROUTE_HEADER, which the
 * rewrite in next.config.ts applies, so Next still renders for the address the visitor typed.
 *
 * next-intl is handed only the pathname templates that could match the request (routing-subsets.ts):
 * the same decisions at a fifth of the cost.
 *
 * Created once Next is prepared: `next/server` must load after Next has set up its request
 * storage, not among server.ts's own imports.
 */
let localeRoutingCode: Promise<[typeof import('next-intl/middleware'), typeof import('next/server')]> | undefined;

/** next-intl's middleware and Next's request class, loaded once (the server starts loading them early). */
export function loadLocaleRouting() {
  return (localeRoutingCode ??= Promise.all([import('next-intl/middleware'), import('next/server')]));
}

export async function createPageRouter(siteDefaultLanguage: SiteDefaultLanguage, dashboardLanguage: DashboardLanguage = async () => null): Promise<PageRouter> {
  const [{ default: createMiddleware }, { NextRequest }] = await loadLocaleRouting();
  const subsetFor = createPathnameSubsets(routing.pathnames);
  const middlewares = new Map<string, ReturnType<typeof createMiddleware>>();
  const handleLocaleRouting: LocaleRouting = (url, headers, method) => {
    const { key, pathnames } = subsetFor(url.pathname);
    let middleware = middlewares.get(key);
    if (!middleware) {
      middleware = createMiddleware({ ...routing, pathnames });
      middlewares.set(key, middleware);
    }
    return middleware(new NextRequest(url, { method, headers }));
  };
  return (req, res) => routePageRequest(req, res, { siteDefaultLanguage, dashboardLanguage }, handleLocaleRouting);
}

/** next-intl's decision for a request: a redirect, a rewrite or "go on", as a NextResponse. */
type LocaleRouting = (url: URL, headers: Headers, method: string | undefined) => Response;

interface Languages {
  siteDefaultLanguage: SiteDefaultLanguage;
  dashboardLanguage: DashboardLanguage;
}

async function routePageRequest(req: IncomingMessage, res: ServerResponse, { siteDefaultLanguage, dashboardLanguage }: Languages, handleLocaleRouting: LocaleRouting): Promise<boolean> {
  // Only this function may choose the route: never a visitor's own header.
  delete req.headers[LOCALE_ROUTE_HEADER];
  const url = new URL(req.url ?? '/', ROUTING_ORIGIN);
  if (NEXT_ASSET_PATH.test(url.pathname)) return false;
  if (url.searchParams.has(RSC_QUERY)) url.searchParams.delete(RSC_QUERY);

  const policy = pageContentSecurityPolicy(createNonce());
  req.headers['content-security-policy'] = policy;
  res.setHeader('content-security-policy', policy);
  req.headers[PATHNAME_HEADER] = url.pathname;
  req.headers[SEARCH_HEADER] = url.search;
  if (FILE_PATH.test(url.pathname)) return false;

  // A signed-in user's dashboard is in their language, never in that of the last public page they read.
  const userDashboard = isDashboardPath(url.pathname) ? await dashboardLanguage(req.headers.cookie) : null;
  if (userDashboard && answerInDashboardLanguage(res, url, userDashboard)) return true;
  if (!userDashboard) await preferSiteDefaultLanguage(req, siteDefaultLanguage);
  const headers = new Headers();
  for (const name of userDashboard ? DASHBOARD_ROUTING_HEADERS : ROUTING_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const decision = handleLocaleRouting(url, headers, req.method);

  // Nor does opening the dashboard change the language the public site remembers.
  const cookies = userDashboard ? [] : decision.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const location = decision.headers.get('location');
  if (location) {
    const target = new URL(location, url);
    res.writeHead(decision.status, { location: target.origin === url.origin ? target.pathname + target.search : target.href });
    res.end();
    return true;
  }
  // What next-intl adds to the request (the locale it chose) reaches the render as request headers.
  for (const name of decision.headers.get('x-middleware-override-headers')?.split(',') ?? []) {
    const value = decision.headers.get(`x-middleware-request-${name}`);
    if (value !== null) req.headers[name] = value;
  }
  const rewrite = decision.headers.get('x-middleware-rewrite');
  if (rewrite) {
    const route = new URL(rewrite, url).pathname;
    if (route !== url.pathname) req.headers[LOCALE_ROUTE_HEADER] = route.slice(1);
  }
  return false;
}

/**
 * A dashboard address in another language than its signed-in user's (a link from a Turkish page,
 * an old bookmark) is answered with a redirect to the same screen in the user's language, so the
 * whole dashboard (sidebar, links, Turkish paths, the X-Language of its calls) speaks it.
 */
function answerInDashboardLanguage(res: ServerResponse, url: URL, language: Locale): boolean {
  const target = dashboardPathIn(url.pathname, language);
  if (!target || target === url.pathname) return false;
  // Personal: no shared cache may keep it.
  res.writeHead(307, { location: target + url.search, 'cache-control': 'private, no-store' });
  res.end();
  return true;
}

/**
 * A visitor who never chose a language (no locale cookie) sees the one their browser asks for
 * when the site has it, else the site's `default_language` setting: it joins the end of the
 * Accept-Language list with the lowest weight, so next-intl's own negotiation (and its localised
 * Turkish paths) picks it only when nothing the browser named matches.
 */
async function preferSiteDefaultLanguage(req: IncomingMessage, siteDefaultLanguage: SiteDefaultLanguage): Promise<void> {
  if (hasCookie(req.headers.cookie, LOCALE_COOKIE)) return;
  const siteDefault = resolveLocale(await siteDefaultLanguage());
  if (siteDefault === defaultLocale) return;
  const asked = req.headers['accept-language']?.trim();
  req.headers['accept-language'] = asked ? `${asked}, ${siteDefault};q=0.001` : siteDefault;
}
