import { locales } from '@/i18n/locales';
import { pathnames } from '@/i18n/routing';
import { PERMISSION_AREAS } from '@/shared/permissions';

/**
 * Routes that live outside the locale routing table: the API (and its dashboard areas without a
 * page), and the discovery files' folders in `src/app` (the feeds, the sitemap's parts).
 */
const OUTSIDE_ROUTING = ['api', 'overview', 'forms', 'feeds', 'sitemap'] as const;

/**
 * Words a module's key or slug may not be. The slug is the first path segment of its public
 * pages (`/{slug}`, beside `/about` and `/tr/hakkimizda`, and `/en` is a locale); the key is a
 * dashboard path (`/dashboard/{key}`, beside `/dashboard/users`) and a permission area
 * (`{key}.read`, beside `users.read` and `external.settings`). So: every fixed segment of the
 * routing table in every locale's form, the locales, the built-in permission areas and the
 * routes outside the table.
 */
export const RESERVED_WORDS: ReadonlySet<string> = new Set([
  ...Object.entries(pathnames).flatMap(([internal, localized]) => [internal, ...(typeof localized === 'string' ? [localized] : Object.values(localized))])
    .flatMap((path) => path.split('/'))
    .filter((segment) => segment !== '' && !segment.startsWith('[')),
  ...locales,
  ...Object.keys(PERMISSION_AREAS),
  ...OUTSIDE_ROUTING,
]);

export const isReservedWord = (word: string) => RESERVED_WORDS.has(word.toLowerCase());
