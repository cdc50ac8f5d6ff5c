import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { usagesIn, usedBy } from '@/server/entities/media-usages';
import type { DashboardContentRecord, UploadedFile } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import { freshDatabases, postgresAdminUrl, testEngine } from '../../helpers/databases';
import { asPerson, freshAddress } from '../../helpers/forms';
import { openAsAdmin } from '../../helpers/signed-in';
import type { TestContext } from '../../helpers/test-context';
import { keyOf } from '../../helpers/stored-uploads';

let t: TestContext;
let adminToken: string;
let png: Uint8Array;
beforeAll(async () => {
  ({ t, adminToken } = await openAsAdmin());
  png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } }).png().toBuffer());
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const image = { accept: [], max_size: 20_000, max_files: 1 };
const FIELDS: ModuleField[] = [
  { key: 'cover', label: { en: 'Cover' }, type: 'image', required: false, upload: image },
  { key: 'body', label: { en: 'Body' }, type: 'multilang_editor', required: false },
  { key: 'gallery', label: { en: 'Gallery' }, type: 'group', required: false, fields: [{ key: 'picture', label: { en: 'Picture' }, type: 'image', required: false, upload: image }] },
];

async function newModule(): Promise<DashboardModule> {
  const key = `use-${unique()}`;
  const { res, body } = await t.callJson<DashboardModule>('/api/dashboard/modules', {
    token: adminToken, json: { key, type: 'content', name: { en: `Module ${key}`, sv: `Modul ${key}` }, slug: key, fields: FIELDS },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

async function uploaded(moduleKey: string, field = 'cover'): Promise<string> {
  const form = new FormData();
  form.append('field', field);
  // Bytes of its own each time: the library would answer an identical file with the one it has.
  form.append('file', new File([png as BlobPart, randomBytes(16)], 'picture.png', { type: 'image/png' }));
  const { res, body } = await t.callJson<UploadedFile>(`/api/dashboard/modules/${moduleKey}/uploads`, { method: 'POST', body: form, token: adminToken });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!.url;
}

const contents = (moduleKey: string, suffix = '') => `/api/dashboard/modules/${moduleKey}/contents${suffix}`;

async function newContent(mod: DashboardModule, content: Record<string, unknown>, headerImage: string | null = null): Promise<DashboardContentRecord> {
  const slug = `item-${unique()}`;
  const { res, body } = await t.callJson<DashboardContentRecord>(contents(mod.key), {
    token: adminToken, json: { title: { en: `Item ${slug}`, sv: `Sak ${slug}` }, slug, header: null, header_image: headerImage, status: 'published', content },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

async function save(mod: DashboardModule, item: DashboardContentRecord, content: Record<string, unknown>): Promise<DashboardContentRecord> {
  const { files: _files, ...rest } = item;
  const { res, body } = await t.callJson<DashboardContentRecord>(contents(mod.key, `/${item.id}`), { method: 'PUT', token: adminToken, json: { ...rest, content } });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data!;
}

/** The index's rows of one owner kind and id, as `key place` lines. */
async function usagesOf(kind: string, id: number | string): Promise<string[]> {
  const rows = await t.ctx.handle.db.selectFrom('media_usages').select(['media_key', 'place'])
    .where('owner_kind', '=', kind as never).where('owner_id', '=', String(id)).execute();
  return rows.map((row) => `${row.media_key} ${row.place}`).sort();
}

const revisionIds = async (contentId: number) =>
  (await t.ctx.handle.db.selectFrom('content_revisions').select('id').where('content_id', '=', contentId).orderBy('id').execute()).map((row) => row.id);

describe('the usage index', () => {
  it('finds every upload a value names with its place: fields, group rows, a locale\'s rich text', () => {
    const [a, b] = ['a'.repeat(32) + '.png', 'b'.repeat(32) + '.jpg'];
    expect(usagesIn({
      header_image: `/api/uploads/${a}`,
      content: { gallery: [{ picture: `/api/uploads/${b}` }], body: { sv: `<p><img src="/api/uploads/${a}"> <a href="/api/uploads/${a}">x</a></p>` } },
    })).toEqual([
      { key: a, place: 'header_image' }, { key: b, place: 'content.gallery.0.picture' }, { key: a, place: 'content.body.sv' },
    ]);
    expect(usagesIn({ text: `/api/uploads/${'g'.repeat(32)}.png`, other: 'https://elsewhere.example/api/uploads/nothing.png' })).toEqual([]);
  });

  it('follows a content through create, save, its revisions and delete', async () => {
    const mod = await newModule();
    const [header, cover, inline, row] = [await uploaded(mod.key, 'header_image'), await uploaded(mod.key), await uploaded(mod.key), await uploaded(mod.key, 'gallery.picture')];
    let item = await newContent(mod, { cover, body: { sv: `<p><img src="${inline}"></p>` }, gallery: [{ picture: row }] }, header);
    expect(await usagesOf('content', item.id)).toEqual([
      `${keyOf(cover)} content.cover`, `${keyOf(inline)} content.body.sv`, `${keyOf(row)} content.gallery.0.picture`, `${keyOf(header)} header_image`,
    ].sort());
    const [first] = await revisionIds(item.id);
    expect(await usagesOf('revision', first)).toEqual(await usagesOf('content', item.id));

    item = await save(mod, item, { body: { sv: '<p>no picture</p>' } });
    expect(await usagesOf('content', item.id)).toEqual([`${keyOf(header)} header_image`]);
    // The first revision still names them: the files stay.
    expect(await usagesOf('revision', first)).toHaveLength(4);
    expect(await t.ctx.services.dashboard.uploads.referenced(t.ctx.handle.db, keyOf(cover))).toBe(true);

    const deleted = await t.callJson(contents(mod.key, `/${item.id}`), { method: 'DELETE', token: adminToken });
    expect(deleted.res.status).toBe(200);
    const left = await t.ctx.handle.db.selectFrom('media_usages').select('media_key').where('content_id', '=', item.id).execute();
    expect(left).toEqual([]);
    // Nothing names them now: released with the content (rows and files).
    const media = await t.ctx.handle.db.selectFrom('media').select('path').where('path', 'in', [header, cover, inline, row].map(keyOf)).execute();
    expect(media).toEqual([]);
  });

  it('drops the usages of revisions pruned beyond the kept ones, and of a bulk delete', async () => {
    const mod = await newModule();
    const cover = await uploaded(mod.key);
    let item = await newContent(mod, { cover });
    for (let save_ = 0; save_ < 20; save_++) item = await save(mod, item, { body: { en: `v${save_}` } });
    // The 21st revision pushed the only one naming the cover out: the cover goes.
    expect(await t.ctx.handle.db.selectFrom('media_usages').select('owner_kind').where('media_key', '=', keyOf(cover)).execute()).toEqual([]);
    const other = await uploaded(mod.key);
    const second = await newContent(mod, { cover: other });
    const bulk = await t.callJson(contents(mod.key, '/bulk'), { token: adminToken, json: { ids: [item.id, second.id], action: 'delete' } });
    expect(bulk.res.status).toBe(200);
    expect(await t.ctx.handle.db.selectFrom('media_usages').select('owner_kind').where('content_id', 'in', [item.id, second.id]).execute()).toEqual([]);
  });

  it('drops every usage of a deleted module', async () => {
    const mod = await newModule();
    const cover = await uploaded(mod.key);
    await newContent(mod, { cover });
    const deleted = await t.callJson(`/api/dashboard/modules/${mod.key}`, { method: 'DELETE', token: adminToken });
    expect(deleted.res.status).toBe(200);
    expect(await t.ctx.handle.db.selectFrom('media_usages').select('owner_kind').where('module_id', '=', mod.id).execute()).toEqual([]);
  });

  it('keeps a form submission\'s usages from intake to delete', async () => {
    const mod = await newModule();
    const file = await uploaded(mod.key);
    const sent = await t.callJson<{ id: number }>('/api/forms/contact', {
      json: await asPerson(t, { fullname: 'Ada', email: 'ada@example.com', message: `Please look at ${file}` }), ip: freshAddress('10.77'),
    });
    expect(sent.res.status, JSON.stringify(sent.body)).toBe(201);
    const id = sent.body.data!.id;
    expect(await usagesOf('submission', id)).toEqual([`${keyOf(file)} message`]);
    const deleted = await t.callJson(`/api/dashboard/modules/contact/submissions/${id}`, { method: 'DELETE', token: adminToken });
    expect(deleted.res.status).toBe(200);
    expect(await usagesOf('submission', id)).toEqual([]);
  });

  it('keeps the settings\' usages with each save; secrets are not read', async () => {
    const mod = await newModule();
    const file = await uploaded(mod.key);
    const put = (json: unknown) => t.callJson('/api/dashboard/settings', { method: 'PUT', token: adminToken, json });
    expect((await put({ contact_message: { sv: `<img src="${file}">` }, smtp_password: `x ${file}` })).res.status).toBe(200);
    expect(await usagesOf('settings', 'contact_message')).toEqual([`${keyOf(file)} contact_message.sv`]);
    expect(await usagesOf('settings', 'smtp_password')).toEqual([]);
    expect((await put({ contact_message: { sv: 'Hej' } })).res.status).toBe(200);
    expect(await usagesOf('settings', 'contact_message')).toEqual([]);
  });

  it('answers "used by": each owner with its places, title in the caller\'s language and edit page', async () => {
    const mod = await newModule();
    const cover = await uploaded(mod.key);
    const item = await newContent(mod, { cover, body: { sv: `<img src="${cover}">` } });
    const [revision] = await revisionIds(item.id);
    const answer = await usedBy(t.ctx.handle, keyOf(cover), 'sv');
    expect(answer.total).toBe(2);
    expect(answer.items).toEqual([
      {
        kind: 'content', id: item.id, title: item.title.sv, module: mod.key, content_id: item.id, version: null,
        places: ['content.body.sv', 'content.cover'], href: { pathname: '/dashboard/[moduleKey]/[contentId]', params: { moduleKey: mod.key, contentId: String(item.id) } },
      },
      {
        kind: 'revision', id: revision, title: item.title.sv, module: mod.key, content_id: item.id, version: 1,
        places: ['content.body.sv', 'content.cover'], href: { pathname: '/dashboard/[moduleKey]/[contentId]', params: { moduleKey: mod.key, contentId: String(item.id) } },
      },
    ]);
    expect(await usedBy(t.ctx.handle, 'f'.repeat(32) + '.png', 'en')).toEqual({ total: 0, items: [] });
  });

  it('lets the pruner keep what something uses and remove what nothing does', async () => {
    const mod = await newModule();
    const [used, unused] = [await uploaded(mod.key), await uploaded(mod.key)];
    const put = await t.callJson('/api/dashboard/settings', { method: 'PUT', token: adminToken, json: { contact_message: { en: `<img src="${used}">` } } });
    expect(put.res.status).toBe(200);
    const yesterday = new Date(Date.now() - 25 * 3600_000).toISOString();
    await sql`update media set created_at = ${yesterday} where path in (${sql.join([keyOf(used), keyOf(unused)])})`.execute(t.ctx.handle.db);
    await t.ctx.services.uploadPruner.pruneNow();
    const left = await t.ctx.handle.db.selectFrom('media').select('path').where('path', 'in', [keyOf(used), keyOf(unused)]).execute();
    expect(left.map((row) => row.path)).toEqual([keyOf(used)]);
  });
});

describe('migration 0025', () => {
  const engine = testEngine();
  const open = freshDatabases(engine);

  it.skipIf(engine === 'postgres' && !postgresAdminUrl())('fills the index from the contents, revisions, submissions, settings and menus already there', async () => {
    const handle = await open();
    const { db, json } = handle;
    await migrateToLatest(handle, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0025_media_usages')));
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((letter) => `${letter.repeat(32)}.png`);
    const url = (key: string) => `/api/uploads/${key}`;
    const now = new Date().toISOString();
    const { id: moduleId } = await db.insertInto('modules').values({
      key: 'old', name: json.write({ en: 'Old' }), slug: 'old', type: 'content', fields: json.write([]), ordering: 0, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const { id: contentId } = await db.insertInto('module_contents').values({
      module_id: moduleId, slug: 'x', title: json.write({ en: 'X' }), header: null, header_image: url(a), content: json.write({ body: { en: `<img src="${url(b)}">` } }),
      status: 'published', ordering: 0, updated_by: null, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('module_contents').values({
      module_id: moduleId, slug: 'y', title: json.write({ en: 'Y' }), header: null, header_image: null, content: json.write({ body: 'nothing' }),
      status: 'published', ordering: 1, updated_by: null, updated_at: now,
    }).execute();
    const { id: revisionId } = await db.insertInto('content_revisions').values({
      content_id: contentId, module_id: moduleId, version: 1, snapshot: json.write({ header_image: null, content: { cover: url(c) } }), created_by: null,
    }).returning('id').executeTakeFirstOrThrow();
    const { id: submissionId } = await db.insertInto('form_submissions').values({
      module_id: moduleId, data: json.write({ files: [url(d)] }), status: 'pending', ip_address: null, user_id: null, updated_at: now,
    } as never).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('settings').values({ key: 'contact_message', value: json.write({ tr: url(a) }), updated_at: now }).execute();
    const { id: menuId } = await db.insertInto('menus').values({
      key: 'm', name: 'M', areas: json.write([]), items: json.write([{ label: { en: 'Logo' }, icon: url(b) }]), updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();

    expect(await migrateToLatest(handle)).toContain('0025_media_usages');
    const rows = await db.selectFrom('media_usages').selectAll().orderBy('owner_kind').orderBy('place').execute();
    expect(rows.map((row) => ({ ...row, module_id: row.module_id === null ? null : Number(row.module_id), content_id: row.content_id === null ? null : Number(row.content_id) }))).toEqual([
      { media_key: b, owner_kind: 'content', owner_id: String(contentId), module_id: moduleId, content_id: contentId, place: 'content.body.en' },
      { media_key: a, owner_kind: 'content', owner_id: String(contentId), module_id: moduleId, content_id: contentId, place: 'header_image' },
      { media_key: b, owner_kind: 'menu', owner_id: String(menuId), module_id: null, content_id: null, place: '0.icon' },
      { media_key: c, owner_kind: 'revision', owner_id: String(revisionId), module_id: moduleId, content_id: contentId, place: 'content.cover' },
      { media_key: a, owner_kind: 'settings', owner_id: 'contact_message', module_id: null, content_id: null, place: 'contact_message.tr' },
      { media_key: d, owner_kind: 'submission', owner_id: String(submissionId), module_id: moduleId, content_id: null, place: 'files.0' },
    ]);
  });
});

describe('"used by" at 50,000 contents', () => {
  it('reads the index, not the contents (measured, not asserted)', async () => {
    const mod = await newModule();
    const { db, json } = t.ctx.handle;
    const keys = Array.from({ length: 10_000 }, (_, index) => `${index.toString(16).padStart(32, '0')}.png`);
    const now = new Date().toISOString();
    for (let start = 0; start < 50_000; start += 500) {
      const rows = Array.from({ length: 500 }, (_, offset) => {
        const n = start + offset;
        return {
          module_id: mod.id, slug: `bulk-${n}`, title: json.write({ en: `Item ${n}` }), header: null, header_image: null,
          content: json.write({ cover: `/api/uploads/${keys[n % keys.length]}` }), status: 'published' as const, ordering: n, updated_by: null, updated_at: now,
        };
      });
      const stored = await db.insertInto('module_contents').values(rows).returning(['id', 'ordering']).execute();
      await db.insertInto('media_usages').values(stored.map((row) => ({
        media_key: keys[Number(row.ordering) % keys.length], owner_kind: 'content' as const, owner_id: String(row.id), module_id: mod.id, content_id: row.id, place: 'content.cover',
      }))).execute();
    }
    // As autovacuum would soon after such a load.
    if (t.engine === 'postgres') await sql`analyze media_usages`.execute(db);
    const timings: number[] = [];
    for (let run = 0; run < 21; run++) {
      const started = performance.now();
      const answer = await usedBy(t.ctx.handle, keys[run * 97], 'en');
      timings.push(performance.now() - started);
      expect(answer.total).toBe(5);
    }
    const isUsedTimings: number[] = [];
    for (let run = 0; run < 21; run++) {
      const started = performance.now();
      expect(await t.ctx.services.dashboard.uploads.referenced(db, keys[run * 13])).toBe(true);
      isUsedTimings.push(performance.now() - started);
    }
    const roundTrips: number[] = [];
    for (let run = 0; run < 21; run++) {
      const started = performance.now();
      await sql`select 1`.execute(db);
      roundTrips.push(performance.now() - started);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(2);
    console.log(`[media-usages] ${t.engine}, 50,000 contents naming 10,000 files: used by ${median(timings)} ms median (max ${Math.max(...timings).toFixed(2)}), is used ${median(isUsedTimings)} ms median; a bare select 1 ${median(roundTrips)} ms`);
  }, 300_000);
});
