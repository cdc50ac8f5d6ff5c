import { sql } from 'kysely';
import { uploadDetailsIn } from '@/server/entities/media';
import { publicImagesIn } from '@/server/entities/media-public';
import { vimeoPlayersIn } from '@/server/entities/media-players';
import { textAt } from '@/server/entities/modules';
import type { Locale } from '@/i18n/locales';
import { PAGES_MODULE_KEY } from '@/shared/content-href';
import type { LinkTargets, ModuleItem, ModuleListing, MovedTarget, PublicModule, RelatedItem } from '@/shared/api/public-content';
import { isStorableText } from '@/shared/schemas/storable-text';
import type { ModuleContentRow } from '@/server/db/schema';
import type { ServiceDeps } from './deps';
import { localizedText } from './localize';
import type { CataloguedModule, ModuleCatalogue } from './modules';
import { relationIds, toPublicContent, toPublicModule } from './public-content';
import { contentShown, listingShown, noteShown } from './shown-content';

/** A number field of this key orders a module's public listing (the FAQ's and pricing's order). */
const ORDER_FIELD = 'ordering';

/** Items per page of a module's public listing. */
export const PUBLIC_PAGE_SIZE = 24;

/** Read-only access to published modules and contents for the public pages. */
export function createContentService({ handle, modules }: Pick<ServiceDeps, 'handle'> & { modules: ModuleCatalogue }) {
  const { db, json } = handle;

  /** The content module of `key` (the `pages` module, a preview's). */
  async function contentModule(key: string): Promise<CataloguedModule | null> {
    const found = await modules.byKey(key);
    return found?.type === 'content' ? found : null;
  }

  /** Published items of `ids` with their module and their slug in `locale`: where a relation or a menu link points. */
  function publishedLocations(ids: readonly number[], locale: Locale) {
    return db.selectFrom('module_contents')
      .innerJoin('content_slugs', (join) => join.onRef('content_slugs.content_id', '=', 'module_contents.id').on('content_slugs.locale', '=', locale))
      .select(['module_contents.id', 'module_contents.module_id', 'module_contents.title', 'content_slugs.slug'])
      .where('module_contents.id', 'in', [...new Set(ids)]).where('module_contents.status', '=', 'published').execute();
  }

  function publishedContents(moduleId: number) {
    return db.selectFrom('module_contents').selectAll('module_contents')
      .where('module_contents.module_id', '=', moduleId)
      .where('module_contents.status', '=', 'published');
  }

  /**
   * A listing's order: a module with a number field `ordering` (FAQ, pricing) by that field
   * (items without one last), then by the stored order, newest first, id.
   */
  function listingOrder<Q extends ReturnType<typeof publishedContents>>(module: CataloguedModule, query: Q): Q {
    let ordered = query;
    if (module.fields.some((field) => field.key === ORDER_FIELD && field.type === 'number')) {
      const value = textAt(handle.engine, 'module_contents.content', ORDER_FIELD);
      const number = handle.engine === 'postgres' ? sql`cast(${value} as double precision)` : sql`cast(${value} as real)`;
      ordered = ordered.orderBy(sql`${value} is null`).orderBy(number) as Q;
    }
    return ordered.orderBy('module_contents.ordering').orderBy('module_contents.created_at', 'desc').orderBy('module_contents.id', 'desc') as Q;
  }

  /** The published item whose URL in `locale` uses `contentSlug`. */
  async function itemOf(module: CataloguedModule | null, contentSlug: string, locale: Locale): Promise<ModuleItem | null> {
    // An address with text no row can hold (`%00`) matches nothing; PostgreSQL would fail the query.
    if (!module || !isStorableText(contentSlug)) return null;
    const row = await publishedContents(module.id)
      .innerJoin('content_slugs', 'content_slugs.content_id', 'module_contents.id')
      .where('content_slugs.module_id', '=', module.id).where('content_slugs.locale', '=', locale).where('content_slugs.slug', '=', contentSlug)
      .executeTakeFirst();
    return row ? moduleItem(module, row, locale) : null;
  }

  /** An item as its page shows it, with the published items its relations name and its files' names. */
  async function moduleItem(module: CataloguedModule, row: ModuleContentRow, locale: Locale): Promise<ModuleItem> {
    noteShown(contentShown(row.id));
    const item = toPublicContent(json, row, module, locale);
    const [related, files, images, players] = await Promise.all([
      relatedItems(relationIds(item.content, module.fields), locale), uploadDetailsIn(db, item.content), publicImagesIn(handle, [item.header_image, item.content], locale),
      vimeoPlayersIn(handle, item.content),
    ]);
    const fileNames = Object.fromEntries(Object.entries(files).map(([url, file]) => [url, file.file_name]));
    return { module: toPublicModule(module, locale), item, related, fileNames, images, players };
  }

  /** The published ones of `ids`, with their title and slugs in `locale`. */
  async function relatedItems(ids: readonly number[], locale: Locale): Promise<Record<number, RelatedItem>> {
    const related: Record<number, RelatedItem> = {};
    if (!ids.length) return related;
    // Every one asked for: an unpublished one shows once it is published.
    noteShown(...ids.map(contentShown));
    const owners = new Map((await modules.contentModules()).map((module) => [module.id, module]));
    for (const row of await publishedLocations(ids, locale)) {
      const owner = owners.get(row.module_id);
      if (owner) related[row.id] = { title: localizedText(json.read(row.title), locale) || row.slug, moduleKey: owner.key, moduleSlug: owner.slugs[locale], slug: row.slug };
    }
    return related;
  }

  /** A published item of `module` whose URL in some locale uses `contentSlug`: its slug in `locale`. */
  async function slugElsewhere(module: CataloguedModule, contentSlug: string, locale: Locale): Promise<string | null> {
    if (!isStorableText(contentSlug)) return null;
    const row = await db.selectFrom('content_slugs as asked')
      .innerJoin('module_contents', 'module_contents.id', 'asked.content_id')
      .innerJoin('content_slugs as here', (join) => join.onRef('here.content_id', '=', 'asked.content_id').on('here.locale', '=', locale))
      .select('here.slug').where('asked.module_id', '=', module.id).where('asked.slug', '=', contentSlug)
      .where('module_contents.status', '=', 'published').executeTakeFirst();
    return row?.slug ?? null;
  }

  return {
    /** One page of a content module's published items, by the module's public slug in `locale`. */
    async listPublished(moduleSlug: string, locale: Locale, page = 1): Promise<ModuleListing | null> {
      const found = await modules.contentBySlug(moduleSlug, locale);
      if (!found) return null;
      noteShown(listingShown(found.key));
      const [rows, counted] = await Promise.all([
        listingOrder(found, publishedContents(found.id)).limit(PUBLIC_PAGE_SIZE).offset((page - 1) * PUBLIC_PAGE_SIZE).execute(),
        publishedContents(found.id).clearSelect().select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
      ]);
      const total = Number(counted?.total ?? 0);
      const items = rows.map((row) => toPublicContent(json, row, found, locale));
      return {
        module: toPublicModule(found, locale),
        items,
        images: await publicImagesIn(handle, items.map((item) => item.header_image), locale),
        page,
        pages: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)),
        total,
      };
    },

    /** One published item of a content module, by the module's and the item's slugs in `locale`. */
    async getPublished(moduleSlug: string, contentSlug: string, locale: Locale): Promise<ModuleItem | null> {
      return itemOf(await modules.contentBySlug(moduleSlug, locale), contentSlug, locale);
    },

    /** A published item of the `pages` module (privacy, terms, ...) by its slug in `locale`. */
    async getPage(contentSlug: string, locale: Locale): Promise<ModuleItem | null> {
      return itemOf(await contentModule(PAGES_MODULE_KEY), contentSlug, locale);
    },

    /** A `pages` item a fixed route shows (about): found by its default-locale slug, whatever its slug in `locale`. */
    async getFixedPage(defaultSlug: string, locale: Locale): Promise<ModuleItem | null> {
      const pages = await contentModule(PAGES_MODULE_KEY);
      const row = pages && await publishedContents(pages.id).where('module_contents.slug', '=', defaultSlug).executeTakeFirst();
      return pages && row ? moduleItem(pages, row, locale) : null;
    },

    /**
     * Where `/{moduleSlug}[/{contentSlug}]` asked in `locale` with another locale's slugs (a
     * language switch keeps the path) lives in `locale`; null when nothing published matches.
     */
    async findMoved(moduleSlug: string, contentSlug: string | null, locale: Locale): Promise<MovedTarget | null> {
      const contentModules = await modules.contentModules();
      const owner = contentModules.find((module) => Object.values(module.slugs).includes(moduleSlug));
      if (!contentSlug) {
        if (owner) return owner.slugs[locale] === moduleSlug ? null : { moduleKey: owner.key, moduleSlug: owner.slugs[locale], contentSlug: null };
        // `/{slug}` is also a `pages` item's address.
        const pages = contentModules.find((module) => module.key === PAGES_MODULE_KEY);
        const slug = pages ? await slugElsewhere(pages, moduleSlug, locale) : null;
        return pages && slug && slug !== moduleSlug ? { moduleKey: pages.key, moduleSlug: slug, contentSlug: null } : null;
      }
      if (!owner) return null;
      const slug = await slugElsewhere(owner, contentSlug, locale);
      if (!slug || (slug === contentSlug && owner.slugs[locale] === moduleSlug)) return null;
      return { moduleKey: owner.key, moduleSlug: owner.slugs[locale], contentSlug: slug };
    },

    /** The library's images `value` names by URL (the landing item's pictures), as pages show them in `locale`. */
    imagesIn: (value: unknown, locale: Locale) => publicImagesIn(handle, value, locale),

    /** Vimeo's player of each video `value` names that Vimeo holds (the landing item's intro video), by URL. */
    playersIn: (value: unknown) => vimeoPlayersIn(handle, value),

    /** The item as its public page shows it in `locale`, whatever its status (the dashboard's preview). */
    async preview(moduleKey: string, id: number, locale: Locale): Promise<ModuleItem | null> {
      const owner = await contentModule(moduleKey);
      if (!owner) return null;
      const row = await db.selectFrom('module_contents').selectAll().where('module_id', '=', owner.id).where('id', '=', id).executeTakeFirst();
      return row ? moduleItem(owner, row, locale) : null;
    },

    /** A form module (its fields build the public form), by module key. */
    async getFormModule(moduleKey: string, locale: Locale): Promise<PublicModule | null> {
      const found = await modules.byKey(moduleKey);
      return found?.type === 'form' ? toPublicModule(found, locale) : null;
    },

    /** Every module, in dashboard order. */
    async listModules(locale: Locale): Promise<PublicModule[]> {
      return (await modules.list()).map((module) => toPublicModule(module, locale));
    },

    /** Public slugs in `locale` of the given module keys and the location of the given content ids, for menu links. */
    async linkTargets(moduleKeys: readonly string[], contentIds: readonly number[], locale: Locale): Promise<LinkTargets> {
      const all = await modules.list();
      const byId = new Map(all.map((module) => [module.id, module]));
      const wanted = new Set(moduleKeys);
      const moduleSlugs = Object.fromEntries(all.filter((module) => wanted.has(module.key)).map((module) => [module.key, module.slugs[locale]]));
      const contents: LinkTargets['contents'] = {};
      noteShown(...contentIds.map(contentShown));
      if (contentIds.length) {
        for (const row of await publishedLocations(contentIds, locale)) {
          const owner = byId.get(row.module_id);
          if (owner) contents[row.id] = { moduleKey: owner.key, moduleSlug: owner.slugs[locale], slug: row.slug };
        }
      }
      return { moduleSlugs, contents };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
