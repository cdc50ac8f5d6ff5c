import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * The form inbox (issue 24): when and by whom a submission was solved, the staff's note, why it is
 * held as spam, the state of its "new form received" mail, and a fingerprint of the body for
 * spotting a double submit. The list filters by status and orders by date, the spam view reads
 * by reason, and each form may keep its submissions a number of days only.
 */
const ADDED = ['solved_at', 'solved_by', 'note', 'spam_reason', 'mail_state', 'mail_error', 'fingerprint'] as const;

export const formInbox: EngineMigration = {
  async up(db: Kysely<any>, engine) {
    const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
    const table = () => db.schema.alterTable('form_submissions');
    // One column per statement: SQLite adds one at a time.
    await table().addColumn('solved_at', timestamp).execute();
    // No foreign key: SQLite cannot drop a column that has one; a deleted user's id matches no row.
    await table().addColumn('solved_by', 'integer').execute();
    await table().addColumn('note', 'text').execute();
    await table().addColumn('spam_reason', 'varchar(64)').execute();
    await table().addColumn('mail_state', 'varchar(10)').execute();
    await table().addColumn('mail_error', 'text').execute();
    await table().addColumn('fingerprint', 'varchar(128)').execute();

    await db.schema.dropIndex('form_submissions_module_idx').ifExists().execute();
    await db.schema.createIndex('form_submissions_inbox_idx').on('form_submissions').columns(['module_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('form_submissions_spam_idx').on('form_submissions').columns(['module_id', 'spam_reason']).execute();
    await db.schema.createIndex('form_submissions_fingerprint_idx').on('form_submissions').columns(['module_id', 'fingerprint']).execute();

    await db.schema.alterTable('modules').addColumn('submission_retention_days', 'integer').execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('modules').dropColumn('submission_retention_days').execute();
    for (const index of ['form_submissions_fingerprint_idx', 'form_submissions_spam_idx', 'form_submissions_inbox_idx']) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.createIndex('form_submissions_module_idx').on('form_submissions').columns(['module_id', 'status']).execute();
    for (const column of [...ADDED].reverse()) await db.schema.alterTable('form_submissions').dropColumn(column).execute();
  },
};
