import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DbHandle, Engine } from '@/server/db/connect';
import { migrateToLatest } from '@/server/db/migrate';
import type { EngineMigration } from '@/server/db/migrations/columns';
import { migrations } from '@/server/db/migrations';
import { EMPTY_NUMBER_KEY } from '@/server/entities/sort-keys';
import { freshDatabases, postgresAdminUrl } from '../helpers/databases';

async function tableNames(handle: DbHandle): Promise<string[]> {
  const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: false });
  return tables.map((table) => table.name).sort();
}

const createTable = (name: string): EngineMigration => ({
  up: async (db: Kysely<any>) => {
    await db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey()).execute();
    await db.insertInto(name).values({ id: 1 }).execute();
  },
  down: async (db: Kysely<any>) => db.schema.dropTable(name).execute(),
});

/** The real migrations named before `name` (`'<'`) or up to it (`'<='`). */
const migrationsUntil = (name: string, bound: '<' | '<=') =>
  Object.fromEntries(Object.entries(migrations).filter(([each]) => (bound === '<' ? each < name : each <= name)));

const failing: Record<string, EngineMigration> = {
  '0001_first': createTable('first_table'),
  '0002_second_fails': {
    up: async (db: Kysely<any>) => {
      await db.schema.createTable('second_table').addColumn('id', 'integer').execute();
      throw new Error('this step is broken');
    },
    down: async () => undefined,
  },
};

const engines: Engine[] = ['sqlite', 'postgres'];

