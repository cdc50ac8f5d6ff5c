import { sql, type Kysely } from 'kysely';
import { columns, type Engine, type EngineMigration } from './columns';

/**
 * Accounts: linked OAuth identities, case-insensitive uniqueness of usernames and e-mail
 * addresses (so "Ada" and "ada" can't both register), and indexes for the token lookups
 * and expiry sweeps of sessions and verification tokens.
 */
export const accounts: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const col = columns(engine);
    const s = db.schema;

    await col.id(s.createTable('oauth_accounts'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'varchar(20)', (c) => c.notNull())
      .addColumn('provider_user_id', 'varchar(255)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)')
      .addColumn('created_at', col.timestamp, col.now)
      .addUniqueConstraint('oauth_accounts_provider_subject_unique', ['provider', 'provider_user_id'])
      .execute();
    await s.createIndex('oauth_accounts_user_id_idx').on('oauth_accounts').column('user_id').execute();

    await s.createIndex('users_username_lower_unique').on('users').unique().expression(sql`lower(username)`).execute();
    await s.createIndex('users_email_lower_unique').on('users').unique().expression(sql`lower(email)`).execute();

    await s.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
    await s.createIndex('verification_tokens_user_kind_idx').on('verification_tokens').columns(['user_id', 'kind']).execute();
    await s.createIndex('verification_tokens_expires_at_idx').on('verification_tokens').column('expires_at').execute();
  },

  async down(db: Kysely<any>) {
    for (const index of [
      'verification_tokens_expires_at_idx', 'verification_tokens_user_kind_idx', 'sessions_expires_at_idx',
      'users_email_lower_unique', 'users_username_lower_unique',
    ]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.dropTable('oauth_accounts').ifExists().execute();
  },
};
