import { sql } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import { uploadDetailsIn } from '@/server/entities/media';
import { textAt } from '@/server/entities/modules';
import type { Locale } from '@/i18n/locales';
import { PAGES_MODULE_KEY } from '@/lib/content-href';
import { fieldType, isPlainObject, type FieldRules, type FieldType, type ModuleField } from '@/shared/fields';
import type { LocalizedText } from '@/shared/types';
import { joinSlug, resolveSlugs, type ResolvedSlugs } from '@/shared/localized-slug';
import { isStorableText } from '@/shared/schemas/storable-text';
import type { ModuleContentRow, ModuleRow } from '@/server/db/schema';
import type { ServiceDeps } from './deps';
import { createAsyncCache } from './async-cache';
import { localizedContent, localizedText } from './localize';
import { contentShown, listingShown, noteShown } from './shown-content';

/** A field as visitors see it: labels in their language, and the rules its value schema needs. */
export interface PublicModuleField extends FieldRules {
  label: string;
  type: FieldType;
  options: { label: string; value: string }[];
  fields?: PublicModuleField[];
}

export interface PublicModule {
  id: number;
  key: string;
  /** The slug of the visitor's locale; `slugs` has every locale's. */
  slug: string;
  slugs: ResolvedSlugs;
  type: 'content' | 'form';
  name: string;
  icon: string | null;
  fields: PublicModuleField[];
}

/** One published item with every multilingual value resolved to a locale and rich text sanitised. */
export interface PublicContent {
  id: number;
  /** The slug of the visitor's locale; `slugs` has every locale's. */
  slug: string;
  slugs: ResolvedSlugs;
  status: 'draft' | 'published' | 'archived';
  title: string;
  header: string | null;
  header_image: string | null;
  content: Record<string, unknown>;
  ordering: number;
  created_at: string;
  updated_at: string;
}

export interface ModuleListing {
  module: PublicModule;
  items: PublicContent[];
  /** 1-based; PUBLIC_PAGE_SIZE items a page. */
  page: number;
  pages: number;
  total: number;
}

/** A number field of this key orders a module's public listing (the FAQ's and pricing's order). */
const ORDER_FIELD = 'ordering';

/** Items per page of a module's public listing. */
export const PUBLIC_PAGE_SIZE = 24;

export interface ModuleItem {
  module: PublicModule;
  item: PublicContent;
  /** The published items its relation fields name (a group's rows included), by id; drafts and deleted items are absent. */
  related: Record<number, RelatedItem>;
  /** The names its uploaded files were uploaded under, by URL (files elsewhere are absent). */
  fileNames: Record<string, string>;
}

/** Where a related item is shown in the visitor's locale, and its title there. */
export interface RelatedItem {
  title: string;
  moduleKey: string;
  moduleSlug: string;
  slug: string;
}

/** Where a menu link to a module or a content item points, in one locale. */
export interface LinkTargets {
  moduleSlugs: Record<string, string>;
  contents: Record<number, { moduleKey: string; moduleSlug: string; slug: string }>;
}

/** Where a page asked for under a slug of another locale (or an old one) lives in this locale. */
export interface MovedTarget {
  moduleKey: string;
  moduleSlug: string;
  contentSlug: string | null;
}

interface StoredModule {
  id: number;
  key: string;
  slugs: ResolvedSlugs;
  type: 'content' | 'form';
  name: LocalizedText;
  icon: string | null;
  fields: ModuleField[];
}

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h1', 'h2', 'del', 'ins', 'mark', 's', 'u', 'sub', 'sup'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: {
    a: (tagName, attribs) => (attribs.target === '_blank'
      ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
      : { tagName, attribs }),
  },
};

/** Editor HTML made safe to render: no scripts, event handlers, styles or foreign schemes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}

/**
 * Resolved content with every rich-text value sanitised, a group's rows included; a page's own
 * rich-text fields read '' when empty, a row's stay absent.
 */
function sanitizedContent(content: Record<string, unknown>, fields: readonly ModuleField[], inRow = false): Record<string, unknown> {
  const result = { ...content };
  for (const field of fields) {
    const value = content[field.key];
    if (fieldType(field).richText) {
      if (typeof value === 'string' || !inRow) result[field.key] = sanitizeRichText(typeof value === 'string' ? value : '');
    } else if (field.fields && Array.isArray(value)) {
      result[field.key] = value.map((row) => (isPlainObject(row) ? sanitizedContent(row, field.fields!, true) : row));
    }
  }
  return result;
}

