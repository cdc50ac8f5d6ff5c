import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * The language of a user's dashboard, chosen in their account (users.dashboard_locale; null: the
 * site's default language). Unlike users.locale, which follows whatever language the user's
 * client last named (a public page read in Turkish), it changes only when the user picks it.
 * Existing users start from the language they last used.
 */
export const dashboardLocale: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('dashboard_locale', 'text').execute();
    await db.updateTable('users').set((eb) => ({ dashboard_locale: eb.ref('locale') })).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('dashboard_locale').execute();
  },
};
