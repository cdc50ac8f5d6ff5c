import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import type { DbHandle, Engine } from '@/server/db/connect';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import { joinSlug } from '@/shared/localized-slug';
import { defineEntity } from './declaration';
import { escapeLike } from './list';
import type { Trx } from './operations';

export const modulesEntity = defineEntity({
  name: 'modules',
  area: 'modules',
  notFound: 'module_not_found',
  // The module tree, the public module pages, the page cache and GET /api/settings listen to it.
  topic: 'settings',
  list: {
    sortable: {
      ordering: 'modules.ordering', name: 'name_sort', key: 'modules.key', type: 'modules.type',
      created_at: 'modules.created_at', updated_at: 'modules.updated_at', id: 'modules.id',
    },
    // The name is JSON per locale: the modules service adds its own search over it (see textAt).
    searchable: ['modules.key', 'modules.slug'],
    id: 'modules.id',
  },
});

/** `column ->> key` of a JSON column on either engine: the text at a top-level key, null when absent or null. */
export function textAt(engine: Engine, column: string, key: string): RawBuilder<string | null> {
  return engine === 'postgres'
    ? sql<string | null>`(${sql.ref(column)} ->> ${key})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${`$."${key}"`})`;
}

/**
 * A substring search (case-insensitive) of `plain` columns and of a JSON-per-locale column in
 * any locale, for lists whose text is stored per locale (module names, content titles).
 */
export function matchesText(engine: Engine, search: string, plain: readonly string[], perLocale: string): Expression<SqlBool>[] {
  const pattern = `%${escapeLike(search)}%`;
  const like = (text: RawBuilder<unknown>) => sql<SqlBool>`lower(${text}) like ${pattern} escape '\\'`;
  return [
    ...plain.map((column) => like(sql.ref(column))),
    ...locales.map((locale) => like(textAt(engine, perLocale, locale))),
  ];
}

type Executor = DbHandle['db'] | Trx;

/** A module as the dashboard answers it, less the counts of what it holds. */
export type ModuleDefinition = Omit<DashboardModule, 'content_count' | 'submission_count'>;

/** Reads of modules for the dashboard, each row through the one mapper. */
export function createModulesRepository({ db, json, engine }: DbHandle) {
  const definitionColumns = [
    'modules.id', 'modules.key', 'modules.type', 'modules.name', 'modules.slug', 'modules.slugs', 'modules.icon', 'modules.fields',
    'modules.upload_config', 'modules.ordering', 'modules.version', 'modules.created_at', 'modules.updated_at',
  ] as const;
  const select = (executor: Executor = db) =>
    executor.selectFrom('modules').select((eb) => [
      ...definitionColumns,
      sql<string | null>`lower(${textAt(engine, 'modules.name', defaultLocale)})`.as('name_sort'),
      eb.selectFrom('module_contents').select(eb.fn.countAll().as('count')).whereRef('module_contents.module_id', '=', 'modules.id').as('content_count'),
      eb.selectFrom('form_submissions').select(eb.fn.countAll().as('count')).whereRef('form_submissions.module_id', '=', 'modules.id').as('submission_count'),
    ]);
  type ModuleRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  type DefinitionRow = Omit<ModuleRow, 'name_sort' | 'content_count' | 'submission_count'>;

  const toDefinition = (row: DefinitionRow): ModuleDefinition => ({
    id: row.id,
    key: row.key,
    type: row.type,
    name: json.read<Record<string, string>>(row.name) ?? {},
    slug: joinSlug(row.slug, json.read<Partial<Record<Locale, string>>>(row.slugs)),
    icon: row.icon,
    fields: json.read<ModuleField[]>(row.fields) ?? [],
    upload_config: json.read<DashboardModule['upload_config']>(row.upload_config) ?? null,
    ordering: row.ordering,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  const toModule = (row: ModuleRow): DashboardModule => ({
    ...toDefinition(row),
    content_count: Number(row.content_count ?? 0),
    submission_count: Number(row.submission_count ?? 0),
  });

  return {
    select,
    toModule,
    async findByKey(key: string, executor: Executor = db): Promise<DashboardModule | null> {
      const row = await select(executor).where('modules.key', '=', key).executeTakeFirst();
      return row ? toModule(row) : null;
    },

    /** The module without its counts (which read every content row): for reads and writes of its contents. */
    async definitionByKey(key: string, executor: Executor = db): Promise<ModuleDefinition | null> {
      const row = await executor.selectFrom('modules').select([...definitionColumns]).where('modules.key', '=', key).executeTakeFirst();
      return row ? toDefinition(row) : null;
    },
  };
}

export type ModulesRepository = ReturnType<typeof createModulesRepository>;
