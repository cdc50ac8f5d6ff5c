import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * `version` on modules for optimistic concurrency (as 0005 gave users and roles): the dashboard's
 * module save names the version it read, and an edit based on an outdated copy is refused.
 * Existing modules start at 1.
 */
export const moduleVersions: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('modules').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('modules').dropColumn('version').execute();
  },
};
