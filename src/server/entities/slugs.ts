import { locales } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { joinSlug, resolveSlugs, splitSlug, type LocalizedSlug, type ResolvedSlugs } from '@/shared/localized-slug';

/** How a per-locale slug is stored on its row: the default locale's in `slug`, the others' own in `slugs` (JSON). */
export function slugColumns(json: DbHandle['json'], slug: LocalizedSlug) {
  const { slug: base, others } = splitSlug(slug);
  return { slug: base, slugs: others === null ? null : json.write(others) };
}

/** The inverse of slugColumns: a module's or an item's per-locale slug as its row keeps it. */
export function storedSlug(json: DbHandle['json'], row: { slug: string; slugs: unknown }): LocalizedSlug {
  return joinSlug(row.slug, json.read(row.slugs));
}

/** The slug each locale's URL of a module or an item uses, read from its row. */
export function urlSlugs(json: DbHandle['json'], row: { slug: string; slugs: unknown }): ResolvedSlugs {
  return resolveSlugs(storedSlug(json, row));
}

/** The `content_slugs` rows of one item: the slug each locale's URL uses (migration 0013). */
export function contentSlugRows(moduleId: number, contentId: number, slug: LocalizedSlug) {
  const resolved = resolveSlugs(slug);
  return locales.map((locale) => ({ module_id: moduleId, locale, slug: resolved[locale], content_id: contentId }));
}
