import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * Uploads are looked up by their key: every served file (GET /api/uploads/{key}), the names an
 * item's page and editor show, and the release of files nothing refers to any more.
 */
export const mediaPathIndex: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('media_path_idx').on('media').columns(['path', 'storage']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('media_path_idx').ifExists().execute();
  },
};
