import type { Kysely } from 'kysely';
import { columns, type Engine, type EngineMigration } from './columns';

/**
 * The saved history of each content: one row per create, save and restore, holding what the
 * item was after it (title, slug, header, header image, field values, status). The write
 * path keeps the last 20 per item; they go with their content.
 */
export const contentRevisions: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const col = columns(engine);
    await col.id(db.schema.createTable('content_revisions'))
      .addColumn('content_id', 'integer', (c) => c.notNull().references('module_contents.id').onDelete('cascade'))
      .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('snapshot', col.json, (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', col.timestamp, col.now)
      .execute();
    await db.schema.createIndex('content_revisions_content_idx').on('content_revisions').columns(['content_id', 'id']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_revisions').ifExists().execute();
  },
};
