import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native modules and server-only libraries stay plain Node `require`s instead of being bundled.
  serverExternalPackages: [
    'better-sqlite3',
    'pg',
    '@node-rs/argon2',
    'ioredis',
    'sanitize-html',
    'kysely',
    '@iconify-json/lucide',
  ],
};

export default withNextIntl(nextConfig);
