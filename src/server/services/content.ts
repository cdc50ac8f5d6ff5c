import sanitizeHtml from 'sanitize-html';
import type { Locale } from '@/i18n/locales';
import { PAGES_MODULE_KEY } from '@/lib/content-href';
import { fieldType, type FieldRules, type FieldType, type ModuleField } from '@/shared/fields';
import type { LocalizedText } from '@/shared/types';
import type { ModuleContentRow, ModuleRow } from '@/server/db/schema';
import type { ServiceDeps } from './deps';
import { createAsyncCache } from './async-cache';
import { localizedText } from './localize';

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
  slug: string;
  type: 'content' | 'form';
  name: string;
  icon: string | null;
  fields: PublicModuleField[];
}

/** One published item with every multilingual value resolved to a locale and rich text sanitised. */
export interface PublicContent {
  id: number;
  slug: string;
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
}

export interface ModuleItem {
  module: PublicModule;
  item: PublicContent;
}

/** Where a menu link to a module or a content item points. */
export interface LinkTargets {
  moduleSlugs: Record<string, string>;
  contents: Record<number, { moduleKey: string; moduleSlug: string; slug: string }>;
}

interface StoredModule {
  id: number;
  key: string;
  slug: string;
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
export function createContentService({ handle, bus }: ServiceDeps) {
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
      slug: row.slug,
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
      slug: module.slug,
      type: module.type,
      name: localizedText(module.name, locale) || module.key,
      icon: module.icon,
      fields: module.fields.map((field) => toPublicField(field, locale)),
    };
  }

  function toPublicContent(row: ModuleContentRow, module: StoredModule, locale: Locale): PublicContent {
    const raw = json.read<Record<string, unknown>>(row.content) ?? {};
    const content: Record<string, unknown> = { ...raw };
    for (const field of module.fields) {
      let value = raw[field.key];
      const entry = fieldType(field);
      if (entry.localized) value = localizedText(value, locale);
      if (entry.richText) value = sanitizeRichText(typeof value === 'string' ? value : '');
      content[field.key] = value;
    }
    return {
      id: row.id,
      slug: row.slug,
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

  function publishedContents(moduleId: number) {
    return db.selectFrom('module_contents').selectAll()
      .where('module_id', '=', moduleId)
      .where('status', '=', 'published');
  }

  async function itemOf(module: StoredModule | null, contentSlug: string, locale: Locale): Promise<ModuleItem | null> {
    if (!module) return null;
    const row = await publishedContents(module.id).where('slug', '=', contentSlug).executeTakeFirst();
    return row ? { module: toPublicModule(module, locale), item: toPublicContent(row, module, locale) } : null;
  }

  return {
    /** A content module's published items, by the module's public slug. */
    async listPublished(moduleSlug: string, locale: Locale): Promise<ModuleListing | null> {
      const found = await findContentModule((candidate) => candidate.slug === moduleSlug);
      if (!found) return null;
      const rows = await publishedContents(found.id).orderBy('ordering').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return { module: toPublicModule(found, locale), items: rows.map((row) => toPublicContent(row, found, locale)) };
    },

    /** One published item of a content module. */
    async getPublished(moduleSlug: string, contentSlug: string, locale: Locale): Promise<ModuleItem | null> {
      return itemOf(await findContentModule((candidate) => candidate.slug === moduleSlug), contentSlug, locale);
    },

    /** A published item of the `pages` module (about, privacy, terms, ...). */
    async getPage(contentSlug: string, locale: Locale): Promise<ModuleItem | null> {
      return itemOf(await findContentModule((candidate) => candidate.key === PAGES_MODULE_KEY), contentSlug, locale);
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

    /** Public slugs of the given module keys and the location of the given content ids, for menu links. */
    async linkTargets(moduleKeys: readonly string[], contentIds: readonly number[]): Promise<LinkTargets> {
      const modules = await loadModules();
      const byId = new Map(modules.map((module) => [module.id, module]));
      const wanted = new Set(moduleKeys);
      const moduleSlugs = Object.fromEntries(modules.filter((module) => wanted.has(module.key)).map((module) => [module.key, module.slug]));
      const contents: LinkTargets['contents'] = {};
      if (contentIds.length) {
        const rows = await db.selectFrom('module_contents').select(['id', 'module_id', 'slug'])
          .where('id', 'in', [...contentIds]).where('status', '=', 'published').execute();
        for (const row of rows) {
          const owner = byId.get(row.module_id);
          if (owner) contents[row.id] = { moduleKey: owner.key, moduleSlug: owner.slug, slug: row.slug };
        }
      }
      return { moduleSlugs, contents };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
