import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { PATHNAME_HEADER, SEARCH_HEADER } from '@/lib/request-headers';

const handleLocaleRouting = createMiddleware(routing);

/** A last path segment with a dot names a file (favicon.ico, robots.txt): no locale routing for it. */
const FILE_PATH = /\/[^/]*\.[^/]*$/;

/**
 * Locale routing for every page request, plus the path as the visitor typed it in a request
 * header: server components read it for the 404 text, the sign-in back-link and metadata
 * (the query goes in a second header so the back-link keeps it, e.g. a verification token).
 */
export default function proxy(request: NextRequest) {
  request.headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  request.headers.set(SEARCH_HEADER, request.nextUrl.search);
  if (FILE_PATH.test(request.nextUrl.pathname)) {
    return NextResponse.next({ request: { headers: request.headers } });
  }
  return handleLocaleRouting(request);
}

export const config = {
  // Everything except the API and Next's own assets; dotted paths are passed through above.
  matcher: ['/((?!api(?:/|$)|_next/|_vercel/).*)'],
};
