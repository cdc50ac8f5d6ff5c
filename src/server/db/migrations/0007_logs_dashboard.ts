import type { Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * The dashboard's request log and audit trail: `audit_log.changes` names what a write changed
 * (e.g. the settings keys saved, never their values), and the request log gets indexes for
 * what its filters use, each ending in `created_at` so a filtered page in date order stays an
 * index range (`created_by` has one since 0004, `created_at` since 0001).
 */
export const logsDashboard: EngineMigration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    await s.alterTable('audit_log').addColumn('changes', 'text').execute();
    await s.createIndex('logs_status_code_idx').on('logs').columns(['status_code', 'created_at']).execute();
    await s.createIndex('logs_method_idx').on('logs').columns(['method', 'created_at']).execute();
    await s.createIndex('logs_endpoint_idx').on('logs').columns(['endpoint', 'created_at']).execute();
    await s.createIndex('logs_exec_time_idx').on('logs').column('exec_time').execute();
  },

  async down(db: Kysely<any>) {
    const s = db.schema;
    for (const index of ['logs_status_code_idx', 'logs_method_idx', 'logs_endpoint_idx', 'logs_exec_time_idx']) {
      await s.dropIndex(index).ifExists().execute();
    }
    await s.alterTable('audit_log').dropColumn('changes').execute();
  },
};
