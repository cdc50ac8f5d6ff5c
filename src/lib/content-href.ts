import type { InternalHref } from './nav-link';

/** Items of this module live at `/{contentSlug}` (about, privacy, terms, ...). */
export const PAGES_MODULE_KEY = 'pages';

export function moduleHref(moduleSlug: string): InternalHref {
  return { pathname: '/[moduleSlug]', params: { moduleSlug } };
}

/** Where one content item is shown. */
export function contentHref(moduleKey: string, moduleSlug: string, contentSlug: string): InternalHref {
  return moduleKey === PAGES_MODULE_KEY
    ? { pathname: '/[moduleSlug]', params: { moduleSlug: contentSlug } }
    : { pathname: '/[moduleSlug]/[moduleContentSlug]', params: { moduleSlug, moduleContentSlug: contentSlug } };
}
