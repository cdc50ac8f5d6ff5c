import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * `version` on module contents for optimistic concurrency (as 0011 gave modules): the dashboard's
 * content save names the version it read, and an edit based on an outdated copy is refused.
 * Existing contents start at 1.
 */
export const contentVersions: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('module_contents').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('module_contents').dropColumn('version').execute();
  },
};
