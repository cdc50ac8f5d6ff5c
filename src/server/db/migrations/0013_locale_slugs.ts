import { sql, type Kysely } from 'kysely';
import { columns, type Engine, type EngineMigration } from './columns';

/**
 * Slugs per locale (`/blog/hello` beside `/sv/blogg/hej`). `slug` stays the default locale's;
 * `slugs` (JSON) holds the other locales' own slugs, absent where a locale uses the default's.
 * `content_slugs` is the lookup and uniqueness index of contents: one row per item and locale
 * with the slug that locale's URL uses (its own, else the default's), unique per module and
 * locale. The write path keeps it; existing items get their slug in every locale.
 *
 * `search_text`: what the dashboard's contents search matches (slugs, titles in every locale and
 * the values of fields flagged searchable), lower-cased and kept by the write path, with a
 * trigram index (PostgreSQL GIN, SQLite FTS5 as 0008 gives users) so a search of 100,000 items
 * does not parse every row's JSON.
 */
export const localeSlugs: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const col = columns(engine);
    await db.schema.alterTable('modules').addColumn('slugs', col.json).execute();
    await db.schema.alterTable('module_contents').addColumn('slugs', col.json).execute();
    await db.schema.createTable('content_slugs')
      .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('locale', 'varchar(16)', (c) => c.notNull())
      .addColumn('slug', 'varchar(200)', (c) => c.notNull())
      .addColumn('content_id', 'integer', (c) => c.notNull().references('module_contents.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('content_slugs_pkey', ['module_id', 'locale', 'slug'])
      .execute();
    await db.schema.createIndex('content_slugs_content_idx').on('content_slugs').columns(['content_id', 'locale']).execute();
    for (const locale of LOCALES) {
      await sql`insert into content_slugs (module_id, locale, slug, content_id)
        select module_id, ${locale}, slug, id from module_contents`.execute(db);
    }

    await db.schema.alterTable('module_contents').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
    await fillSearchText(db);
    if (engine === 'postgres') {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index module_contents_search_trgm_idx on module_contents using gin (lower(search_text) gin_trgm_ops)`.execute(db);
    } else {
      await sql`create virtual table module_contents_search using fts5(search_text, content='module_contents', content_rowid='id', tokenize='trigram')`.execute(db);
      await sql`create trigger module_contents_search_insert after insert on module_contents begin
        insert into module_contents_search (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger module_contents_search_delete after delete on module_contents begin
        insert into module_contents_search (module_contents_search, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(db);
      await sql`create trigger module_contents_search_update after update of search_text on module_contents begin
        insert into module_contents_search (module_contents_search, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into module_contents_search (rowid, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`insert into module_contents_search (module_contents_search) values ('rebuild')`.execute(db);
    }
    await db.schema.createIndex('module_contents_module_updated_idx').on('module_contents').columns(['module_id', 'updated_at', 'id']).execute();
  },

  async down(db: Kysely<any>, engine: Engine) {
    await db.schema.dropIndex('module_contents_module_updated_idx').ifExists().execute();
    if (engine === 'postgres') {
      await db.schema.dropIndex('module_contents_search_trgm_idx').ifExists().execute();
    } else {
      for (const trigger of ['module_contents_search_insert', 'module_contents_search_delete', 'module_contents_search_update']) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
      await sql`drop table if exists module_contents_search`.execute(db);
    }
    await db.schema.alterTable('module_contents').dropColumn('search_text').execute();
    await db.schema.dropTable('content_slugs').ifExists().execute();
    await db.schema.alterTable('module_contents').dropColumn('slugs').execute();
    await db.schema.alterTable('modules').dropColumn('slugs').execute();
  },
};

/** The site's locales at this release. */
const LOCALES = ['en', 'sv', 'tr'];

const parse = (value: unknown): any => (typeof value === 'string' ? JSON.parse(value) : value);
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value]
    : value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value).filter((text): text is string => typeof text === 'string')
      : [];

/** The search text of the contents already there: slug, titles and the searchable fields' text (frozen here; the service keeps it after). */
async function fillSearchText(db: Kysely<any>) {
  const modules = await db.selectFrom('modules').select(['id', 'fields']).execute();
  for (const owner of modules) {
    const searched = (parse(owner.fields) as { key: string; table?: { searchable?: boolean } }[] ?? [])
      .filter((field) => field.table?.searchable).map((field) => field.key);
    const rows = await db.selectFrom('module_contents').select(['id', 'slug', 'title', 'content']).where('module_id', '=', owner.id).execute();
    for (const row of rows) {
      const content = parse(row.content) ?? {};
      const words = [row.slug, ...texts(parse(row.title)), ...searched.flatMap((key) => texts(content[key]))];
      await db.updateTable('module_contents').set({ search_text: [...new Set(words.filter(Boolean))].join('\n').toLowerCase() }).where('id', '=', row.id).execute();
    }
  }
}
