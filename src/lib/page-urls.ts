import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import type { InternalHref } from '@/shared/nav-link';

export interface PageUrls {
  /** The page's absolute URL in each locale. */
  byLocale: Record<Locale, string>;
  /** hreflang → URL: every locale plus `x-default` (the default locale's URL). */
  languages: Record<string, string>;
}

/** A page's route: the same in every locale, or per locale where its slugs differ (content pages). */
export type PageHref = InternalHref | ((locale: Locale) => InternalHref);

/**
 * The absolute URLs of one page in every locale, from the configured public base URL (never
 * the request's Host). The one way of naming a page for canonical links, hreflang alternates,
 * the sitemap and feeds.
 */
export function pageUrls(base: string, href: PageHref): PageUrls {
  const routeIn = (locale: Locale) => (typeof href === 'function' ? href(locale) : href);
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, `${base}${localizedPath(locale, routeIn(locale))}`])) as Record<Locale, string>;
  return { byLocale, languages: { ...byLocale, 'x-default': byLocale[defaultLocale] } };
}
