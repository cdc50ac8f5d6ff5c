import { contentHrefs, LANDING_MODULE_KEY, moduleHrefs, PAGES_MODULE_KEY } from '@/shared/content-href';
import { localizedPath } from '@/shared/localized-path';
import type { InternalHref } from '@/shared/nav-link';
import type { PageHref } from '@/lib/page-urls';
import { defaultLocale, type Locale } from '@/i18n/locales';

type Slugs = Record<Locale, string>;

/** What the database says about a content module's published items (see the discovery service). */
export interface PublishedModuleInput {
  key: string;
  slugs: Slugs;
  items: readonly { slugs: Slugs; updated_at: string }[];
}

/** One public page of the site; it exists in every locale (under each locale's slugs). */
export interface SitePage {
  href: PageHref;
  /** ISO time of the last change that shows on the page, when known. */
  lastModified?: string;
}

/** The `pages` items shown by a fixed route (their slug is that route's English path). */
const FIXED_PAGES: readonly { href: InternalHref; pagesItem?: string }[] = [
  { href: '/' },
  { href: '/about', pagesItem: 'about' },
  { href: '/contact' },
];

/** The latest of some ISO times (they compare as text), or undefined for none. */
export const latestTime = (times: readonly string[]): string | undefined =>
  times.length ? times.reduce((a, b) => (a > b ? a : b)) : undefined;

/**
 * Every public page of the site, once each: home, about, contact, each content module's listing
 * and each published item (drafts never reach here). The sitemap names each in every locale;
 * a change of how a page is addressed (e.g. per-locale slugs) belongs here and in localizedPath.
 */
export function sitePages(modules: readonly PublishedModuleInput[]): SitePage[] {
  const byKey = new Map(modules.map((entry) => [entry.key, entry]));
  const itemTime = (moduleKey: string, slug: string) => byKey.get(moduleKey)?.items.find((item) => item.slugs[defaultLocale] === slug)?.updated_at;
  const defaultPath = (href: PageHref) => localizedPath(defaultLocale, typeof href === 'function' ? href(defaultLocale) : href);
  const pages: SitePage[] = FIXED_PAGES.map(({ href, pagesItem }) => ({
    href,
    lastModified: href === '/' ? latestTime(byKey.get(LANDING_MODULE_KEY)?.items.map((item) => item.updated_at) ?? []) : pagesItem && itemTime(PAGES_MODULE_KEY, pagesItem),
  }));
  const seen = new Set(pages.map((page) => defaultPath(page.href)));
  const add = (page: SitePage) => {
    const path = defaultPath(page.href);
    if (seen.has(path)) return;
    seen.add(path);
    pages.push(page);
  };

  for (const { key, slugs, items } of modules) {
    if (key === LANDING_MODULE_KEY) continue;
    // The pages module has no listing of its own: its items live at the top level (/privacy).
    if (key !== PAGES_MODULE_KEY) add({ href: moduleHrefs(slugs), lastModified: latestTime(items.map((item) => item.updated_at)) });
    for (const item of items) add({ href: contentHrefs(key, slugs, item.slugs), lastModified: item.updated_at });
  }
  return pages.map((page) => (page.lastModified ? page : { href: page.href }));
}
