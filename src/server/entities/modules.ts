import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { defaultLocale, locales } from '@/i18n/locales';
import type { DbHandle, Engine } from '@/server/db/connect';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import type { LocalizedSlug } from '@/shared/localized-slug';
import type { LocalizedText } from '@/shared/types';
import { defineEntity } from './declaration';
import { escapeLike } from './list';
import type { Trx } from './operations';
import { storedSlug } from './slugs';

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

/** A module's definition as every reader uses it: the public site, forms, the dashboard. */
export interface ModuleDefinition {
  id: number;
  key: string;
  type: 'content' | 'form';
  name: LocalizedText;
  /** The default locale's slug and each other locale's own, as the dashboard edits them. */
  slug: LocalizedSlug;
  icon: string | null;
  fields: ModuleField[];
  upload_config: DashboardModule['upload_config'];
  ordering: number;
}

const definitionColumns = [
  'modules.id', 'modules.key', 'modules.type', 'modules.name', 'modules.slug', 'modules.slugs', 'modules.icon', 'modules.fields', 'modules.upload_config', 'modules.ordering',
] as const;

/** Reads of modules, each row through the one mapper (the counts and versions on top for the dashboard). */
export function createModulesRepository({ db, json, engine }: DbHandle) {
  const select = (executor: Executor = db) =>
    executor.selectFrom('modules').select((eb) => [
      ...definitionColumns, 'modules.version', 'modules.created_at', 'modules.updated_at',
      sql<string | null>`lower(${textAt(engine, 'modules.name', defaultLocale)})`.as('name_sort'),
      eb.selectFrom('module_contents').select(eb.fn.countAll().as('count')).whereRef('module_contents.module_id', '=', 'modules.id').as('content_count'),
      eb.selectFrom('form_submissions').select(eb.fn.countAll().as('count')).whereRef('form_submissions.module_id', '=', 'modules.id').as('submission_count'),
    ]);
  type ModuleRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  type DefinitionRow = Pick<ModuleRow, 'id' | 'key' | 'type' | 'name' | 'slug' | 'slugs' | 'icon' | 'fields' | 'upload_config' | 'ordering'>;

  const toDefinition = (row: DefinitionRow): ModuleDefinition => ({
    id: row.id,
    key: row.key,
    type: row.type,
    name: json.read<LocalizedText>(row.name) ?? {},
    slug: storedSlug(json, row),
    icon: row.icon,
    fields: json.read<ModuleField[]>(row.fields) ?? [],
    upload_config: json.read<DashboardModule['upload_config']>(row.upload_config) ?? null,
    ordering: row.ordering,
  });

  const toModule = (row: ModuleRow): DashboardModule => ({
    ...toDefinition(row),
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
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

    /** Every module's definition (no counts, which read every content row), in display order: the module catalogue's load. */
    async definitions(): Promise<ModuleDefinition[]> {
      const rows = await db.selectFrom('modules').select([...definitionColumns]).orderBy('modules.ordering').orderBy('modules.id').execute();
      return rows.map(toDefinition);
    },
  };
}

export type ModulesRepository = ReturnType<typeof createModulesRepository>;
