import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * What is kept, and for how long. Request logs: `request_count` lets one row stand for the
 * anonymous cached reads of a minute (see LogWriter.countCachedRead); `created_by` gets the
 * index the per-user log views and the `set null` on user deletion need (`created_at`, which
 * retention prunes by, has one since 0001). Mail: bodies (with their live links) of mail
 * already delivered or given up are dropped, as the outbox now does on delivery.
 */
export const retention: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('logs').addColumn('request_count', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.createIndex('logs_created_by_idx').on('logs').column('created_by').execute();
    await db.updateTable('mail_outbox').set({ html: '', text: '' }).where('status', 'in', ['sent', 'logged', 'failed']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('logs_created_by_idx').ifExists().execute();
    await db.schema.alterTable('logs').dropColumn('request_count').execute();
    // Dropped mail bodies are gone for good.
  },
};
