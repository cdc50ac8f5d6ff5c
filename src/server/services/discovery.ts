import type { Locale } from '@/i18n/locales';
import { urlSlugs } from '@/server/entities/slugs';
import type { ResolvedSlugs } from '@/shared/localized-slug';
import type { ServiceDeps } from './deps';
import { localizedText } from './localize';
import type { ModuleCatalogue } from './modules';

/** A content module and the published items the public site shows of it, with every locale's slugs. */
export interface PublishedModule {
  key: string;
  slugs: ResolvedSlugs;
  items: { slugs: ResolvedSlugs; updated_at: string }[];
}

/** One entry of a module's feed, resolved to a locale. */
export interface FeedEntry {
  slug: string;
  title: string;
  /** Plain text: the item's `summary` field, else its header. */
  summary: string;
  created_at: string;
  updated_at: string;
}

/** A module's feed in one locale: the slugs are that locale's. */
export interface ModuleFeed {
  module: { key: string; slug: string; name: string };
  entries: FeedEntry[];
}

/**
 * Reads for the sitemap and the feeds: the modules from the catalogue, published items straight
 * from the database on every call (no cache to invalidate, so a publish shows on the next request).
 */
export function createDiscoveryService({ handle, modules }: Pick<ServiceDeps, 'handle'> & { modules: ModuleCatalogue }) {
  const { db, json } = handle;

  return {
    /** Every content module with its published items' slugs and last changes, in dashboard order. */
    async publishedModules(): Promise<PublishedModule[]> {
      const [contentModules, items] = await Promise.all([
        modules.contentModules(),
        db.selectFrom('module_contents').select(['module_id', 'slug', 'slugs', 'updated_at'])
          .where('status', '=', 'published').orderBy('ordering').orderBy('id').execute(),
      ]);
      const byId = new Map(contentModules.map((module) => [module.id, { key: module.key, slugs: module.slugs, items: [] as PublishedModule['items'] }]));
      for (const item of items) byId.get(item.module_id)?.items.push({ slugs: urlSlugs(json, item), updated_at: item.updated_at });
      return [...byId.values()];
    },

    /** A content module's newest published items (by creation), at most `limit`; null when there is no such module. */
    async feed(moduleKey: string, locale: Locale, limit: number): Promise<ModuleFeed | null> {
      const owner = await modules.byKey(moduleKey);
      if (owner?.type !== 'content') return null;
      const rows = await db.selectFrom('module_contents').select(['slug', 'slugs', 'title', 'header', 'content', 'created_at', 'updated_at'])
        .where('module_id', '=', owner.id).where('status', '=', 'published')
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return {
        module: { key: owner.key, slug: owner.slugs[locale], name: localizedText(owner.name, locale) || owner.key },
        entries: rows.map((row) => ({
          slug: urlSlugs(json, row)[locale],
          title: localizedText(json.read(row.title), locale),
          summary: localizedText(json.read<Record<string, unknown>>(row.content)?.summary, locale) || localizedText(json.read(row.header), locale),
          created_at: row.created_at,
          updated_at: row.updated_at,
        })),
      };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
