import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * The "new form received" mail, exactly once (issue 24): a mail may name what it reports by an
 * idempotency key (one submission, one mail, however often it is queued); the job that queues
 * the staff mail finds the submissions still waiting by their mail state; a burst from one
 * address finds what that address stored a moment ago.
 */
export const formMail: EngineMigration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('mail_outbox').addColumn('idempotency_key', 'varchar(128)').execute();
    // Several nulls are allowed by a unique index on both engines: mail without a key is not limited.
    await db.schema.createIndex('mail_outbox_idempotency_idx').on('mail_outbox').column('idempotency_key').unique().execute();
    await db.schema.createIndex('form_submissions_mail_state_idx').on('form_submissions').columns(['mail_state', 'created_at']).execute();
    await db.schema.createIndex('form_submissions_address_idx').on('form_submissions').columns(['ip_address', 'created_at']).execute();
  },

  async down(db: Kysely<any>) {
    for (const index of ['form_submissions_address_idx', 'form_submissions_mail_state_idx', 'mail_outbox_idempotency_idx']) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.alterTable('mail_outbox').dropColumn('idempotency_key').execute();
  },
};
