import type { Kysely } from 'kysely';
import { columns, type EngineMigration } from './columns';

/**
 * AVIF variants are made in the background after an image's upload (issue 25), so what is left
 * to make is kept in the row and survives a restart: `avif_state` is `pending` once the WebP
 * variants are stored, then `done` (the AVIF ones are in `variants`) or `failed` (given up after
 * a few tries, counted in `avif_failures`). `avif_claimed_at` is when a process took the row, so
 * two never encode the same image; a claim left by a process that stopped goes stale and is taken again.
 */
export const mediaAvif: EngineMigration = {
  async up(db: Kysely<any>, engine) {
    const col = columns(engine);
    await db.schema.alterTable('media').addColumn('avif_state', 'varchar(8)').execute();
    await db.schema.alterTable('media').addColumn('avif_claimed_at', col.timestamp).execute();
    await db.schema.alterTable('media').addColumn('avif_failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('media_avif_state_idx').on('media').columns(['avif_state', 'id']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('media_avif_state_idx').ifExists().execute();
    for (const column of ['avif_failures', 'avif_claimed_at', 'avif_state']) await db.schema.alterTable('media').dropColumn(column).execute();
  },
};
