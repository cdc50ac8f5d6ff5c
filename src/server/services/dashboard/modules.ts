import { sql } from 'kysely';
import type { DbHandle } from '@/server/db/connect';
import { orNotFound } from '@/server/entities/declaration';
import { listPage } from '@/server/entities/list';
import { createModulesRepository, matchesText, modulesEntity, textAt } from '@/server/entities/modules';
import { removeModuleUsages } from '@/server/entities/media-usages';
import type { Operations, Trx } from '@/server/entities/operations';
import { createRoleWrites } from '@/server/entities/role-writes';
import { updateVersioned } from '@/server/entities/versioned';
import { locales } from '@/i18n/locales';
import { PAGES_MODULE_KEY } from '@/shared/content-href';
import { resolveSlugs, type LocalizedSlug } from '@/shared/localized-slug';
import { slugHistory } from '@/server/entities/slug-history';
import { slugColumns, urlSlugs } from '@/server/entities/slugs';
import { refreshSearchText, searchChanged } from './content-search';
import { refreshSortKeys, sortKeysChanged } from '@/server/entities/sort-keys';
import {
  moduleCreateSchema, moduleUpdateSchema,
  type DashboardModule, type ModuleCreateInput, type ModuleDeletion, type ModuleListQuery, type ModuleUpdateInput,
} from '@/shared/api/modules';
import type { ValidationMessageKey } from '@/shared/api/messages';
import { definitionOf, type ModuleField } from '@/shared/fields';
import { holdsAll } from '@/shared/grants';
import { can, fullPermissionTree, MODULE_ACTIONS, type PermissionTree } from '@/shared/permissions';
import { isReservedWord } from '@/shared/reserved-words';
import type { AuthUser } from '@/shared/types';
import { ApiError, ConflictError, fieldError } from '../api-error';
import { isUniqueViolation } from '../auth/users';
import type { ServiceDeps } from '../deps';
import type { SessionsService } from '../sessions';
import type { UploadsAdmin } from './uploads';

type Executor = DbHandle['db'] | Trx;

interface ModulesAdminDeps {
  handle: DbHandle;
  operations: Operations;
  sessions: SessionsService;
  bus: ServiceDeps['bus'];
  uploads: Pick<UploadsAdmin, 'assertUploadSizes' | 'releaseModule'>;
}

