import type { Locale } from '@/i18n/locales';
import { contentHref, LANDING_MODULE_KEY } from '@/shared/content-href';
import { localizedPath } from '@/shared/localized-path';
import { resolveSlugs, type LocalizedSlug } from '@/shared/localized-slug';

/**
 * Where a content item is shown on the public site in a locale (the slugs as the editor's
 * answer and the module hold them: the default locale's, and each other's own if it has one).
 * The landing module's one item is the home page.
 */
export function publicContentPath(moduleKey: string, moduleSlug: Record<string, string>, contentSlug: Record<string, string>, locale: Locale): string {
  if (moduleKey === LANDING_MODULE_KEY) return localizedPath(locale, '/');
  const moduleSlugs = resolveSlugs(moduleSlug as LocalizedSlug);
  const contentSlugs = resolveSlugs(contentSlug as LocalizedSlug);
  return localizedPath(locale, contentHref(moduleKey, moduleSlugs[locale], contentSlugs[locale]));
}
