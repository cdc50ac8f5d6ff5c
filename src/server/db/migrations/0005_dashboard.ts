import { sql, type Kysely } from 'kysely';
import { columns, type EngineMigration } from './columns';

/**
 * The dashboard's write path: `version` on users and roles for optimistic concurrency (an edit
 * based on an old copy is refused), `reload_store` on sessions (the session's next answer tells
 * the client to re-sync, e.g. after its role's permissions changed), the `audit_log` every
 * dashboard write leaves a row in, and indexes for what the lists sort and filter by.
 */
export const dashboard: EngineMigration = {
  async up(db: Kysely<any>, engine) {
    const col = columns(engine);
    const s = db.schema;
    await s.alterTable('users').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await s.alterTable('roles').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await s.alterTable('sessions').addColumn('reload_store', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await col
      .id(s.createTable('audit_log'))
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text')
      .addColumn('created_at', col.timestamp, col.now)
      .execute();
    await s.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();
    await s.createIndex('audit_log_entity_record_idx').on('audit_log').columns(['entity', 'record_id']).execute();
    await s.createIndex('audit_log_actor_id_idx').on('audit_log').column('actor_id').execute();
    await s.createIndex('users_created_at_idx').on('users').columns(['created_at', 'id']).execute();
    await s.createIndex('users_status_idx').on('users').columns(['status', 'id']).execute();
    await s.createIndex('users_fullname_idx').on('users').column('fullname').execute();
    await s.createIndex('sessions_last_activity_idx').on('sessions').columns(['last_activity', 'id']).execute();
    await s.createIndex('roles_name_lower_unique').on('roles').unique().expression(sql`lower(name)`).execute();
  },

  async down(db: Kysely<any>) {
    const s = db.schema;
    for (const index of ['roles_name_lower_unique', 'sessions_last_activity_idx', 'users_fullname_idx', 'users_status_idx', 'users_created_at_idx']) {
      await s.dropIndex(index).ifExists().execute();
    }
    await s.dropTable('audit_log').ifExists().execute();
    await s.alterTable('sessions').dropColumn('reload_store').execute();
    await s.alterTable('roles').dropColumn('version').execute();
    await s.alterTable('users').dropColumn('version').execute();
  },
};
