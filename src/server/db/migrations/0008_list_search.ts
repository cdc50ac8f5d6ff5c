import { sql, type Kysely } from 'kysely';
import type { EngineMigration } from './columns';

/** The user columns a dashboard search matches as a substring (usersEntity.list.searchable). */
const SEARCHED = ['username', 'email', 'fullname'] as const;

/**
 * Indexes that let the dashboard's substring search and sorts answer without reading every row.
 * PostgreSQL: trigram GIN indexes (pg_trgm, a trusted extension) on `lower(column)`, which the
 * planner uses for the very `lower(column) LIKE '%text%'` the lists send. SQLite has no such
 * index: an FTS5 table with the trigram tokenizer mirrors the users' searched columns (kept in
 * step by triggers) and is queried for searches of three characters or more (listPage).
 * Both: `(updated_at, id)` for the users list's one sortable column without an index.
 */
export const listSearch: EngineMigration = {
  async up(db: Kysely<any>, engine) {
    if (engine === 'postgres') {
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const column of SEARCHED) {
        await sql`create index ${sql.id(`users_${column}_trgm_idx`)} on users using gin (lower(${sql.id(column)}) gin_trgm_ops)`.execute(db);
      }
    } else {
      await sql`create virtual table users_search using fts5(username, email, fullname, content='users', content_rowid='id', tokenize='trigram')`.execute(db);
      await sql`create trigger users_search_insert after insert on users begin
        insert into users_search (rowid, username, email, fullname) values (new.id, new.username, new.email, new.fullname);
      end`.execute(db);
      await sql`create trigger users_search_delete after delete on users begin
        insert into users_search (users_search, rowid, username, email, fullname) values ('delete', old.id, old.username, old.email, old.fullname);
      end`.execute(db);
      await sql`create trigger users_search_update after update of username, email, fullname on users begin
        insert into users_search (users_search, rowid, username, email, fullname) values ('delete', old.id, old.username, old.email, old.fullname);
        insert into users_search (rowid, username, email, fullname) values (new.id, new.username, new.email, new.fullname);
      end`.execute(db);
      await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
    }
    await db.schema.createIndex('users_updated_at_idx').on('users').columns(['updated_at', 'id']).execute();
  },

  async down(db: Kysely<any>, engine) {
    await db.schema.dropIndex('users_updated_at_idx').ifExists().execute();
    if (engine === 'postgres') {
      for (const column of SEARCHED) await db.schema.dropIndex(`users_${column}_trgm_idx`).ifExists().execute();
    } else {
      for (const trigger of ['users_search_insert', 'users_search_delete', 'users_search_update']) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
      await sql`drop table if exists users_search`.execute(db);
    }
  },
};
