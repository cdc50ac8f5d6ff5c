import { contentsEntity, createContentsRepository } from '@/server/entities/contents';
import { listPage } from '@/server/entities/list';
import { createModulesRepository, matchesText } from '@/server/entities/modules';
import type { Operations, Trx } from '@/server/entities/operations';
import { updateVersioned } from '@/server/entities/versioned';
import {
  contentBulkSchema, contentCreateSchema, contentUpdateSchema,
  type ContentBulkInput, type ContentCreateInput, type ContentListQuery, type ContentUpdateInput, type DashboardContent,
} from '@/shared/api/contents';
import { valuesSchema } from '@/shared/fields';
import type { AuthUser } from '@/shared/types';
import { ApiError, ConflictError } from '../api-error';
import { isUniqueViolation } from '../auth/users';
import type { ServiceDeps } from '../deps';

interface ContentsAdminDeps {
  handle: ServiceDeps['handle'];
  operations: Operations;
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
export function createContentsAdmin({ handle, operations }: ContentsAdminDeps) {
  const modules = createModulesRepository(handle);
  const contents = createContentsRepository(handle);
  const { json, engine } = handle;

  /** The content module named by `key`: 404 when there is none, 400 when it is a form module. */
  async function contentModule(key: string) {
    const found = await modules.findByKey(key);
    if (!found) throw new ApiError(404, 'module_not_found');
    if (found.type !== 'content') throw new ApiError(400, 'wrong_module_type');
    return found;
  }

  async function existing(executor: Parameters<typeof contents.find>[3], owner: { id: number; key: string }, id: number) {
    const found = await contents.find(owner.id, owner.key, id, executor);
    if (!found) throw new ApiError(404, 'content_not_found');
    return found;
  }

  async function assertSlugFree(executor: Trx | ServiceDeps['handle']['db'], moduleId: number, slug: string, exceptId?: number) {
    const other = await executor.selectFrom('module_contents').select('id')
      .where('module_id', '=', moduleId).where('slug', '=', slug).executeTakeFirst();
    if (other && other.id !== exceptId) throw new ConflictError({ slug: 'slug_taken' });
  }

  /** Two saves at once: the unique index settles it, and the check again names the slug. */
  async function uniquely<T>(write: () => Promise<T>, moduleId: number, slug: string, exceptId?: number): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await assertSlugFree(handle.db, moduleId, slug, exceptId);
      throw new ApiError(409, 'conflict');
    }
  }

  const stored = (values: ContentCreateInput, actor: AuthUser) => ({
    slug: values.slug,
    title: json.write(values.title),
    header: values.header === null ? null : json.write(values.header),
    header_image: values.header_image,
    content: json.write(values.content),
    status: values.status,
    updated_by: actor.id,
    ...(values.ordering === undefined ? {} : { ordering: values.ordering }),
  });

  return {
    /** The content module named by `key` (404 / 400 otherwise), for the routes' access check. */
    module: contentModule,

    /** Search matches the slug and the title in any locale; `status` filters. */
    async list(key: string, query: ContentListQuery) {
      const owner = await contentModule(key);
      let select = contents.select(owner.id);
      if (query.status) select = select.where('module_contents.status', '=', query.status);
      const search = query.search?.trim().toLowerCase();
      if (search) select = select.where((eb) => eb.or(matchesText(engine, search, ['module_contents.slug'], 'module_contents.title')));
      return listPage(select, contentsEntity(key).list, { ...query, search: undefined }, contents.toContent(key), handle);
    },

    async get(key: string, id: number) {
      return existing(handle.db, await contentModule(key), id);
    },

    async create(actor: AuthUser, key: string, input: ContentCreateInput): Promise<DashboardContent> {
      const owner = await contentModule(key);
      return uniquely(() => operations.run(contentsEntity(key), {
        actor, permission: 'create', input, schema: contentCreateSchema.extend({ content: valuesSchema(owner.fields) }),
        validate: (trx, { slug }) => assertSlugFree(trx, owner.id, slug),
        write: async (trx, values) => {
          const last = await trx.selectFrom('module_contents').select((eb) => eb.fn.max('ordering').as('ordering'))
            .where('module_id', '=', owner.id).executeTakeFirst();
          const { id } = await trx.insertInto('module_contents').values({
            module_id: owner.id, ordering: Number(last?.ordering ?? -1) + 1, ...stored(values, actor), updated_at: new Date().toISOString(),
          }).returning('id').executeTakeFirstOrThrow();
          return existing(trx, owner, id);
        },
        recordId: (content) => content.id,
      }), owner.id, input.slug);
    },

    /** The GET answer can come back as it is; a stale `version` is a 409. */
    async update(actor: AuthUser, key: string, id: number, input: ContentUpdateInput): Promise<DashboardContent> {
      const owner = await contentModule(key);
      return uniquely(() => operations.run(contentsEntity(key), {
        actor, permission: 'update', input, schema: contentUpdateSchema.extend({ content: valuesSchema(owner.fields) }),
        validate: async (trx, { slug }) => {
          await existing(trx, owner, id);
          await assertSlugFree(trx, owner.id, slug, id);
        },
        write: async (trx, values) => {
          await updateVersioned(trx, 'module_contents', id, values.version, stored(values, actor), 'content_not_found');
          return existing(trx, owner, id);
        },
        recordId: id,
      }), owner.id, input.slug, id);
    },

    async remove(actor: AuthUser, key: string, id: number): Promise<void> {
      const owner = await contentModule(key);
      await operations.run(contentsEntity(key), {
        actor, permission: 'delete', input: null, recordId: id,
        write: async (trx) => {
          await existing(trx, owner, id);
          await trx.deleteFrom('module_contents').where('id', '=', id).execute();
        },
      });
    },

    /** Publishes, unpublishes or deletes every one of `ids` in one transaction; one missing id changes nothing (404). */
    async bulk(actor: AuthUser, key: string, input: ContentBulkInput): Promise<{ changed: number }> {
      const owner = await contentModule(key);
      const { permission } = BULK[input.action];
      return operations.run(contentsEntity(key), {
        actor, permission, action: `bulk_${input.action}`, input, schema: contentBulkSchema, recordId: null,
        changes: () => input.ids.map(String),
        write: async (trx, { ids, action }) => {
          const unique = [...new Set(ids)];
          const found = await trx.selectFrom('module_contents').select('id').where('module_id', '=', owner.id).where('id', 'in', unique).execute();
          if (found.length !== unique.length) throw new ApiError(404, 'content_not_found');
          const { status } = BULK[action];
          if (status === null) {
            await trx.deleteFrom('module_contents').where('id', 'in', unique).execute();
          } else {
            await trx.updateTable('module_contents')
              .set((eb) => ({ status, updated_by: actor.id, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
              .where('id', 'in', unique).execute();
          }
          return { changed: unique.length };
        },
      });
    },
  };
}

export type ContentsAdmin = ReturnType<typeof createContentsAdmin>;
