import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * Each user's time zone (an IANA name such as "Europe/Stockholm"), chosen in the account
 * settings; null follows the browser's zone. Every timestamp the user reads is shown in it.
 */
export const userTimeZone: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('time_zone', 'varchar(64)').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('time_zone').execute();
  },
};
