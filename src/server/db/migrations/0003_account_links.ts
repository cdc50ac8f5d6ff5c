import { sql, type Kysely } from 'kysely';
import { columns, type Engine, type EngineMigration } from './columns';

/**
 * What the account-takeover defences need to remember:
 * - `oauth_accounts.confirmed_at`: when the link was made to (or confirmed for) a verified
 *   address; null for a link made while the address was unverified, which the mailbox owner's
 *   verification or password reset ends. Existing links count as confirmed only when the
 *   account's address was already verified when they were made.
 * - `sessions.oauth_account_id`: the provider link a session was opened through, so ending a
 *   link ends its sessions.
 * - `users.verified_email_replaced_at`: a verified address was replaced by one not verified
 *   yet; no password recovery goes to that new address until it is verified.
 * - `verification_tokens.username`: the username an e-mail change's undo link restores.
 */
export const accountLinks: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const col = columns(engine);
    const s = db.schema;

    await s.alterTable('oauth_accounts').addColumn('confirmed_at', col.timestamp).execute();
    await db.updateTable('oauth_accounts')
      .set({ confirmed_at: sql.ref('created_at') })
      .where(({ exists, selectFrom }) => exists(
        selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'oauth_accounts.user_id')
          .where('users.email_verified_at', 'is not', null)
          .whereRef('users.email_verified_at', '<=', 'oauth_accounts.created_at'),
      ))
      .execute();

    await s.alterTable('sessions').addColumn('oauth_account_id', 'integer').execute();
    await s.createIndex('sessions_oauth_account_id_idx').on('sessions').column('oauth_account_id').execute();

    await s.alterTable('users').addColumn('verified_email_replaced_at', col.timestamp).execute();
    await s.alterTable('verification_tokens').addColumn('username', 'varchar(64)').execute();
  },

  async down(db: Kysely<any>) {
    const s = db.schema;
    await s.alterTable('verification_tokens').dropColumn('username').execute();
    await s.alterTable('users').dropColumn('verified_email_replaced_at').execute();
    await s.dropIndex('sessions_oauth_account_id_idx').ifExists().execute();
    await s.alterTable('sessions').dropColumn('oauth_account_id').execute();
    await s.alterTable('oauth_accounts').dropColumn('confirmed_at').execute();
  },
};
