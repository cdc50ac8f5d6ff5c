import type { Locale } from '@/i18n/locales';
import type { InternalHref } from './nav-link';

/** Items of this module live at `/{contentSlug}` (about, privacy, terms, ...). */
export const PAGES_MODULE_KEY = 'pages';
/** Its one item (`home`) holds the home page's sections. */
export const LANDING_MODULE_KEY = 'landing';

export function moduleHref(moduleSlug: string): InternalHref {
  return { pathname: '/[moduleSlug]', params: { moduleSlug } };
}

/** Where one content item is shown. */
export function contentHref(moduleKey: string, moduleSlug: string, contentSlug: string): InternalHref {
  return moduleKey === PAGES_MODULE_KEY
    ? { pathname: '/[moduleSlug]', params: { moduleSlug: contentSlug } }
    : { pathname: '/[moduleSlug]/[moduleContentSlug]', params: { moduleSlug, moduleContentSlug: contentSlug } };
}

/** Slugs of each locale, as the public content service resolves them. */
type Slugs = Record<Locale, string>;

/** A module listing's route in each locale. */
export const moduleHrefs = (moduleSlugs: Slugs) => (locale: Locale): InternalHref => moduleHref(moduleSlugs[locale]);

/** An item's route in each locale, each with that locale's module and item slugs. */
export const contentHrefs = (moduleKey: string, moduleSlugs: Slugs, contentSlugs: Slugs) =>
  (locale: Locale): InternalHref => contentHref(moduleKey, moduleSlugs[locale], contentSlugs[locale]);
