import { contentsEntity, createContentsRepository } from '@/server/entities/contents';
import { notFoundError, orNotFound } from '@/server/entities/declaration';
import { listPage } from '@/server/entities/list';
import { uploadDetailsIn } from '@/server/entities/media';
import { modulesEntity } from '@/server/entities/modules';
import type { Operations, Trx } from '@/server/entities/operations';
import { updateVersioned } from '@/server/entities/versioned';
import {
  CONTENT_SORT_COLUMNS, contentBulkSchema, contentCreateSchema, contentUpdateSchema,
  type ContentBulkInput, type ContentCreateInput, type ContentListQuery, type ContentUpdateInput, type DashboardContent, type DashboardContentRecord,
} from '@/shared/api/contents';
import { defaultLocale, locales } from '@/i18n/locales';
import type { DashboardModule } from '@/shared/api/modules';
import { definitionOf, valuesSchema } from '@/shared/fields';
import { localizedSlugSchema, resolveSlugs, type LocalizedSlug, type ResolvedSlugs } from '@/shared/localized-slug';
import { slugHistory } from '@/server/entities/slug-history';
import { contentSlugRows, slugColumns } from '@/server/entities/slugs';
import { PAGES_MODULE_KEY } from '@/shared/content-href';
import { sortedFields, sortKeyColumn, writeSortKeys } from '@/server/entities/sort-keys';
import { contentSearchText, titleSort } from './content-search';
import type { AuthUser } from '@/shared/types';
import { ApiError, ConflictError, fieldError } from '../api-error';
import { isUniqueViolation } from '../auth/users';
import type { ServiceDeps } from '../deps';
import type { ModuleCatalogue } from '../modules';
import type { ContentHistory } from './content-history';
import { withoutUploads } from './media-references';

const isContentColumn = (sort: string): sort is (typeof CONTENT_SORT_COLUMNS)[number] => (CONTENT_SORT_COLUMNS as readonly string[]).includes(sort);

interface ContentsAdminDeps {
  handle: ServiceDeps['handle'];
  operations: Operations;
  modules: ModuleCatalogue;
  /** Revisions and the release of uploads no longer referred to, in each write's transaction. */
  history: ContentHistory;
}

/** The operation each bulk action is: its permission and what it does to the rows. */
const BULK = {
  publish: { permission: 'update', status: 'published' },
  unpublish: { permission: 'update', status: 'draft' },
  delete: { permission: 'delete', status: null },
} as const;

/**
 * A content module's contents (`/api/dashboard/modules/{key}/contents`): the module's own keys
 * guard them, `content` is checked against the module's fields, the slug is unique per module.
 */
