import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, LOCALE_COOKIE, resolveLocale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { PATHNAME_HEADER, SEARCH_HEADER } from '@/lib/request-headers';
import { registeredAppContext } from '@/server/context';
import { createNonce, pageContentSecurityPolicy } from '@/server/http/security-headers';

const handleLocaleRouting = createMiddleware(routing);

/** A last path segment with a dot names a file (favicon.ico, robots.txt): no locale routing for it. */
const FILE_PATH = /\/[^/]*\.[^/]*$/;

/**
 * Locale routing for every page request, plus the path as the visitor typed it in a request
 * header: server components read it for the 404 text, the sign-in back-link and metadata
 * (the query goes in a second header so the back-link keeps it, e.g. a verification token).
 * Each answer gets its own CSP nonce: Next reads it from the request's CSP header and puts
 * it on every script it renders (the page cache swaps in a new one on each replay).
 */
export default async function proxy(request: NextRequest) {
  const policy = pageContentSecurityPolicy(createNonce());
  request.headers.set('content-security-policy', policy);
  request.headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  request.headers.set(SEARCH_HEADER, request.nextUrl.search);
  let response: NextResponse;
  if (FILE_PATH.test(request.nextUrl.pathname)) {
    response = NextResponse.next({ request: { headers: request.headers } });
  } else {
    await preferSiteDefaultLanguage(request);
    response = handleLocaleRouting(request);
  }
  response.headers.set('content-security-policy', policy);
  return response;
}

/**
 * A visitor who never chose a language (no locale cookie) sees the one their browser asks for
 * when the site has it, else the site's `default_language` setting: it joins the end of the
 * Accept-Language list with the lowest weight, so next-intl's own negotiation (and its localised
 * Turkish paths) picks it only when nothing the browser named matches.
 */
async function preferSiteDefaultLanguage(request: NextRequest): Promise<void> {
  if (request.cookies.has(LOCALE_COOKIE)) return;
  const registered = registeredAppContext();
  if (!registered) return;
  const siteDefault = resolveLocale(await registered.services.settings.get('default_language'));
  if (siteDefault === defaultLocale) return;
  const asked = request.headers.get('accept-language')?.trim();
  request.headers.set('accept-language', asked ? `${asked}, ${siteDefault};q=0.001` : siteDefault);
}

export const config = {
  // Everything except the API and Next's own assets; dotted paths are passed through above.
  matcher: ['/((?!api(?:/|$)|_next/|_vercel/).*)'],
};
