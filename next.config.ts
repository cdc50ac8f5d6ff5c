import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // ICU messages are compiled at build time, so the browser gets a tiny formatter instead
    // of intl-messageformat (about 10 KB gzipped less on every page).
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
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