/** The content ids an item's relation fields hold, a group's rows included. */
function relationIds(content: Record<string, unknown>, fields: readonly ModuleField[]): number[] {
  return fields.flatMap((field) => {
    const value = content[field.key];
    if (field.type === 'relation') return (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isSafeInteger(id));
    if (field.fields && Array.isArray(value)) return value.flatMap((row) => (isPlainObject(row) ? relationIds(row, field.fields!) : []));
    return [];
  });
}

function toPublicField(field: ModuleField, locale: Locale): PublicModuleField {
  const { label, options, fields, table: _table, default: _default, ...rules } = field;
  return {
    ...rules,
    label: localizedText(label, locale) || field.key,
    required: field.required === true,
    options: (options ?? []).map((option) => ({ label: localizedText(option.label, locale) || option.value, value: option.value })),
    ...(fields ? { fields: fields.map((sub) => toPublicField(sub, locale)) } : {}),
  };
}

/** Read-only access to published modules and contents for the public pages. */
export function createContentService({ handle, bus, storage }: ServiceDeps & { storage: string }) {
  const { db, json } = handle;
  const modulesCache = createAsyncCache('content modules', async (_: 'all') => {
    const rows = await db.selectFrom('modules').selectAll().orderBy('ordering').orderBy('id').execute();
    return rows.map((row) => toStoredModule(row));
  });
  bus.subscribe('settings', () => modulesCache.invalidate());
  const loadModules = (): Promise<StoredModule[]> => modulesCache.get('all');

  function toStoredModule(row: ModuleRow): StoredModule {
    return {
      id: row.id,
      key: row.key,
      slugs: resolveSlugs(joinSlug(row.slug, json.read(row.slugs))),
      type: row.type,
      name: json.read<LocalizedText>(row.name) ?? {},
      icon: row.icon,
      fields: json.read<ModuleField[]>(row.fields) ?? [],
    };
  }

  function toPublicModule(module: StoredModule, locale: Locale): PublicModule {
    return {
      id: module.id,
      key: module.key,
      slug: module.slugs[locale],
      slugs: module.slugs,
      type: module.type,
      name: localizedText(module.name, locale) || module.key,
      icon: module.icon,
      fields: module.fields.map((field) => toPublicField(field, locale)),
    };
  }

  function toPublicContent(row: ModuleContentRow, module: StoredModule, locale: Locale): PublicContent {
    const content = sanitizedContent(localizedContent(json.read<Record<string, unknown>>(row.content) ?? {}, module.fields, locale), module.fields);
    const slugs = resolveSlugs(joinSlug(row.slug, json.read(row.slugs)));
    return {
      id: row.id,
      slug: slugs[locale],
      slugs,
      status: row.status,
      title: localizedText(json.read(row.title), locale),
      header: localizedText(json.read(row.header), locale) || null,
      header_image: row.header_image,
      content,
      ordering: row.ordering,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async function findContentModule(predicate: (module: StoredModule) => boolean): Promise<StoredModule | null> {
    return (await loadModules()).find((module) => module.type === 'content' && predicate(module)) ?? null;
  }

  const bySlug = (moduleSlug: string, locale: Locale) => (module: StoredModule) => module.slugs[locale] === moduleSlug;

  function publishedContents(moduleId: number) {
    return db.selectFrom('module_contents').selectAll('module_contents')
      .where('module_contents.module_id', '=', moduleId)
      .where('module_contents.status', '=', 'published');
  }

  /**
   * A listing's order: a module with a number field `ordering` (FAQ, pricing) by that field
   * (items without one last), then by the stored order, newest first, id.
   */
  function listingOrder<Q extends ReturnType<typeof publishedContents>>(module: StoredModule, query: Q): Q {
    let ordered = query;
    if (module.fields.some((field) => field.key === ORDER_FIELD && field.type === 'number')) {
      const value = textAt(handle.engine, 'module_contents.content', ORDER_FIELD);
      const number = handle.engine === 'postgres' ? sql`cast(${value} as double precision)` : sql`cast(${value} as real)`;
      ordered = ordered.orderBy(sql`${value} is null`).orderBy(number) as Q;
    }
    return ordered.orderBy('module_contents.ordering').orderBy('module_contents.created_at', 'desc').orderBy('module_contents.id', 'desc') as Q;
  }

  /** The published item whose URL in `locale` uses `contentSlug`. */
  async function itemOf(module: StoredModule | null, contentSlug: string, locale: Locale): Promise<ModuleItem | null> {
    // An address with text no row can hold (`%00`) matches nothing; PostgreSQL would fail the query.
    if (!module || !isStorableText(contentSlug)) return null;
    const row = await publishedContents(module.id)
      .innerJoin('content_slugs', 'content_slugs.content_id', 'module_contents.id')
      .where('content_slugs.module_id', '=', module.id).where('content_slugs.locale', '=', locale).where('content_slugs.slug', '=', contentSlug)
      .executeTakeFirst();
    return row ? moduleItem(module, row, locale) : null;
  }

  /** An item as its page shows it, with the published items its relations name and its files' names. */
  async function moduleItem(module: StoredModule, row: ModuleContentRow, locale: Locale): Promise<ModuleItem> {
    noteShown(contentShown(row.id));
    const item = toPublicContent(row, module, locale);
    const [related, files] = await Promise.all([relatedItems(relationIds(item.content, module.fields), locale), uploadDetailsIn(db, storage, item.content)]);
    const fileNames = Object.fromEntries(Object.entries(files).map(([url, file]) => [url, file.file_name]));
    return { module: toPublicModule(module, locale), item, related, fileNames };
  }

  /** The published ones of `ids`, with their title and slugs in `locale`. */
  async function relatedItems(ids: readonly number[], locale: Locale): Promise<Record<number, RelatedItem>> {
    const related: Record<number, RelatedItem> = {};
    if (!ids.length) return related;
    // Every one asked for: an unpublished one shows once it is published.
    noteShown(...ids.map(contentShown));
    const modules = new Map((await loadModules()).filter((module) => module.type === 'content').map((module) => [module.id, module]));
    const rows = await db.selectFrom('module_contents')
      .innerJoin('content_slugs', (join) => join.onRef('content_slugs.content_id', '=', 'module_contents.id').on('content_slugs.locale', '=', locale))
      .select(['module_contents.id', 'module_contents.module_id', 'module_contents.title', 'content_slugs.slug'])
      .where('module_contents.id', 'in', [...new Set(ids)]).where('module_contents.status', '=', 'published').execute();
    for (const row of rows) {
      const owner = modules.get(row.module_id);
      if (owner) related[row.id] = { title: localizedText(json.read(row.title), locale) || row.slug, moduleKey: owner.key, moduleSlug: owner.slugs[locale], slug: row.slug };
    }
    return related;
  }

  /** A published item of `module` whose URL in some locale uses `contentSlug`: its slug in `locale`. */
  async function slugElsewhere(module: StoredModule, contentSlug: string, locale: Locale): Promise<string | null> {
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
      const found = await findContentModule(bySlug(moduleSlug, locale));
      if (!found) return null;
      noteShown(listingShown(found.key));
      const [rows, counted] = await Promise.all([
        listingOrder(found, publishedContents(found.id)).limit(PUBLIC_PAGE_SIZE).offset((page - 1) * PUBLIC_PAGE_SIZE).execute(),
        publishedContents(found.id).clearSelect().select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
      ]);
      const total = Number(counted?.total ?? 0);
      return {
        module: toPublicModule(found, locale),
        items: rows.map((row) => toPublicContent(row, found, locale)),
        page,
        pages: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)),
        total,
      };
    },

    /** One published item of a content module, by the module's and the item's slugs in `locale`. */
    async getPublished(moduleSlug: string, contentSlug: string, locale: Locale): Promise<ModuleItem | null> {
      return itemOf(await findContentModule(bySlug(moduleSlug, locale)), contentSlug, locale);
    },

    /** A published item of the `pages` module (privacy, terms, ...) by its slug in `locale`. */
    async getPage(contentSlug: string, locale: Locale): Promise<ModuleItem | null> {
      return itemOf(await findContentModule((candidate) => candidate.key === PAGES_MODULE_KEY), contentSlug, locale);
    },

    /** A `pages` item a fixed route shows (about): found by its default-locale slug, whatever its slug in `locale`. */
    async getFixedPage(defaultSlug: string, locale: Locale): Promise<ModuleItem | null> {
      const pages = await findContentModule((candidate) => candidate.key === PAGES_MODULE_KEY);
      const row = pages && await publishedContents(pages.id).where('module_contents.slug', '=', defaultSlug).executeTakeFirst();
      return pages && row ? moduleItem(pages, row, locale) : null;
    },

    /**
     * Where `/{moduleSlug}[/{contentSlug}]` asked in `locale` with another locale's slugs (a
     * language switch keeps the path) lives in `locale`; null when nothing published matches.
     */
    async findMoved(moduleSlug: string, contentSlug: string | null, locale: Locale): Promise<MovedTarget | null> {
      const modules = (await loadModules()).filter((module) => module.type === 'content');
      const owner = modules.find((module) => Object.values(module.slugs).includes(moduleSlug));
      if (!contentSlug) {
        if (owner) return owner.slugs[locale] === moduleSlug ? null : { moduleKey: owner.key, moduleSlug: owner.slugs[locale], contentSlug: null };
        // `/{slug}` is also a `pages` item's address.
        const pages = modules.find((module) => module.key === PAGES_MODULE_KEY);
        const slug = pages ? await slugElsewhere(pages, moduleSlug, locale) : null;
        return pages && slug && slug !== moduleSlug ? { moduleKey: pages.key, moduleSlug: slug, contentSlug: null } : null;
      }
      if (!owner) return null;
      const slug = await slugElsewhere(owner, contentSlug, locale);
      if (!slug || (slug === contentSlug && owner.slugs[locale] === moduleSlug)) return null;
      return { moduleKey: owner.key, moduleSlug: owner.slugs[locale], contentSlug: slug };
    },

    /** The item as its public page shows it in `locale`, whatever its status (the dashboard's preview). */
    async preview(moduleKey: string, id: number, locale: Locale): Promise<ModuleItem | null> {
      const owner = await findContentModule((candidate) => candidate.key === moduleKey);
      if (!owner) return null;
      const row = await db.selectFrom('module_contents').selectAll().where('module_id', '=', owner.id).where('id', '=', id).executeTakeFirst();
      return row ? moduleItem(owner, row, locale) : null;
    },

    /** A form module (its fields build the public form), by module key. */
    async getFormModule(moduleKey: string, locale: Locale): Promise<PublicModule | null> {
      const found = (await loadModules()).find((candidate) => candidate.type === 'form' && candidate.key === moduleKey);
      return found ? toPublicModule(found, locale) : null;
    },

    /** Every module, in dashboard order. */
    async listModules(locale: Locale): Promise<PublicModule[]> {
      return (await loadModules()).map((module) => toPublicModule(module, locale));
    },

    /** Public slugs in `locale` of the given module keys and the location of the given content ids, for menu links. */
    async linkTargets(moduleKeys: readonly string[], contentIds: readonly number[], locale: Locale): Promise<LinkTargets> {
      const modules = await loadModules();
      const byId = new Map(modules.map((module) => [module.id, module]));
      const wanted = new Set(moduleKeys);
      const moduleSlugs = Object.fromEntries(modules.filter((module) => wanted.has(module.key)).map((module) => [module.key, module.slugs[locale]]));
      const contents: LinkTargets['contents'] = {};
      noteShown(...contentIds.map(contentShown));
      if (contentIds.length) {
        const rows = await db.selectFrom('module_contents')
          .innerJoin('content_slugs', (join) => join.onRef('content_slugs.content_id', '=', 'module_contents.id').on('content_slugs.locale', '=', locale))
          .select(['module_contents.id', 'module_contents.module_id', 'content_slugs.slug'])
          .where('module_contents.id', 'in', [...contentIds]).where('module_contents.status', '=', 'published').execute();
        for (const row of rows) {
          const owner = byId.get(row.module_id);
          if (owner) contents[row.id] = { moduleKey: owner.key, moduleSlug: owner.slugs[locale], slug: row.slug };
        }
      }
      return { moduleSlugs, contents };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
