import { locales } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { resolveSlugs, splitSlug, type LocalizedSlug } from '@/shared/localized-slug';

/** How a per-locale slug is stored on its row: the default locale's in `slug`, the others' own in `slugs` (JSON). */
export function slugColumns(json: DbHandle['json'], slug: LocalizedSlug) {
  const { slug: base, others } = splitSlug(slug);
  return { slug: base, slugs: others === null ? null : json.write(others) };
}

/** The `content_slugs` rows of one item: the slug each locale's URL uses (migration 0013). */
export function contentSlugRows(moduleId: number, contentId: number, slug: LocalizedSlug) {
  const resolved = resolveSlugs(slug);
  return locales.map((locale) => ({ module_id: moduleId, locale, slug: resolved[locale], content_id: contentId }));
}
