import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { pathnames } from '@/i18n/routing';
import type { InternalHref } from './nav-link';

function fillSegments(template: string, params: Record<string, string>): string {
  return template.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, catchAll: string | undefined, name: string) => {
    const value = params[name] ?? '';
    return catchAll ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

/** A site locale's code as a path's first segment (`/sv`, `/tr/hesap`); the default locale's paths have none. */
export const LOCALE_PREFIX = new RegExp(`^/(${locales.join('|')})(?=/|$)`);

/** A localised path as it is served in `locale`: prefixed except for the default locale (next-intl's `as-needed`). */
export function withLocalePrefix(locale: Locale, path: string): string {
  return locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;
}

/**
 * The public path of an internal route in a locale, as next-intl's routing serves it:
 * localised segments (`/about` → `/hakkimizda` in Turkish) and a locale prefix except for
 * the default locale (`as-needed`). Server code uses this instead of next-intl's navigation
 * helpers so that their client components don't end up in every page's bundle.
 */
export function localizedPath(locale: Locale, href: InternalHref, query?: Record<string, string>): string {
  const { pathname, params } = typeof href === 'string' ? { pathname: href, params: {} } : href;
  const entry = pathnames[pathname];
  const path = fillSegments(typeof entry === 'string' ? entry : entry[locale], params);
  const prefixed = withLocalePrefix(locale, path);
  return query ? `${prefixed}?${new URLSearchParams(query).toString()}` : prefixed;
}
