import { sql, type Kysely } from 'kysely';
import { columns, type EngineMigration } from './columns';

/** Rows rewritten per statement while the search text is filled in. */
const BATCH = 500;

const NEW_COLUMNS = [
  'sha256', 'kind', 'width', 'height', 'alt', 'caption', 'focal_x', 'focal_y', 'variants', 'placeholder', 'status', 'origin',
  'search_text', 'updated_at', 'updated_by',
] as const;

const INDEXES = ['media_sha256_idx', 'media_created_idx', 'media_kind_idx', 'media_module_idx', 'media_file_name_idx', 'media_size_idx'] as const;

const SEARCH_TRIGGERS = ['media_search_insert', 'media_search_delete', 'media_search_update'] as const;

/**
 * The media library (issue 25): what a file is (kind, dimensions, SHA-256 of its bytes), what
 * staff say of it (alt text and caption per locale, a focal point for crops), the image variants
 * made of it, its state, and who changed it last. `origin` tells a file kept in the library
 * (`library`) from one uploaded into a content field (`field`), which goes again once nothing
 * refers to it; every row before this one came from a field.
 *
 * A list of 10,000 media sorts and filters from an index: by date, name or size, and by kind
 * or module within date order. `search_text` is the file name and the alt texts of every locale,
 * lowercased (the application keeps it with every write), searched as a substring: PostgreSQL
 * through a trigram index on it, SQLite through an FTS5 trigram table kept by triggers (as
 * migration 0022 did for submissions).
 */
export const mediaLibrary: EngineMigration = {
  async up(db: Kysely<any>, engine) {
    const col = columns(engine);
    const media = () => db.schema.alterTable('media');
    await media().addColumn('sha256', 'varchar(64)').execute();
    await media().addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('document')).execute();
    await media().addColumn('width', 'integer').execute();
    await media().addColumn('height', 'integer').execute();
    await media().addColumn('alt', col.json).execute();
    await media().addColumn('caption', col.json).execute();
    await media().addColumn('focal_x', 'real').execute();
    await media().addColumn('focal_y', 'real').execute();
    await media().addColumn('variants', col.json).execute();
    await media().addColumn('placeholder', 'text').execute();
    await media().addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('ready')).execute();
    await media().addColumn('origin', 'varchar(10)', (c) => c.notNull().defaultTo('field')).execute();
    await media().addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
    // SQLite adds no column with a default that is not constant: filled from created_at below.
    await media().addColumn('updated_at', col.timestamp).execute();
    await media().addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();

    await db.updateTable('media').set({
      kind: sql`case when mime_type like 'image/%' then 'image' when mime_type like 'video/%' then 'video' when mime_type like 'audio/%' then 'audio' else 'document' end`,
      updated_at: sql`created_at`,
    }).execute();
    // Lowercased here (SQLite's lower() knows only ASCII), as the application lowercases a search.
    for (let after = 0; ;) {
      const rows: { id: number; file_name: string }[] = await db.selectFrom('media').select(['id', 'file_name']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
      for (const row of rows) await db.updateTable('media').set({ search_text: row.file_name.toLowerCase() }).where('id', '=', row.id).execute();
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].id;
    }

    await db.schema.createIndex('media_sha256_idx').on('media').columns(['sha256', 'storage']).execute();
    await db.schema.createIndex('media_created_idx').on('media').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('media_kind_idx').on('media').columns(['kind', 'created_at', 'id']).execute();
    await db.schema.createIndex('media_module_idx').on('media').columns(['module', 'created_at', 'id']).execute();
    await db.schema.createIndex('media_file_name_idx').on('media').columns(['file_name', 'id']).execute();
    await db.schema.createIndex('media_size_idx').on('media').columns(['size', 'id']).execute();

    if (engine === 'postgres') {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index media_search_trgm_idx on media using gin (lower(search_text) gin_trgm_ops)`.execute(db);
      return;
    }
    await sql`create virtual table media_search using fts5(search_text, content='media', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger media_search_insert after insert on media begin
      insert into media_search (rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`create trigger media_search_delete after delete on media begin
      insert into media_search (media_search, rowid, search_text) values ('delete', old.id, old.search_text);
    end`.execute(db);
    await sql`create trigger media_search_update after update of search_text on media begin
      insert into media_search (media_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into media_search (rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`insert into media_search (media_search) values ('rebuild')`.execute(db);
  },

  async down(db: Kysely<any>, engine) {
    if (engine === 'postgres') {
      await db.schema.dropIndex('media_search_trgm_idx').ifExists().execute();
    } else {
      for (const trigger of SEARCH_TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
      await sql`drop table if exists media_search`.execute(db);
    }
    for (const index of INDEXES) await db.schema.dropIndex(index).ifExists().execute();
    for (const column of NEW_COLUMNS) await db.schema.alterTable('media').dropColumn(column).execute();
  },
};