export function createContentsAdmin({ handle, operations, modules, history }: ContentsAdminDeps) {
  const contents = createContentsRepository(handle);
  const { json } = handle;

  /** The content module named by `key`: 404 when there is none, 400 when it is a form module. */
  async function contentModule(key: string) {
    const found = orNotFound(modulesEntity, await modules.byKey(key));
    if (found.type !== 'content') throw new ApiError(400, 'wrong_module_type');
    return found;
  }

  /**
   * The module again inside the write's transaction, held against a delete until the commit
   * (PostgreSQL; SQLite runs one transaction at a time): deleted since the lookup, it is a 404.
   */
  async function assertModuleStays(trx: Trx, moduleId: number) {
    let query = trx.selectFrom('modules').select('id').where('id', '=', moduleId);
    if (handle.engine === 'postgres') query = query.forKeyShare();
    orNotFound(modulesEntity, await query.executeTakeFirst());
  }

  /** A content with the details of the uploads its fields and header image refer to. */
  async function withFiles(content: DashboardContent): Promise<DashboardContentRecord> {
    return { ...content, files: await uploadDetailsIn(handle.db, [content.header_image, content.content]) };
  }

  async function existing(executor: Parameters<typeof contents.find>[3], owner: { id: number; key: string }, id: number) {
    return orNotFound(contentsEntity(owner.key), await contents.find(owner.id, owner.key, id, executor));
  }

  /** 409 at `slug.<locale>` for every locale whose URL slug another item of the module already uses. */
  async function assertSlugsFree(executor: Trx | ServiceDeps['handle']['db'], moduleId: number, slug: LocalizedSlug, exceptId?: number) {
    const wanted = resolveSlugs(slug);
    const others = await executor.selectFrom('content_slugs').select(['locale', 'slug', 'content_id'])
      .where('module_id', '=', moduleId)
      .where((eb) => eb.or(locales.map((locale) => eb.and([eb('locale', '=', locale), eb('slug', '=', wanted[locale])]))))
      .execute();
    const taken = Object.fromEntries(others.filter((other) => other.content_id !== exceptId).map((other) => [`slug.${other.locale}`, 'slug_taken' as const]));
    if (Object.keys(taken).length) throw new ConflictError(taken);
  }

  /** 422 at `content.<field>` for a relation naming an item its target module does not hold. */
  async function assertRelationsExist(executor: Trx, fields: DashboardModule['fields'], content: Record<string, unknown>) {
    for (const field of fields) {
      const value = content[field.key];
      if (!definitionOf(field).relation || !field.relation || value === undefined || value === null) continue;
      const ids = [...new Set(Array.isArray(value) ? value : [value])] as number[];
      if (!ids.length) continue;
      const found = await executor.selectFrom('module_contents').innerJoin('modules', 'modules.id', 'module_contents.module_id')
        .select('module_contents.id').where('modules.key', '=', field.relation.module).where('module_contents.id', 'in', ids).execute();
      if (found.length !== ids.length) throw fieldError(['content', field.key], 'relation_missing');
    }
  }

  /** Two saves at once: the unique index settles it, and the check again names the slug. */
  async function uniquely<T>(write: () => Promise<T>, moduleId: number, slug: unknown, exceptId?: number): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const parsed = localizedSlugSchema(200).safeParse(slug);
      if (parsed.success) await assertSlugsFree(handle.db, moduleId, parsed.data, exceptId);
      throw new ApiError(409, 'conflict');
    }
  }

  /**
   * The item's URL slug in every locale, as the lookup index keeps them; each slug it leaves
   * becomes an old address that redirects to it (slug history).
   */
  async function writeSlugs(trx: Trx, owner: { id: number; key: string }, contentId: number, slug: LocalizedSlug) {
    const previous = await trx.deleteFrom('content_slugs').where('content_id', '=', contentId).returning(['locale', 'slug']).execute();
    const rows = contentSlugRows(owner.id, contentId, slug);
    await trx.insertInto('content_slugs').values(rows).execute();
    const before = previous.length ? Object.fromEntries(previous.map((row) => [row.locale, row.slug])) as ResolvedSlugs : null;
    const at = { moduleId: owner.id, contentId, sharesModuleAddresses: owner.key === PAGES_MODULE_KEY };
    await slugHistory.contentSlugsChanged(trx, at, before, resolveSlugs(slug));
  }

  const stored = (values: ContentCreateInput, actor: AuthUser, fields: DashboardModule['fields']) => {
    return {
      ...slugColumns(json, values.slug),
      title: json.write(values.title),
      header: values.header === null ? null : json.write(values.header),
      header_image: values.header_image,
      content: json.write(values.content),
      search_text: contentSearchText(fields, values),
      title_sort: titleSort(values.title),
      status: values.status,
      updated_by: actor.id,
      ...(values.ordering === undefined ? {} : { ordering: values.ordering }),
    };
  };

  /** The sortable field `content.<key>` names (422 at `sort` otherwise). */
  function sortedField(owner: Pick<DashboardModule, 'fields'>, sort: string) {
    const key = sort.slice('content.'.length);
    const field = sortedFields(owner.fields).find((candidate) => candidate.key === key);
    if (!field) throw fieldError('sort', 'invalid_enum_value');
    return field;
  }

  return {
    /** The content module named by `key` (404 / 400 otherwise), for the routes' access check. */
    module: contentModule,

    /** Search matches the slugs, the titles and the searchable fields; `status` filters; `content.<key>` sorts by a sortable field. */
    async list(key: string, query: ContentListQuery) {
      const owner = await contentModule(key);
      const { list } = contentsEntity(key);
      let select = contents.select(owner.id);
      if (query.status) select = select.where('module_contents.status', '=', query.status);
      if (isContentColumn(query.sort)) return listPage(select, list, { ...query, sort: query.sort }, contents.toContent(key), handle);
      // A field sort walks that field's keys (content_sort_keys, one row per item) in index order.
      const field = sortedField(owner, query.sort);
      const sorted = select
        .innerJoin('content_sort_keys', (join) => join.onRef('content_sort_keys.content_id', '=', 'module_contents.id').on('content_sort_keys.field', '=', field.key))
        .where('content_sort_keys.module_id', '=', owner.id);
      const byField = { ...list, sortable: { ...list.sortable, [query.sort]: sortKeyColumn(field) }, id: 'content_sort_keys.content_id' };
      // Every item has one key per sortable field: the count needs no join.
      return listPage(sorted, byField, query, contents.toContent(key), handle, { query: select, id: 'module_contents.id' });
    },

    async get(key: string, id: number): Promise<DashboardContentRecord> {
      return withFiles(await existing(handle.db, await contentModule(key), id));
    },

    async create(actor: AuthUser, key: string, input: ContentCreateInput): Promise<DashboardContentRecord> {
      const owner = await contentModule(key);
      return withFiles(await uniquely(() => operations.run(contentsEntity(key), {
        actor, permission: 'create', input, schema: contentCreateSchema.extend({ content: valuesSchema(owner.fields) }),
        validate: async (trx, { slug, content }) => {
          await assertModuleStays(trx, owner.id);
          await assertSlugsFree(trx, owner.id, slug);
          await assertRelationsExist(trx, owner.fields, content);
        },
        write: async (trx, values, afterCommit) => {
          const last = await trx.selectFrom('module_contents').select((eb) => eb.fn.max('ordering').as('ordering'))
            .where('module_id', '=', owner.id).executeTakeFirst();
          const { id } = await trx.insertInto('module_contents').values({
            module_id: owner.id, ordering: Number(last?.ordering ?? -1) + 1, ...stored(values, actor, owner.fields), updated_at: new Date().toISOString(),
          }).returning('id').executeTakeFirstOrThrow();
          await writeSlugs(trx, owner, id, values.slug);
          await writeSortKeys(trx, owner.id, id, owner.fields, values.content);
          const content = await existing(trx, owner, id);
          await history.written(trx, owner.id, content, actor.id, afterCommit);
          return content;
        },
        recordId: (content) => content.id,
      }), owner.id, input.slug));
    },

    /**
     * The GET answer can come back as it is; a stale `version` is a 409. A restore (revisions.ts)
     * names its audit action and the values of removed fields it keeps as they were.
     */
    async update(
      actor: AuthUser, key: string, id: number, input: ContentUpdateInput, options: { action?: 'restore'; keep?: Record<string, unknown> } = {},
    ): Promise<DashboardContentRecord> {
      const owner = await contentModule(key);
      return withFiles(await uniquely(() => operations.run(contentsEntity(key), {
        actor, permission: 'update', action: options.action, input, schema: contentUpdateSchema.extend({ content: valuesSchema(owner.fields) }),
        validate: async (trx, { slug, content }) => {
          await existing(trx, owner, id);
          await assertSlugsFree(trx, owner.id, slug, id);
          await assertRelationsExist(trx, owner.fields, content);
        },
        write: async (trx, values, afterCommit) => {
          const content = { ...options.keep, ...values.content };
          await updateVersioned(trx, 'module_contents', id, values.version, stored({ ...values, content }, actor, owner.fields), contentsEntity(key));
          await writeSlugs(trx, owner, id, values.slug);
          await writeSortKeys(trx, owner.id, id, owner.fields, content);
          const saved = await existing(trx, owner, id);
          await history.written(trx, owner.id, saved, actor.id, afterCommit);
          return saved;
        },
        recordId: id,
      }), owner.id, input.slug, id));
    },

    async remove(actor: AuthUser, key: string, id: number): Promise<void> {
      const owner = await contentModule(key);
      await operations.run(contentsEntity(key), {
        actor, permission: 'delete', input: null, recordId: id,
        write: async (trx, _input, afterCommit) => {
          await existing(trx, owner, id);
          const release = await history.removing(trx, [id]);
          await trx.deleteFrom('module_contents').where('id', '=', id).execute();
          await release(afterCommit);
        },
      });
    },

    /**
     * A confirmed media delete, in its transaction (`afterCommit` its): the item's fields and
     * header image drop `keys`, saved as the next version with its revision like any save but
     * not checked again against the fields' rules (a required picture stays empty for the next
     * save to ask for), and its kept revisions drop them too. Needs `{key}.update`; audited as
     * `remove_media` with what changed (`header_image`, `content`, `revisions`). `owner` is the
     * module as read before the transaction (the catalogue is not read inside one).
     */
    async withoutUploads(
      trx: Trx, actor: AuthUser, owner: Pick<DashboardModule, 'id' | 'key' | 'fields'>, id: number, keys: readonly string[], afterCommit: (effect: () => void) => void,
    ): Promise<void> {
      const { key } = owner;
      await operations.runIn(trx, contentsEntity(key), {
        actor, permission: 'update', action: 'remove_media', input: null, recordId: id,
        changes: (changed: string[]) => changed,
        write: async (tx, _input, queue) => {
          const current = await existing(tx, owner, id);
          const headerImage = withoutUploads(current.header_image, keys) || null;
          const content = withoutUploads(current.content, keys);
          const changed = [...(headerImage === current.header_image ? [] : ['header_image']), ...(content === current.content ? [] : ['content'])];
          if (changed.length) {
            // Each locale's URL slug: its own, else the default locale's (as resolveSlugs reads a stored slug).
            const slug = Object.fromEntries(locales.map((locale) => [locale, current.slug[locale] ?? current.slug[defaultLocale] ?? ''])) as ResolvedSlugs;
            await updateVersioned(tx, 'module_contents', id, current.version, {
              header_image: headerImage, content: json.write(content), search_text: contentSearchText(owner.fields, { title: current.title, slug, content }), updated_by: actor.id,
            }, contentsEntity(key));
            await writeSortKeys(tx, owner.id, id, owner.fields, content);
            await history.written(tx, owner.id, await existing(tx, owner, id), actor.id, queue);
          }
          if (await history.withoutUploads(tx, id, keys)) changed.push('revisions');
          return changed;
        },
      }, afterCommit);
    },

    /** Publishes, unpublishes or deletes every one of `ids` in one transaction; one missing id changes nothing (404). */
    async bulk(actor: AuthUser, key: string, input: ContentBulkInput): Promise<{ changed: number }> {
      const owner = await contentModule(key);
      const { permission } = BULK[input.action];
      return operations.run(contentsEntity(key), {
        actor, permission, action: `bulk_${input.action}`, input, schema: contentBulkSchema, recordId: null,
        changes: () => input.ids.map(String),
        write: async (trx, { ids, action }, afterCommit) => {
          const unique = [...new Set(ids)];
          const found = await trx.selectFrom('module_contents').select('id').where('module_id', '=', owner.id).where('id', 'in', unique).execute();
          if (found.length !== unique.length) throw notFoundError(contentsEntity(key));
          const { status } = BULK[action];
          if (status === null) {
            const release = await history.removing(trx, unique);
            await trx.deleteFrom('module_contents').where('id', 'in', unique).execute();
            await release(afterCommit);
          } else {
            await trx.updateTable('module_contents')
              .set((eb) => ({ status, updated_by: actor.id, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
              .where('id', 'in', unique).execute();
            for (const id of unique) await history.written(trx, owner.id, await existing(trx, owner, id), actor.id, afterCommit);
          }
          return { changed: unique.length };
        },
      });
    },
  };
}

export type ContentsAdmin = ReturnType<typeof createContentsAdmin>;
