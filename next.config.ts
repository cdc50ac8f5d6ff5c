import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { LOCALE_ROUTE_HEADER } from './src/shared/request-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // ICU messages are compiled at build time, so the browser gets a tiny formatter instead
    // of intl-messageformat (about 10 KB gzipped less on every page).
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets several builds of one checkout live side by side; the server finds the build through buildDir() (scripts/server-command.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // server.ts routes each page request by locale (src/server/web/page-routing.ts) and names the
  // route in this header; a rewrite (unlike changing the URL) keeps the visitor's address as the page's own.
  async rewrites() {
    return {
      beforeFiles: [{ source: '/:path*', has: [{ type: 'header', key: LOCALE_ROUTE_HEADER, value: '(?<localeRoute>.*)' }], destination: '/:localeRoute' }],
      afterFiles: [],
      fallback: [],
    };
  },
  reactStrictMode: true,
  // forbidden(): a dashboard screen a signed-in staff member lacks the key for answers 403 with a
  // "no access" panel inside the dashboard (src/app/[locale]/(gated)/dashboard/forbidden.tsx).
  // Each route's server code loads on its first request, not all of them at start: a start (or a
  // worker's replacement) answers sooner, and the first render of a route pays its share instead.
  experimental: { authInterrupts: true, preloadEntriesOnStart: false },
  // Native modules and server-only libraries stay plain Node `require`s instead of being bundled.
  serverExternalPackages: [
    'better-sqlite3',
    'better-sqlite3-napi',
    'pg',
    '@node-rs/argon2',
    'ioredis',
    'sanitize-html',
    'kysely',
    '@iconify-json/lucide',
  ],
};

export default withNextIntl(nextConfig);
