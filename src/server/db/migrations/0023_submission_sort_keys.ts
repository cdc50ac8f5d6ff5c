import { sql, type Kysely } from 'kysely';
import type { Engine, EngineMigration } from './columns';

/**
 * Sort keys of the fields a form lets its inbox sort by, kept by the intake and by module edits
 * as content_sort_keys are (migration 0017): one row per submission and sortable field, so
 * `sort=data.<field>` walks an index instead of ordering every submission by its JSON value's
 * text (177–236 ms for 100,000 submissions on either engine). Existing submissions get theirs.
 * PostgreSQL also keeps the lowered text of the values its search matches in a table of its own.
 */
export const submissionSortKeys: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await db.schema.createTable('submission_sort_keys')
      .addColumn('submission_id', 'integer', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
      .addColumn('field', 'varchar(64)', (c) => c.notNull())
      .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('text_key', 'text')
      .addColumn('number_key', engine === 'postgres' ? 'double precision' : 'real')
      .addPrimaryKeyConstraint('submission_sort_keys_pkey', ['submission_id', 'field'])
      .execute();
    await db.schema.createIndex('submission_sort_keys_text_idx').on('submission_sort_keys').columns(['module_id', 'field', 'text_key', 'submission_id']).execute();
    await db.schema.createIndex('submission_sort_keys_number_idx').on('submission_sort_keys').columns(['module_id', 'field', 'number_key', 'submission_id']).execute();
    if (engine === 'postgres') {
      // A search's trigram matches are checked again row by row: against text kept beside the
      // row, not each row's jsonb turned into text again (a count of 16,000 matches: 40 -> 20 ms).
      // In a table of its own, kept by a trigger when `data` changes, as SQLite's trigram table
      // is: marking 10,000 submissions solved then writes no trigram index entries (in
      // form_submissions, every non-HOT update gave each row's text new ones: over 10 s).
      await sql`create table form_submissions_search (
        submission_id integer primary key references form_submissions (id) on delete cascade,
        data_text text not null
      )`.execute(db);
      await sql`insert into form_submissions_search (submission_id, data_text) select id, lower(data::text) from form_submissions`.execute(db);
      await sql`create index form_submissions_search_trgm_idx on form_submissions_search using gin (data_text gin_trgm_ops)`.execute(db);
      await sql`create function form_submissions_search_keep() returns trigger language plpgsql as $$
        begin
          insert into form_submissions_search (submission_id, data_text) values (new.id, lower(new.data::text))
            on conflict (submission_id) do update set data_text = excluded.data_text;
          return null;
        end $$`.execute(db);
      await sql`create trigger form_submissions_search_insert after insert on form_submissions
        for each row execute function form_submissions_search_keep()`.execute(db);
      await sql`create trigger form_submissions_search_update after update of data on form_submissions
        for each row when (old.data is distinct from new.data) execute function form_submissions_search_keep()`.execute(db);
      await db.schema.dropIndex('form_submissions_data_trgm_idx').ifExists().execute();
    }

    const forms = await db.selectFrom('modules').select(['id', 'fields']).where('type', '=', 'form').execute();
    for (const form of forms) {
      const fields = parse(form.fields) as Field[] | null ?? [];
      if (!fields.some(isSorted)) continue;
      for (let afterId = 0; ;) {
        const submissions = await db.selectFrom('form_submissions').select(['id', 'data'])
          .where('module_id', '=', form.id).where('id', '>', afterId).orderBy('id').limit(BATCH).execute();
        const rows = submissions.flatMap((submission) => sortKeyRows(form.id, submission.id, fields, parse(submission.data) ?? {}));
        for (let start = 0; start < rows.length; start += 500) await db.insertInto('submission_sort_keys').values(rows.slice(start, start + 500)).execute();
        if (submissions.length < BATCH) break;
        afterId = submissions[submissions.length - 1].id;
      }
    }
  },

  async down(db: Kysely<any>, engine: Engine) {
    await db.schema.dropTable('submission_sort_keys').ifExists().execute();
    if (engine === 'postgres') {
      await sql`create index if not exists form_submissions_data_trgm_idx on form_submissions using gin (lower(data::text) gin_trgm_ops)`.execute(db);
      await sql`drop trigger if exists form_submissions_search_insert on form_submissions`.execute(db);
      await sql`drop trigger if exists form_submissions_search_update on form_submissions`.execute(db);
      await sql`drop function if exists form_submissions_search_keep()`.execute(db);
      await sql`drop table if exists form_submissions_search`.execute(db);
    }
  },
};

const BATCH = 1_000;
const parse = (value: unknown): any => (typeof value === 'string' ? JSON.parse(value) : value);

/** A module field as this release stored it (only what this migration reads). */
interface Field {
  key: string;
  type: string;
  table?: { sortable?: boolean };
}

// How the field types sorted at this release; the write path keeps the keys after.
const NUMBER_SORTED = ['number', 'switch'];
const TEXT_SORTED = ['text', 'textarea', 'email', 'url', 'selection', 'radio', 'date', 'time', 'multilang_text'];
/** Per-locale text sorts by the default locale's text. */
const LOCALIZED_TEXT_SORTED = ['multilang_text'];
const DEFAULT_LOCALE = 'en';
const TEXT_KEY_LIMIT = 200;
/** Below every number a field holds, as '' is below every text. */
const EMPTY_NUMBER_KEY = -Number.MAX_VALUE;

const isSorted = (field: Field) => field.table?.sortable === true && (NUMBER_SORTED.includes(field.type) || TEXT_SORTED.includes(field.type));

/** One row per sortable field of the submission, an empty value included, so a sorted inbox still shows every submission. */
function sortKeyRows(moduleId: number, submissionId: number, fields: readonly Field[], data: Record<string, unknown>) {
  return fields.filter(isSorted).map((field) => ({ module_id: moduleId, submission_id: submissionId, field: field.key, ...sortKey(field, data[field.key]) }));
}

function sortKey(field: Field, value: unknown): { text_key: string | null; number_key: number | null } {
  if (NUMBER_SORTED.includes(field.type)) {
    const number = typeof value === 'boolean' ? Number(value) : value;
    return { text_key: null, number_key: typeof number === 'number' && Number.isFinite(number) ? number : EMPTY_NUMBER_KEY };
  }
  const text = LOCALIZED_TEXT_SORTED.includes(field.type) && value && typeof value === 'object' ? (value as Record<string, unknown>)[DEFAULT_LOCALE] : value;
  return { text_key: typeof text === 'string' ? text.trim().toLowerCase().slice(0, TEXT_KEY_LIMIT) : '', number_key: null };
}
