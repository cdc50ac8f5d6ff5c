import { defaultLocale, locales } from '@/i18n/locales';
import type { AppPathname } from '@/i18n/routing';
import { localizedPath } from '@/shared/localized-path';

/** The areas behind a sign-in: the dashboard and the account pages (and everything below them). */
const PRIVATE_AREAS: readonly AppPathname[] = ['/dashboard', '/auth'];

/**
 * Every form in which a private area is reached: its localised path in each locale, plus the
 * default locale's prefixed form (`/en/dashboard` serves as well as `/dashboard`).
 */
export function privatePaths(): string[] {
  const paths = PRIVATE_AREAS.flatMap((area) => [
    ...locales.map((locale) => localizedPath(locale, area)),
    `/${defaultLocale}${localizedPath(defaultLocale, area)}`,
  ]);
  return [...new Set(paths)];
}

/**
 * robots.txt: the public site open to every crawler, the private areas and the API closed, the
 * sitemap named. A rule is a path prefix, so each area is closed as itself (`$` ends a path) and
 * as a folder: `/auth` alone would also close a content module at `/authors`.
 */
export function robotsTxt(base: string): string {
  const disallow = [...privatePaths().flatMap((path) => [`${path}$`, `${path}/`]), '/api/'].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