describe.each(engines)('migrations on %s', (engine) => {
  const unavailable = engine === 'postgres' && !postgresAdminUrl();
  const open = freshDatabases(engine);

  it.skipIf(unavailable)('leave the database exactly as it was when a step fails', async () => {
    const db = await open();
    await expect(migrateToLatest(db, failing)).rejects.toThrow(/0002_second_fails.*this step is broken/);
    expect(await tableNames(db)).toEqual([]);
    const applied = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(db.db);
    expect(Number(applied.rows[0].n)).toBe(0);

    // The same database migrates cleanly afterwards.
    expect(await migrateToLatest(db, { '0001_first': failing['0001_first'] })).toEqual(['0001_first']);
    expect(await tableNames(db)).toEqual(['first_table']);
  });

  it.skipIf(unavailable)('fill the per-day request totals from the log rows already there', async () => {
    const db = await open();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0010_log_days'));
    await migrateToLatest(db, before);
    const row = (created_at: string, status_code: number, request_count = 1) =>
      ({ endpoint: '/old', method: 'GET', exec_time: 1, created_at, status_code, request_count });
    await db.db.insertInto('logs').values([
      row('2020-05-01T00:00:00.000Z', 200, 10), row('2020-05-01T23:59:59.999Z', 404), row('2020-05-01T12:00:00.000Z', 500, 2),
      row('2020-05-02T08:00:00.000Z', 200),
    ]).execute();
    await migrateToLatest(db);
    const days = await db.db.selectFrom('log_days').selectAll().orderBy('day').execute();
    expect(days.map((day) => ({ ...day, requests: Number(day.requests), client_errors: Number(day.client_errors), server_errors: Number(day.server_errors) }))).toEqual([
      { day: '2020-05-01', requests: 13, client_errors: 1, server_errors: 2 },
      { day: '2020-05-02', requests: 1, client_errors: 0, server_errors: 0 },
    ]);
  });

  it.skipIf(unavailable)('start every existing module at version 1', async () => {
    const db = await open();
    await migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0011_module_versions')));
    await db.db.insertInto('modules').values({
      key: 'old', name: db.json.write({ en: 'Old module' }), slug: 'old', type: 'content', fields: db.json.write([]), ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).execute();
    expect(await migrateToLatest(db)).toContain('0011_module_versions');
    const row = await db.db.selectFrom('modules').select(['key', 'version']).executeTakeFirstOrThrow();
    expect({ ...row, version: Number(row.version) }).toEqual({ key: 'old', version: 1 });
  });

  it.skipIf(unavailable)('start every existing content at version 1', async () => {
    const db = await open();
    await migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0012_content_versions')));
    const blog = await db.db.insertInto('modules').values({
      key: 'old', name: db.json.write({ en: 'Old module' }), slug: 'old', type: 'content', fields: db.json.write([]), ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    await db.db.insertInto('module_contents').values({
      module_id: blog.id, slug: 'old-post', title: db.json.write({ en: 'Old post' }), content: db.json.write({}), status: 'published', ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).execute();
    expect(await migrateToLatest(db)).toContain('0012_content_versions');
    const row = await db.db.selectFrom('module_contents').select(['slug', 'version']).executeTakeFirstOrThrow();
    expect({ ...row, version: Number(row.version) }).toEqual({ slug: 'old-post', version: 1 });
  });

  it.skipIf(unavailable)('give every existing content its slug in every locale and its search text', async () => {
    const db = await open();
    await migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0013_locale_slugs')));
    const fields = [{ key: 'tagline', label: { en: 'Tagline' }, type: 'multilang_text', required: false, table: { visible: true, sortable: false, searchable: true } }];
    const owner = await db.db.insertInto('modules').values({
      key: 'old', name: db.json.write({ en: 'Old module' }), slug: 'old', type: 'content', fields: db.json.write(fields), ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    const item = await db.db.insertInto('module_contents').values({
      module_id: owner.id, slug: 'old-post', title: db.json.write({ en: 'Old Post', sv: 'Gammalt inlägg' }), content: db.json.write({ tagline: { tr: 'Eski Yazı' } }),
      status: 'published', ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    expect(await migrateToLatest(db)).toContain('0013_locale_slugs');
    const slugs = await db.db.selectFrom('content_slugs').select(['locale', 'slug', 'content_id']).orderBy('locale').execute();
    expect(slugs).toEqual(['en', 'sv', 'tr'].map((locale) => ({ locale, slug: 'old-post', content_id: item.id })));
    const row = await db.db.selectFrom('module_contents').select(['search_text', 'slugs']).executeTakeFirstOrThrow();
    expect(row).toEqual({ search_text: 'old-post\nold post\ngammalt inlägg\neski yazı', slugs: null });
  });

  it.skipIf(unavailable)('give every existing content a sort key for each field its module sorts by', async () => {
    const db = await open();
    await migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0017_content_sort_keys')));
    const table = (sortable: boolean) => ({ visible: true, sortable, searchable: false });
    const fields = [
      { key: 'rank', label: { en: 'Rank' }, type: 'number', required: false, table: table(true) },
      { key: 'tagline', label: { en: 'Tagline' }, type: 'multilang_text', required: false, table: table(true) },
      { key: 'note', label: { en: 'Note' }, type: 'text', required: false, table: table(false) },
    ];
    const owner = await db.db.insertInto('modules').values({
      key: 'old', name: db.json.write({ en: 'Old module' }), slug: 'old', type: 'content', fields: db.json.write(fields), ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    const item = await db.db.insertInto('module_contents').values({
      module_id: owner.id, slug: 'old-post', title: db.json.write({ en: 'Old Post' }), content: db.json.write({ rank: 7, tagline: { en: 'Big News', sv: 'Nyheter' }, note: 'x' }),
      status: 'published', ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    expect(await migrateToLatest(db, migrationsUntil('0019_empty_number_sort_keys', '<='))).toEqual(['0017_content_sort_keys', '0018_media_path_index', '0019_empty_number_sort_keys']);
    const keys = await db.db.selectFrom('content_sort_keys').select(['content_id', 'field', 'text_key', 'number_key']).orderBy('field').execute();
    expect(keys.map((key) => ({ ...key, number_key: key.number_key === null ? null : Number(key.number_key) }))).toEqual([
      { content_id: item.id, field: 'rank', text_key: null, number_key: 7 },
      { content_id: item.id, field: 'tagline', text_key: 'big news', number_key: null },
    ]);
  });

  it.skipIf(unavailable)('give empty number sort keys the key below every number, and leave text keys alone', async () => {
    const db = await open();
    await migrateToLatest(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0019_empty_number_sort_keys')));
    const owner = await db.db.insertInto('modules').values({
      key: 'old', name: db.json.write({ en: 'Old module' }), slug: 'old', type: 'content', fields: db.json.write([]), ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    const item = await db.db.insertInto('module_contents').values({
      module_id: owner.id, slug: 'old-post', title: db.json.write({ en: 'Old Post' }), content: db.json.write({}), status: 'published', ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    const key = (field: string, text_key: string | null, number_key: number | null) => ({ content_id: item.id, module_id: owner.id, field, text_key, number_key });
    await db.db.insertInto('content_sort_keys').values([key('empty_rank', null, null), key('rank', null, 4), key('tagline', '', null)]).execute();
    expect(await migrateToLatest(db, migrationsUntil('0019_empty_number_sort_keys', '<='))).toEqual(['0019_empty_number_sort_keys']);
    const keys = await db.db.selectFrom('content_sort_keys').select(['field', 'text_key', 'number_key']).orderBy('field').execute();
    expect(keys.map((row) => ({ ...row, number_key: row.number_key === null ? null : Number(row.number_key) }))).toEqual([
      { field: 'empty_rank', text_key: null, number_key: EMPTY_NUMBER_KEY },
      { field: 'rank', text_key: null, number_key: 4 },
      { field: 'tagline', text_key: '', number_key: null },
    ]);
  });

  it.skipIf(unavailable)('keep every submission through the form inbox columns, each new one empty, and no retention on any form', async () => {
    const db = await open();
    await migrateToLatest(db, migrationsUntil('0020_form_inbox', '<'));
    const form = await db.db.insertInto('modules').values({
      key: 'old-form', name: db.json.write({ en: 'Old form' }), slug: 'old-form', type: 'form', fields: db.json.write([]), ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    await db.db.insertInto('form_submissions').values({
      module_id: form.id, data: db.json.write({ name: 'Åsa' }), status: 'solved', ip_address: null, user_id: null, updated_at: '2020-05-01T00:00:00.000Z',
    }).execute();
    expect(await migrateToLatest(db, migrationsUntil('0020_form_inbox', '<='))).toEqual(['0020_form_inbox']);
    const row = await db.db.selectFrom('form_submissions')
      .select(['status', 'solved_at', 'solved_by', 'note', 'spam_reason', 'mail_state', 'mail_error', 'fingerprint']).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'solved', solved_at: null, solved_by: null, note: null, spam_reason: null, mail_state: null, mail_error: null, fingerprint: null });
    expect(await db.db.selectFrom('modules').select('submission_retention_days').executeTakeFirstOrThrow()).toEqual({ submission_retention_days: null });
  });

  it.skipIf(unavailable)('give every existing form submission a sort key for each field its form sorts by', async () => {
    const db = await open();
    await migrateToLatest(db, migrationsUntil('0023_submission_sort_keys', '<'));
    const table = (sortable: boolean) => ({ visible: true, sortable, searchable: true });
    const fields = [
      { key: 'name', label: { en: 'Name' }, type: 'text', required: false, table: table(true) },
      { key: 'budget', label: { en: 'Budget' }, type: 'number', required: false, table: table(true) },
      { key: 'message', label: { en: 'Message' }, type: 'textarea', required: false, table: table(false) },
    ];
    const form = await db.db.insertInto('modules').values({
      key: 'old-form', name: db.json.write({ en: 'Old form' }), slug: 'old-form', type: 'form', fields: db.json.write(fields), ordering: 0, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    const submission = (data: Record<string, unknown>) => db.db.insertInto('form_submissions').values({
      module_id: form.id, data: db.json.write(data), status: 'pending', ip_address: null, user_id: null, updated_at: '2020-05-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    const full = await submission({ name: '  Åsa Öberg ', budget: 1200, message: 'x' });
    const empty = await submission({ message: 'y' });
    expect(await migrateToLatest(db, migrationsUntil('0023_submission_sort_keys', '<='))).toEqual(['0023_submission_sort_keys']);
    const keys = await db.db.selectFrom('submission_sort_keys').select(['submission_id', 'field', 'text_key', 'number_key']).orderBy('submission_id').orderBy('field').execute();
    expect(keys.map((key) => ({ ...key, number_key: key.number_key === null ? null : Number(key.number_key) }))).toEqual([
      { submission_id: full.id, field: 'budget', text_key: null, number_key: 1200 },
      { submission_id: full.id, field: 'name', text_key: 'åsa öberg', number_key: null },
      { submission_id: empty.id, field: 'budget', text_key: null, number_key: EMPTY_NUMBER_KEY },
      { submission_id: empty.id, field: 'name', text_key: '', number_key: null },
    ]);
  });

  it.skipIf(unavailable)('apply the real migrations once', async () => {
    const db = await open();
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await tableNames(db)).toContain('logs');
  });
});
