import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * Each user's language (a site locale, or null while unknown): recorded from the language the
 * client names at sign-up, at sign-in and when it changes, editable by staff, and the language
 * of the mails staff trigger for the user.
 */
export const userLocale: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('locale').execute();
  },
};
