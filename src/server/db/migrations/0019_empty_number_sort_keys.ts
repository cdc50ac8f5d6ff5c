import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * Empty number fields were sorted by a null key, which SQLite puts first and PostgreSQL last:
 * they get EMPTY_NUMBER_KEY, first in ascending order on both (a number field's row is the one
 * without a text key; a text field's key is never null).
 */
/** Below every number a field holds (the write path's key of an empty number at this release). */
const EMPTY_NUMBER_KEY = -Number.MAX_VALUE;

export const emptyNumberSortKeys: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.updateTable('content_sort_keys').set({ number_key: EMPTY_NUMBER_KEY })
      .where('number_key', 'is', null).where('text_key', 'is', null).execute();
  },

  async down(db: Kysely<any>) {
    await db.updateTable('content_sort_keys').set({ number_key: null })
      .where('number_key', '=', EMPTY_NUMBER_KEY).where('text_key', 'is', null).execute();
  },
};
