import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * Files an outside service holds (issue 25 §5): a video sent to Vimeo keeps its row, with
 * `storage` 'vimeo', the upload key content names it by as `path`, and the video's URI there
 * (`/videos/{id}`) in `remote_uri`, through which its state is asked and it is deleted. The
 * index serves the poll of videos still being transcoded (`status` 'processing').
 */
export const mediaRemote: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('media').addColumn('remote_uri', 'varchar(255)').execute();
    await db.schema.createIndex('media_status_storage_idx').on('media').columns(['status', 'storage']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('media_status_storage_idx').ifExists().execute();
    await db.schema.alterTable('media').dropColumn('remote_uri').execute();
  },
};