const sameText = (a: string | undefined, b: string | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Fields of `before` that `after` drops, and those it keeps under another type, as paths: a
 * top-level key (`summary`) or a group's sub-field (`team.role`).
 */
function fieldChanges(before: readonly ModuleField[], after: readonly ModuleField[], prefix = ''): { removed: string[]; retyped: string[] } {
  const next = new Map(after.map((field) => [field.key, field]));
  const removed: string[] = [];
  const retyped: string[] = [];
  for (const field of before) {
    const kept = next.get(field.key);
    if (!kept) removed.push(`${prefix}${field.key}`);
    else if (kept.type !== field.type) retyped.push(`${prefix}${field.key}`);
    else if (definitionOf(field).subFields && !prefix) {
      const inner = fieldChanges(field.fields ?? [], kept.fields ?? [], `${field.key}.`);
      removed.push(...inner.removed);
      retyped.push(...inner.retyped);
    }
  }
  return { removed, retyped };
}

/**
 * Modules: their definitions (name, slug, icon, fields, upload config). The key and type are
 * fixed at creation; deleting a module deletes its contents and form submissions with it.
 */
export function createModulesAdmin({ handle, operations, sessions, bus, uploads }: ModulesAdminDeps) {
  const modules = createModulesRepository(handle);
  const { json, engine } = handle;
  const roleWrites = createRoleWrites({ json, sessions, bus });

  async function existing(executor: Executor, key: string): Promise<DashboardModule> {
    return orNotFound(modulesEntity, await modules.findByKey(key, executor));
  }

  /**
   * 409 naming every value already in use: another module's key, a slug another module's pages
   * use in that locale (or a `pages` item's, which lives at the same `/{slug}`), or another
   * module's name in a locale.
   */
  async function assertAvailable(executor: Executor, values: { key?: string; slug: LocalizedSlug; name: Record<string, string | undefined> }, exceptKey?: string) {
    const others = (await executor.selectFrom('modules').select(['id', 'key', 'slug', 'slugs', 'name']).execute()).filter((row) => row.key !== exceptKey);
    const wanted = resolveSlugs(values.slug);
    const taken: Record<string, ValidationMessageKey> = {};
    for (const other of others) {
      const name = json.read<Record<string, string>>(other.name) ?? {};
      const slugs = urlSlugs(json, other);
      if (values.key !== undefined && other.key === values.key) taken.key = 'key_taken';
      for (const locale of locales) {
        if (slugs[locale] === wanted[locale]) taken[`slug.${locale}`] = 'slug_taken';
        if (sameText(values.name[locale], name[locale])) taken[`name.${locale}`] = 'name_taken';
      }
    }
    const pages = others.find((other) => other.key === PAGES_MODULE_KEY);
    if (pages) {
      const clashes = await executor.selectFrom('content_slugs').select('locale').where('module_id', '=', pages.id)
        .where((eb) => eb.or(locales.map((locale) => eb.and([eb('locale', '=', locale), eb('slug', '=', wanted[locale])])))).execute();
      for (const { locale } of clashes) taken[`slug.${locale}`] = 'slug_taken';
    }
    if (Object.keys(taken).length) throw new ConflictError(taken);
  }

  /** A word the site's routes or permission areas use (422), checked whenever a key or slug is set. */
  function assertNotReserved(field: string, value: string) {
    if (isReservedWord(value)) throw fieldError(field, 'reserved_word');
  }

  /** Each locale's own slug that differs from `before` (all of them for a new module) must not be reserved. */
  function assertSlugsNotReserved(slug: LocalizedSlug, before?: LocalizedSlug) {
    for (const locale of locales) {
      const value = slug[locale];
      if (value && value !== before?.[locale]) assertNotReserved(`slug.${locale}`, value);
    }
  }


  /** 422 at `fields.<i>.relation.module` for a relation to a module that is not a content module (the module itself may be). */
  async function assertRelationTargets(executor: Executor, fields: readonly ModuleField[], ownKey: string) {
    const contentKeys = new Set((await executor.selectFrom('modules').select('key').where('type', '=', 'content').execute()).map((row) => row.key));
    const check = (list: readonly ModuleField[], path: (string | number)[]) => list.forEach((field, index) => {
      if (field.relation && field.relation.module !== ownKey && !contentKeys.has(field.relation.module)) {
        throw fieldError([...path, index, 'relation', 'module'], 'relation_module_missing');
      }
      if (field.fields) check(field.fields, [...path, index, 'fields']);
    });
    check(fields, ['fields']);
  }

  /** Rows of `table` whose JSON `column` holds a value at `path` (`key`, or `group.sub` inside any of a group's rows). */
  function holdsValue(column: 'module_contents.content' | 'form_submissions.data', path: string) {
    const [key, sub] = path.split('.');
    if (!sub) return sql<boolean>`${textAt(engine, column, key)} is not null`;
    return engine === 'postgres'
      ? sql<boolean>`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${sql.ref(column)} -> ${key}) = 'array' then ${sql.ref(column)} -> ${key} else '[]'::jsonb end) as row_value where row_value ->> ${sub} is not null)`
      : sql<boolean>`exists (select 1 from json_each(${sql.ref(column)}, ${`$."${key}"`}) as row_value where json_extract(row_value.value, ${`$."${sub}"`}) is not null)`;
  }

  /** Which of `paths` hold a value in any of the module's contents or form submissions. */
  async function keysWithValues(trx: Trx, moduleId: number, paths: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    for (const path of paths) {
      const content = await trx.selectFrom('module_contents').select('id').where('module_id', '=', moduleId)
        .where(holdsValue('module_contents.content', path)).limit(1).executeTakeFirst();
      const submission = content ?? await trx.selectFrom('form_submissions').select('id').where('module_id', '=', moduleId)
        .where(holdsValue('form_submissions.data', path)).limit(1).executeTakeFirst();
      if (submission) found.push(path);
    }
    return found;
  }

  /**
   * Never drops stored values silently: a field with values may be removed only with
   * `confirm_field_changes` (its values stay in the stored JSON, untouched), and never retyped.
   */
  async function assertFieldChangesAllowed(trx: Trx, before: DashboardModule, fields: readonly ModuleField[], confirmed: boolean) {
    const { removed, retyped } = fieldChanges(before.fields, fields);
    const retypedWithValues = await keysWithValues(trx, before.id, retyped);
    if (retypedWithValues.length) {
      throw new ApiError(409, 'module_field_type_in_use', { retyped: retypedWithValues }, { params: { fields: retypedWithValues.join(', ') } });
    }
    const removedWithValues = confirmed ? [] : await keysWithValues(trx, before.id, removed);
    if (removedWithValues.length) {
      throw new ApiError(409, 'module_fields_in_use', { removed: removedWithValues }, { params: { fields: removedWithValues.join(', ') } });
    }
  }

  /** A unique index settles what the check before the write could not (two saves at once): the check again names what was taken. */
  async function uniquely<T>(write: () => Promise<T>, values: Parameters<typeof assertAvailable>[1], exceptKey?: string): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await assertAvailable(handle.db, values, exceptKey);
      throw new ApiError(409, 'conflict');
    }
  }

  const everyRole = async (trx: Trx) => (await trx.selectFrom('roles').select(['id', 'permissions']).execute())
    .map((role) => ({ id: role.id, tree: json.read<PermissionTree>(role.permissions) ?? {} }));

  /** Takes the deleted module's key out of every role's permissions; their users re-sync on their next call. */
  async function forgetPermissions(trx: Trx, actor: AuthUser, key: string, afterCommit: (effect: () => void) => void) {
    for (const { id, tree } of await everyRole(trx)) {
      if (!Object.hasOwn(tree, key)) continue;
      const { [key]: _forgotten, ...after } = tree;
      await roleWrites.changePermissions(trx, { actorId: actor.id, roleId: id, before: tree, after, action: 'revoke_module' }, afterCommit);
    }
  }

  /**
   * Gives the new module's own keys (`{key}.read|create|update|delete`) to the roles that may
   * make modules and that the creator may act on (design §4): the creator's own role, every
   * role holding `modules.create` whose keys the creator holds, and every role that holds every
   * permission (it keeps holding every permission). Other roles get them from their editors.
   */
  async function grantPermissions(trx: Trx, actor: AuthUser, key: string, afterCommit: (effect: () => void) => void) {
    const roles = await everyRole(trx);
    const everything = fullPermissionTree((await trx.selectFrom('modules').select('key').where('key', '!=', key).execute()).map((row) => row.key));
    const granted = Object.fromEntries(MODULE_ACTIONS.map((action) => [action, true]));
    for (const { id, tree } of roles) {
      const holder = { permissions: tree };
      const receives = id === actor.role.id || (can(holder, 'modules.create') && (holdsAll(actor, tree) || holdsAll(holder, everything)));
      if (!receives) continue;
      await roleWrites.changePermissions(trx, { actorId: actor.id, roleId: id, before: tree, after: { ...tree, [key]: granted }, action: 'grant_module' }, afterCommit);
    }
  }

  /** The `pages` module's id: its items share the `/{slug}` addresses with the modules' listings. */
  async function pagesModuleId(trx: Trx): Promise<number | null> {
    return (await trx.selectFrom('modules').select('id').where('key', '=', PAGES_MODULE_KEY).executeTakeFirst())?.id ?? null;
  }

  async function deletion(executor: Executor, key: string): Promise<ModuleDeletion & { id: number }> {
    const found = await existing(executor, key);
    return { id: found.id, contents: found.content_count, submissions: found.submission_count };
  }

  return {
    /** Search matches the key, the slug and the name in any locale; `type` filters. */
    list(query: ModuleListQuery) {
      let select = modules.select();
      if (query.type) select = select.where('modules.type', '=', query.type);
      const search = query.search?.trim().toLowerCase();
      if (search) select = select.where((eb) => eb.or(matchesText(engine, search, ['modules.key', 'modules.slug'], 'modules.name')));
      return listPage(select, modulesEntity.list, { ...query, search: undefined }, modules.toModule, handle);
    },

    get: (key: string) => existing(handle.db, key),

    /** What deleting the module would take with it, for the "N contents will be deleted" confirmation. */
    async deletePreview(key: string): Promise<ModuleDeletion> {
      const { contents, submissions } = await deletion(handle.db, key);
      return { contents, submissions };
    },

    create: (actor: AuthUser, input: ModuleCreateInput) => uniquely(() => operations.run(modulesEntity, {
      actor, permission: 'create', input, schema: moduleCreateSchema,
      validate: async (trx, { key, slug, name, fields, upload_config }) => {
        uploads.assertUploadSizes({ fields, upload_config });
        assertNotReserved('key', key);
        assertSlugsNotReserved(slug);
        await assertAvailable(trx, { key, slug, name });
        await assertRelationTargets(trx, fields, key);
      },
      write: async (trx, values, afterCommit) => {
        const last = await trx.selectFrom('modules').select((eb) => eb.fn.max('ordering').as('ordering')).executeTakeFirst();
        await trx.insertInto('modules').values({
          key: values.key,
          type: values.type,
          name: json.write(values.name),
          ...slugColumns(json, values.slug),
          icon: values.icon,
          fields: json.write(values.fields),
          upload_config: values.upload_config === null ? null : json.write(values.upload_config),
          ordering: values.ordering ?? Number(last?.ordering ?? -1) + 1,
          updated_at: new Date().toISOString(),
        }).execute();
        await grantPermissions(trx, actor, values.key, afterCommit);
        const created = await existing(trx, values.key);
        await slugHistory.moduleSlugsChanged(trx, created.id, await pagesModuleId(trx), null, resolveSlugs(values.slug));
        return created;
      },
      recordId: (module) => module.id,
    }), input),

    update: (actor: AuthUser, key: string, input: ModuleUpdateInput) => uniquely(() => operations.run(modulesEntity, {
      actor, permission: 'update', input, schema: moduleUpdateSchema,
      recordId: (module: DashboardModule) => module.id,
      validate: async (trx, { key: sentKey, slug, name, fields, upload_config, confirm_field_changes }) => {
        uploads.assertUploadSizes({ fields, upload_config });
        const before = await existing(trx, key);
        if (sentKey !== undefined && sentKey !== key) throw fieldError('key', 'key_immutable');
        assertSlugsNotReserved(slug, before.slug as LocalizedSlug);
        await assertAvailable(trx, { slug, name }, key);
        await assertFieldChangesAllowed(trx, before, fields, confirm_field_changes);
        await assertRelationTargets(trx, fields, key);
      },
      write: async (trx, values) => {
        const before = await existing(trx, key);
        await updateVersioned(trx, 'modules', before.id, values.version, {
          name: json.write(values.name),
          ...slugColumns(json, values.slug),
          icon: values.icon,
          fields: json.write(values.fields),
          upload_config: values.upload_config === null ? null : json.write(values.upload_config),
          ...(values.ordering === undefined ? {} : { ordering: values.ordering }),
        }, modulesEntity);
        if (searchChanged(before.fields, values.fields)) await refreshSearchText(trx, json, before.id, values.fields);
        if (sortKeysChanged(before.fields, values.fields)) await refreshSortKeys(trx, json, before.id, values.fields);
        await slugHistory.moduleSlugsChanged(trx, before.id, await pagesModuleId(trx), resolveSlugs(before.slug as LocalizedSlug), resolveSlugs(values.slug));
        return existing(trx, key);
      },
    }), input, key),

    /** Deletes the module with all its contents and form submissions in one transaction (spec §4). */
    remove: (actor: AuthUser, key: string) => operations.run(modulesEntity, {
      actor, permission: 'delete', input: null,
      recordId: (result: ModuleDeletion & { id: number }) => result.id,
      write: async (trx, _input, afterCommit) => {
        const counted = await deletion(trx, key);
        await trx.deleteFrom('module_contents').where('module_id', '=', counted.id).execute();
        await trx.deleteFrom('form_submissions').where('module_id', '=', counted.id).execute();
        await removeModuleUsages(trx, counted.id);
        await uploads.releaseModule(trx, key, afterCommit);
        await forgetPermissions(trx, actor, key, afterCommit);
        await trx.deleteFrom('modules').where('id', '=', counted.id).execute();
        return counted;
      },
    }),
  };
}

export type ModulesAdmin = ReturnType<typeof createModulesAdmin>;
