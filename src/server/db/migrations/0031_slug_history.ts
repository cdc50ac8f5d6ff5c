import type { Kysely } from 'kysely';
import { columns, type Engine, type EngineMigration } from './columns';

/**
 * Slug history: the addresses a content item or a module had before a slug change, per locale,
 * so the old address answers a permanent redirect to the current one. Each row names the item
 * or module, never the slug it moved to, so a rename A → B → C sends A straight to C. The write
 * path keeps them in the transaction of every slug change (and removes a row once a live item
 * or module takes that slug again); deleting the item or module deletes its rows (cascade).
 */
export const slugHistory: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const col = columns(engine);
    await db.schema.createTable('content_slug_history')
      .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('locale', 'varchar(16)', (c) => c.notNull())
      .addColumn('slug', 'varchar(200)', (c) => c.notNull())
      .addColumn('content_id', 'integer', (c) => c.notNull().references('module_contents.id').onDelete('cascade'))
      .addColumn('created_at', col.timestamp, col.now)
      .addPrimaryKeyConstraint('content_slug_history_pkey', ['module_id', 'locale', 'slug'])
      .execute();
    await db.schema.createIndex('content_slug_history_content_idx').on('content_slug_history').column('content_id').execute();
    await db.schema.createTable('module_slug_history')
      .addColumn('locale', 'varchar(16)', (c) => c.notNull())
      .addColumn('slug', 'varchar(200)', (c) => c.notNull())
      .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('created_at', col.timestamp, col.now)
      .addPrimaryKeyConstraint('module_slug_history_pkey', ['locale', 'slug'])
      .execute();
    await db.schema.createIndex('module_slug_history_module_idx').on('module_slug_history').column('module_id').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('module_slug_history').ifExists().execute();
    await db.schema.dropTable('content_slug_history').ifExists().execute();
  },
};
