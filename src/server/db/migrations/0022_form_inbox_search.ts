import { sql, type Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/**
 * The form inbox at scale (100,000 submissions of one form): its pages come in date order from an
 * index (the whole inbox from `(module_id, created_at)`, one status or the spam view from the spam
 * index, whose key holds the inbox as one range and its counts by status), and a search of the
 * submitted values reads an index instead of every row. PostgreSQL: a trigram GIN
 * index on `lower(data::text)`, which the planner uses for the inbox's very LIKE. SQLite: an FTS5
 * trigram table mirroring `data` (kept in step by triggers), queried for searches of three
 * characters or more.
 */
export const formInboxSearch: EngineMigration = {
  async up(db: Kysely<any>, engine) {
    await db.schema.dropIndex('form_submissions_spam_idx').ifExists().execute();
    await db.schema.createIndex('form_submissions_spam_idx').on('form_submissions').columns(['module_id', 'spam_reason', 'status', 'created_at', 'id']).execute();
    await db.schema.createIndex('form_submissions_date_idx').on('form_submissions').columns(['module_id', 'created_at', 'id']).execute();
    if (engine === 'postgres') {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index form_submissions_data_trgm_idx on form_submissions using gin (lower(data::text) gin_trgm_ops)`.execute(db);
      return;
    }
    await sql`create virtual table form_submissions_search using fts5(data, content='form_submissions', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger form_submissions_search_insert after insert on form_submissions begin
      insert into form_submissions_search (rowid, data) values (new.id, new.data);
    end`.execute(db);
    await sql`create trigger form_submissions_search_delete after delete on form_submissions begin
      insert into form_submissions_search (form_submissions_search, rowid, data) values ('delete', old.id, old.data);
    end`.execute(db);
    await sql`create trigger form_submissions_search_update after update of data on form_submissions begin
      insert into form_submissions_search (form_submissions_search, rowid, data) values ('delete', old.id, old.data);
      insert into form_submissions_search (rowid, data) values (new.id, new.data);
    end`.execute(db);
    await sql`insert into form_submissions_search (form_submissions_search) values ('rebuild')`.execute(db);
  },

  async down(db: Kysely<any>, engine) {
    if (engine === 'postgres') {
      await db.schema.dropIndex('form_submissions_data_trgm_idx').ifExists().execute();
    } else {
      for (const trigger of ['form_submissions_search_insert', 'form_submissions_search_delete', 'form_submissions_search_update']) {
        await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
      }
      await sql`drop table if exists form_submissions_search`.execute(db);
    }
    await db.schema.dropIndex('form_submissions_date_idx').ifExists().execute();
    await db.schema.dropIndex('form_submissions_spam_idx').ifExists().execute();
    await db.schema.createIndex('form_submissions_spam_idx').on('form_submissions').columns(['module_id', 'spam_reason']).execute();
  },
};
