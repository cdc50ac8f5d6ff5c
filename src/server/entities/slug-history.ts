import { locales, type Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import type { ResolvedSlugs } from '@/shared/localized-slug';
import type { Trx } from './operations';

type Executor = DbHandle['db'] | Trx;

/** The locales whose URL slug `after` changes from `before`, with the slug they leave. */
function leftSlugs(before: ResolvedSlugs | null, after: ResolvedSlugs): { locale: Locale; slug: string }[] {
  if (!before) return [];
  return locales.filter((locale) => before[locale] && before[locale] !== after[locale]).map((locale) => ({ locale, slug: before[locale] }));
}

/**
 * Slug history (migration 0031), kept inside the transaction of every slug change: the slugs an
 * item or module leaves become its old addresses (each naming the item or module, so a chain of
 * renames redirects straight to the newest), and a slug taken by a live item or module is no
 * longer anyone's old address. `pages` items and modules share the `/{slug}` addresses, so
 * whatever one takes is forgotten in the other's history too.
 */
export const slugHistory = {
  /** An item's URL slugs changed from `before` (null: a new item) to `after`. */
  async contentSlugsChanged(trx: Trx, at: { moduleId: number; contentId: number; sharesModuleAddresses: boolean }, before: ResolvedSlugs | null, after: ResolvedSlugs) {
    for (const locale of locales) {
      await trx.deleteFrom('content_slug_history').where('module_id', '=', at.moduleId).where('locale', '=', locale).where('slug', '=', after[locale]).execute();
      if (at.sharesModuleAddresses) await trx.deleteFrom('module_slug_history').where('locale', '=', locale).where('slug', '=', after[locale]).execute();
    }
    for (const { locale, slug } of leftSlugs(before, after)) {
      await trx.deleteFrom('content_slug_history').where('module_id', '=', at.moduleId).where('locale', '=', locale).where('slug', '=', slug).execute();
      await trx.insertInto('content_slug_history').values({ module_id: at.moduleId, locale, slug, content_id: at.contentId }).execute();
    }
  },

  /** A module's URL slugs changed from `before` (null: a new module) to `after`; `pagesModuleId` is the `pages` module's. */
  async moduleSlugsChanged(trx: Trx, moduleId: number, pagesModuleId: number | null, before: ResolvedSlugs | null, after: ResolvedSlugs) {
    for (const locale of locales) {
      await trx.deleteFrom('module_slug_history').where('locale', '=', locale).where('slug', '=', after[locale]).execute();
      if (pagesModuleId !== null) {
        await trx.deleteFrom('content_slug_history').where('module_id', '=', pagesModuleId).where('locale', '=', locale).where('slug', '=', after[locale]).execute();
      }
    }
    for (const { locale, slug } of leftSlugs(before, after)) {
      await trx.deleteFrom('module_slug_history').where('locale', '=', locale).where('slug', '=', slug).execute();
      await trx.insertInto('module_slug_history').values({ locale, slug, module_id: moduleId }).execute();
    }
  },
};

/** Reads of the slug history and of what an old address now points at, for the public redirects. */
export function createSlugHistoryRepository({ db }: Pick<DbHandle, 'db'>) {
  return {
    /** The module whose listing was at `/{slug}` in `locale`. */
    async formerModule(locale: Locale, slug: string, executor: Executor = db): Promise<number | null> {
      const row = await executor.selectFrom('module_slug_history').select('module_id').where('locale', '=', locale).where('slug', '=', slug).executeTakeFirst();
      return row?.module_id ?? null;
    },

    /** The item of `moduleId` that was at `slug` in `locale`. */
    async formerContent(moduleId: number, locale: Locale, slug: string, executor: Executor = db): Promise<number | null> {
      const row = await executor.selectFrom('content_slug_history').select('content_id')
        .where('module_id', '=', moduleId).where('locale', '=', locale).where('slug', '=', slug).executeTakeFirst();
      return row?.content_id ?? null;
    },

    /** The item of `moduleId` whose URL in `locale` uses `slug` now, published or not. */
    async currentContent(moduleId: number, locale: Locale, slug: string, executor: Executor = db): Promise<{ id: number; published: boolean } | null> {
      const row = await executor.selectFrom('content_slugs').innerJoin('module_contents', 'module_contents.id', 'content_slugs.content_id')
        .select(['module_contents.id', 'module_contents.status'])
        .where('content_slugs.module_id', '=', moduleId).where('content_slugs.locale', '=', locale).where('content_slugs.slug', '=', slug).executeTakeFirst();
      return row ? { id: row.id, published: row.status === 'published' } : null;
    },

    /** The URL slug in `locale` of item `contentId` when it is published; null otherwise (unpublished or deleted). */
    async publishedSlug(contentId: number, locale: Locale, executor: Executor = db): Promise<string | null> {
      const row = await executor.selectFrom('content_slugs').innerJoin('module_contents', 'module_contents.id', 'content_slugs.content_id')
        .select('content_slugs.slug')
        .where('content_slugs.content_id', '=', contentId).where('content_slugs.locale', '=', locale).where('module_contents.status', '=', 'published')
        .executeTakeFirst();
      return row?.slug ?? null;
    },
  };
}

export type SlugHistoryRepository = ReturnType<typeof createSlugHistoryRepository>;
