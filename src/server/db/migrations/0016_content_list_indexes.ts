import { sql, type Kysely } from 'kysely';
import type { Engine, EngineMigration } from './columns';

/**
 * What a module of 100,000 items needs to list fast (bench/contents.ts):
 * - `title_sort`, the default locale's title lower-cased, kept by the write path, so sorting by
 *   title walks an index instead of parsing every row's JSON;
 * - `(module_id, status, updated_at, id)` for the dashboard's status filter;
 * - `(module_id, status, ordering, created_at desc, id desc)` for the public listing's page and count.
 */
export const contentListIndexes: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await db.schema.alterTable('module_contents').addColumn('title_sort', 'text', (c) => c.notNull().defaultTo('')).execute();
    const title = engine === 'postgres' ? sql`title ->> 'en'` : sql`json_extract(title, '$."en"')`;
    await sql`update module_contents set title_sort = lower(coalesce(${title}, ''))`.execute(db);
    await db.schema.createIndex('module_contents_title_sort_idx').on('module_contents').columns(['module_id', 'title_sort', 'id']).execute();
    await db.schema.createIndex('module_contents_status_idx').on('module_contents').columns(['module_id', 'status', 'updated_at', 'id']).execute();
    await sql`create index module_contents_public_idx on module_contents (module_id, status, ordering, created_at desc, id desc)`.execute(db);
  },

  async down(db: Kysely<any>) {
    for (const index of ['module_contents_public_idx', 'module_contents_status_idx', 'module_contents_title_sort_idx']) await db.schema.dropIndex(index).ifExists().execute();
    await db.schema.alterTable('module_contents').dropColumn('title_sort').execute();
  },
};
