import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import type { UploadedFile } from '@/shared/api/contents';
import type { MediaItem, MediaList } from '@/shared/api/media';
import { withRandomTail } from '../../helpers/distinct-bytes';
import { openAsAdmin } from '../../helpers/signed-in';
import type { TestContext } from '../../helpers/test-context';
import { keyOf, storedFiles } from '../../helpers/stored-uploads';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  ({ t, adminToken } = await openAsAdmin());
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

/** Files by their first bytes (what the server judges), each with random bytes after them so no two are the same file. */
const HEADS = {
  // A whole 3×2 PNG (file-type walks its chunks), whatever follows its end.
  png: Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208020000001216f14d0000000970485973000003e8000003e801b57b526b0000000e4944415408996368800106380b005a14090145523dd10000000049454e44ae426082', 'hex'),
  pdf: Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  flac: Buffer.from('fLaC'),
  mp4: Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex'),
  zip: Buffer.from('504b0304140000000800', 'hex'),
};
const bytesOf = (kind: keyof typeof HEADS, extra = 32) => withRandomTail(HEADS[kind], extra);

type Part = { bytes: Uint8Array; name: string };
function uploadForm(parts: Part[]) {
  const form = new FormData();
  for (const { bytes, name } of parts) form.append('file', new File([bytes as BlobPart], name, { type: 'image/png' }));
  return form;
}
const upload = (parts: Part[], { query = '', token = adminToken, language = 'en' } = {}) =>
  t.callJson<{ files: { duplicate: boolean; item: MediaItem }[] }>(`/api/dashboard/media${query}`, {
    method: 'POST', body: uploadForm(parts), token, headers: { 'x-language': language },
  });
async function stored(kind: keyof typeof HEADS = 'png', name = `${unique()}.${kind}`): Promise<MediaItem> {
  const { res, body } = await upload([{ bytes: bytesOf(kind), name }]);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!.files[0].item;
}
const list = (query: string) => t.callJson<MediaList>(`/api/dashboard/media?${query}`, { token: adminToken });
const patch = (id: number, json: unknown, language = 'en') =>
  t.callJson<MediaItem>(`/api/dashboard/media/${id}`, { method: 'PATCH', json, token: adminToken, headers: { 'x-language': language } });
const rowCount = async () => Number((await t.ctx.handle.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const auditOf = (action: string, id: number) => t.ctx.handle.db.selectFrom('audit_log').select(['entity', 'action'])
  .where('entity', '=', 'media').where('action', '=', action).where('record_id', '=', String(id)).executeTakeFirst();

async function contentModule(uploadConfig: unknown = null): Promise<string> {
  const key = `media-${unique()}`;
  const { res, body } = await t.callJson('/api/dashboard/modules', {
    token: adminToken,
    json: { key, type: 'content', name: { en: `Module ${key}` }, slug: key, upload_config: uploadConfig, fields: [{ key: 'cover', label: { en: 'Cover' }, type: 'image', required: false }] },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return key;
}

describe('POST /api/dashboard/media', () => {
  it('stores each file judged by its bytes, with its kind, dimensions and SHA-256, and writes its audit row', async () => {
    const bytes = bytesOf('png');
    const { res, body } = await upload([{ bytes, name: 'Solnedgång.png' }, { bytes: bytesOf('pdf'), name: 'report.pdf' }]);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.message).toBe(en.api.media_created);
    const [image, document] = body.data!.files;
    expect(image).toMatchObject({
      duplicate: false,
      item: {
        file_name: 'Solnedgång.png', mime_type: 'image/png', kind: 'image', size: bytes.length, width: 3, height: 2, module: null, status: 'ready',
        sha256: createHash('sha256').update(bytes).digest('hex'), alt: {}, caption: {}, focal: null,
        // Never wider than the source: one WebP of its own 3 px.
        variants: [expect.objectContaining({ width: 3, height: 2, mime: 'image/webp' })], placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      },
    });
    expect(document.item).toMatchObject({ file_name: 'report.pdf', mime_type: 'application/pdf', kind: 'document', width: null });
    expect(storedFiles(t)).toEqual(expect.arrayContaining([keyOf(image.item.url), keyOf(document.item.url)]));
    expect(await auditOf('create', image.item.id)).toEqual({ entity: 'media', action: 'create' });
  });

  it('answers the item the library already holds for the same bytes (200, duplicate) and keeps no second copy', async () => {
    const bytes = bytesOf('png');
    const first = (await upload([{ bytes, name: 'first.png' }])).body.data!.files[0].item;
    const [files, rows] = [storedFiles(t), await rowCount()];
    const { res, body } = await upload([{ bytes, name: 'again.png' }], { language: 'sv' });
    expect(res.status).toBe(200);
    expect(body.message).toBe(sv.api.media_already_stored);
    expect(body.data!.files).toEqual([{ duplicate: true, item: first }]);
    expect(storedFiles(t)).toEqual(files);
    expect(await rowCount()).toBe(rows);

    // A content field's upload of the same bytes is the library's file too.
    const key = await contentModule();
    const form = new FormData();
    form.append('field', 'cover');
    form.append('file', new File([bytes], 'cover.png'));
    const field = await t.callJson<UploadedFile>(`/api/dashboard/modules/${key}/uploads`, { method: 'POST', body: form, token: adminToken });
    expect(field.body.data).toMatchObject({ id: first.id, url: first.url });
    expect(storedFiles(t)).toEqual(files);
  });

  it('refuses a file whose bytes are not a type it takes, whatever its name, and keeps none of the form', async () => {
    const [files, rows] = [storedFiles(t), await rowCount()];
    const { res, body } = await upload([{ bytes: bytesOf('png'), name: 'fine.png' }, { bytes: bytesOf('zip'), name: 'photo.png' }], { language: 'tr' });
    expect(res.status).toBe(422);
    expect(body.data).toEqual({ _errors: [], file: { _errors: [tr.validation.invalid_file_type] } });
    expect(storedFiles(t)).toEqual(files);
    expect(await rowCount()).toBe(rows);

    // A module's upload_config narrows the types: a PDF named .png is not an image.
    const key = await contentModule({ max_files: 5, max_size_mb: 1, mime_types: ['image/*'] });
    const refused = await upload([{ bytes: bytesOf('pdf'), name: 'photo.png' }], { query: `?module=${key}` });
    expect(refused.res.status).toBe(422);
    expect(refused.body.data).toEqual({ _errors: [], file: { _errors: [en.validation.invalid_file_type] } });
  });

  it('refuses one file more than the module (or the library) allows with "Too many files", keeping none', async () => {
    const key = await contentModule({ max_files: 2, max_size_mb: 1, mime_types: ['image/*'] });
    const [files, rows] = [storedFiles(t), await rowCount()];
    const three = [1, 2, 3].map((n) => ({ bytes: bytesOf('png'), name: `${n}.png` }));
    for (const [language, messages] of [['en', en], ['sv', sv], ['tr', tr]] as const) {
      const { res, body } = await upload(three, { query: `?module=${key}`, language });
      expect(res.status).toBe(422);
      expect(body.data).toEqual({ _errors: [], file: { _errors: [messages.validation.too_many_files] } });
    }
    expect(storedFiles(t)).toEqual(files);
    expect(await rowCount()).toBe(rows);

    const two = await upload(three.slice(0, 2), { query: `?module=${key}` });
    expect(two.res.status).toBe(201);
    expect(two.body.data!.files.map((file) => file.item.module)).toEqual([key, key]);
  });

  it('takes the library\'s own limits from the settings', async () => {
    await t.ctx.services.settings.update({ media_max_files: 1, media_max_size_mb: 0.001 });
    try {
      const two = await upload([{ bytes: bytesOf('png'), name: '1.png' }, { bytes: bytesOf('png'), name: '2.png' }]);
      expect(two.body.data).toEqual({ _errors: [], file: { _errors: [en.validation.too_many_files] } });
      const big = await upload([{ bytes: bytesOf('png', 2000), name: 'big.png' }]);
      expect(big.body.data).toEqual({ _errors: [], file: { _errors: [en.validation.file_too_large] } });
    } finally {
      await t.ctx.services.settings.update({ media_max_files: 20, media_max_size_mb: 10 });
    }
    expect((await upload([{ bytes: bytesOf('png', 2000), name: 'big.png' }])).res.status).toBe(201);
  });

  it('refuses a file over the module\'s size, an unknown module and a form without files', async () => {
    const key = await contentModule({ max_files: 2, max_size_mb: 0.001, mime_types: [] });
    expect((await upload([{ bytes: bytesOf('png', 2000), name: 'big.png' }], { query: `?module=${key}` })).body.data).toEqual({ _errors: [], file: { _errors: [en.validation.file_too_large] } });
    expect((await upload([{ bytes: bytesOf('png'), name: 'a.png' }], { query: '?module=no-such-module' })).res.status).toBe(422);
    const empty = await t.callJson('/api/dashboard/media', { method: 'POST', body: new FormData(), token: adminToken });
    expect([400, 422]).toContain(empty.res.status);
  });
});

describe('GET /api/dashboard/media', () => {
  it('filters by kind, module and upload time, searches name and alt text in any locale, sorts and pages', async () => {
    const tag = unique();
    const key = await contentModule();
    const image = await stored('png', `${tag}-b-image.png`);
    const audio = await stored('flac', `${tag}-c-song.flac`);
    const video = await stored('mp4', `${tag}-a-clip.mp4`);
    const inModule = (await upload([{ bytes: bytesOf('png'), name: `${tag}-d.png` }], { query: `?module=${key}` })).body.data!.files[0].item;
    expect([image.kind, audio.kind, video.kind]).toEqual(['image', 'audio', 'video']);

    const names = async (query: string) => {
      const { res, body } = await list(query);
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body.data!.items.map((item) => item.file_name);
    };
    expect(await names(`search=${tag}&sort=file_name&order=asc`)).toEqual([`${tag}-a-clip.mp4`, `${tag}-b-image.png`, `${tag}-c-song.flac`, `${tag}-d.png`]);
    expect(await names(`search=${tag}&kind=image&sort=file_name&order=asc`)).toEqual([`${tag}-b-image.png`, `${tag}-d.png`]);
    expect(await names(`search=${tag}&kind=audio`)).toEqual([`${tag}-c-song.flac`]);
    expect(await names(`module=${key}`)).toEqual([inModule.file_name]);
    expect(await names(`search=${tag}&sort=size&order=desc&per_page=1&page=2`)).toHaveLength(1);
    const paged = await list(`search=${tag}&sort=file_name&order=asc&per_page=3&page=2`);
    expect(paged.body.data).toMatchObject({ total: 4, page: 2, per_page: 3, items: [{ file_name: `${tag}-d.png` }] });

    await sql`update media set created_at = ${'2020-01-15T00:00:00.000Z'} where id = ${video.id}`.execute(t.ctx.handle.db);
    expect(await names(`search=${tag}&from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z`)).toEqual([`${tag}-a-clip.mp4`]);
    expect(await names(`search=${tag}&from=2020-02-01T00:00:00Z&sort=file_name&order=asc`)).toEqual([`${tag}-b-image.png`, `${tag}-c-song.flac`, `${tag}-d.png`]);

    // Alt text of any locale is searched, case-insensitively; short searches scan.
    await patch(image.id, { alt: { sv: `Solnedgång över FJÄRDEN ${tag}x` } });
    expect(await names(`search=${encodeURIComponent(`fjärden ${tag}X`)}`)).toEqual([image.file_name]);
    expect(await names(`search=${encodeURIComponent('%')}&kind=video&module=${key}`)).toEqual([]);
  });

  it('refuses an unknown kind or sort and a date that is not one (422)', async () => {
    for (const query of ['kind=spreadsheet', 'sort=path', 'from=yesterday']) expect((await list(query)).res.status, query).toBe(422);
  });

  it('answers one item, or 404', async () => {
    const item = await stored();
    expect((await t.callJson<MediaItem>(`/api/dashboard/media/${item.id}`, { token: adminToken })).body.data).toEqual({ ...item, used_by: { total: 0, items: [] } });
    const missing = await t.callJson('/api/dashboard/media/999999', { token: adminToken, headers: { 'x-language': 'sv' } });
    expect(missing.res.status).toBe(404);
    expect(missing.body.message).toBe(sv.api.media_not_found);
  });
});

describe('PATCH /api/dashboard/media/{id}', () => {
  it('renames and sets the alt text and caption per locale and the focal point, with its audit row', async () => {
    const item = await stored();
    const { res, body } = await patch(item.id, {
      file_name: 'Kväll vid havet.png', alt: { en: 'Evening by the sea', sv: 'Kväll vid havet', tr: 'Deniz kenarında akşam' }, caption: { tr: 'Altyazı' }, focal: { x: 0.25, y: 1 },
    });
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe(en.api.media_updated);
    expect(body.data).toMatchObject({
      file_name: 'Kväll vid havet.png', alt: { en: 'Evening by the sea', sv: 'Kväll vid havet', tr: 'Deniz kenarında akşam' }, caption: { tr: 'Altyazı' }, focal: { x: 0.25, y: 1 },
    });
    // The alt text replaces every locale's; an empty one removes it; the rest stays.
    const second = await patch(item.id, { alt: { en: 'Evening', sv: '' } });
    expect(second.body.data).toMatchObject({ file_name: 'Kväll vid havet.png', alt: { en: 'Evening' }, caption: { tr: 'Altyazı' }, focal: { x: 0.25, y: 1 } });
    expect((await patch(item.id, { focal: null })).body.data!.focal).toBeNull();
    expect(await auditOf('update', item.id)).toEqual({ entity: 'media', action: 'update' });
  });

  it('renames by the upload\'s name rule: no bidi overrides, and the type\'s extension kept', async () => {
    const item = await stored();
    expect((await patch(item.id, { file_name: '\u202Egnp.exe' })).body.data).toMatchObject({ file_name: 'gnp.exe.png' });
    expect((await patch(item.id, { file_name: 'notes.html' })).body.data).toMatchObject({ file_name: 'notes.html.png' });
  });

  it('refuses bad values with 422 per field, translated, and changes nothing', async () => {
    const item = await stored();
    const { res, body } = await patch(item.id, { file_name: '../etc/passwd', alt: { de: 'Hallo' }, focal: { x: 2, y: -1 } }, 'tr');
    expect(res.status).toBe(422);
    expect(Object.keys(body.data as object).sort()).toEqual(['_errors', 'alt', 'file_name', 'focal']);
    expect((await patch(item.id, { file_name: 'a\u0000b.png' })).res.status).toBe(422);
    expect((await patch(item.id, {})).res.status).toBe(422);
    expect((await patch(item.id, { unknown: 1 })).res.status).toBe(422);
    expect((await t.callJson<MediaItem>(`/api/dashboard/media/${item.id}`, { token: adminToken })).body.data).toEqual({ ...item, used_by: { total: 0, items: [] } });
    expect((await patch(999999, { alt: { en: 'x' } })).res.status).toBe(404);
  });
});

describe('deleting media', () => {
  const usedBy = async (url: string) => {
    const key = await contentModule();
    const { res } = await t.callJson(`/api/dashboard/modules/${key}/contents`, { token: adminToken, json: { title: { en: 'Item' }, slug: `item-${unique()}`, content: { cover: url } } });
    expect(res.status).toBe(201);
  };

  it('deletes the row, its audit row says so, and the file goes after the commit', async () => {
    const item = await stored();
    const { res, body } = await t.callJson(`/api/dashboard/media/${item.id}`, { method: 'DELETE', token: adminToken });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ message: en.api.media_deleted, data: { deleted: 1 } });
    expect((await t.callJson(`/api/dashboard/media/${item.id}`, { token: adminToken })).res.status).toBe(404);
    await vi.waitFor(() => expect(storedFiles(t)).not.toContain(keyOf(item.url)));
    expect(await auditOf('delete', item.id)).toEqual({ entity: 'media', action: 'delete' });
  });

  it('refuses a file content still refers to (409), alone or in a bulk delete, which then deletes none', async () => {
    const [used, unused] = [await stored(), await stored()];
    await usedBy(used.url);
    const alone = await t.callJson(`/api/dashboard/media/${used.id}`, { method: 'DELETE', token: adminToken, headers: { 'x-language': 'sv' } });
    expect(alone.res.status).toBe(409);
    expect(alone.body.message).toBe(sv.api.media_in_use);
    const bulk = await t.callJson('/api/dashboard/media/bulk-delete', { json: { ids: [unused.id, used.id] }, token: adminToken });
    expect(bulk.res.status).toBe(409);
    // Each refusal names the places, titled in the caller's language, as GET does.
    const places = { total: 2, items: [expect.objectContaining({ kind: 'content', title: 'Item' }), expect.objectContaining({ kind: 'revision', title: 'Item', version: 1 })] };
    expect(alone.body.data).toEqual({ used_by: [{ id: used.id, used_by: places }] });
    expect(bulk.body.data).toEqual({ used_by: [{ id: used.id, used_by: places }] });
    expect((await t.callJson(`/api/dashboard/media/${used.id}`, { token: adminToken })).body.data).toMatchObject({ id: used.id, used_by: places });
    for (const item of [used, unused]) expect((await t.callJson(`/api/dashboard/media/${item.id}`, { token: adminToken })).res.status).toBe(200);
    expect(storedFiles(t)).toEqual(expect.arrayContaining([keyOf(used.url), keyOf(unused.url)]));
  });

  it('lists the files something uses, or those nothing uses (from the usage index)', async () => {
    const [used, unused] = [await stored(), await stored()];
    await usedBy(used.url);
    const ids = async (filter: string) => (await list(`used=${filter}&per_page=100`)).body.data!.items.map((item) => item.id);
    const [usedIds, unusedIds] = [await ids('used'), await ids('unused')];
    expect(usedIds).toContain(used.id);
    expect(usedIds).not.toContain(unused.id);
    expect(unusedIds).toContain(unused.id);
    expect(unusedIds).not.toContain(used.id);
    expect((await list('used=maybe')).res.status).toBe(422);
  });

  it('bulk deletes all or none: one missing id and nothing goes; else every row and file', async () => {
    const items = [await stored(), await stored('pdf'), await stored('flac')];
    const ids = items.map((item) => item.id);
    expect((await t.callJson('/api/dashboard/media/bulk-delete', { json: { ids: [...ids, 999999] }, token: adminToken })).res.status).toBe(404);
    expect((await list(`per_page=100`)).body.data!.items.map((item) => item.id)).toEqual(expect.arrayContaining(ids));
    expect((await t.callJson('/api/dashboard/media/bulk-delete', { json: { ids: [] }, token: adminToken })).res.status).toBe(422);

    const { res, body } = await t.callJson('/api/dashboard/media/bulk-delete', { json: { ids }, token: adminToken });
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ deleted: 3 });
    await vi.waitFor(() => {
      for (const item of items) expect(storedFiles(t)).not.toContain(keyOf(item.url));
    });
    const audit = await t.ctx.handle.db.selectFrom('audit_log').select('changes').where('entity', '=', 'media').where('action', '=', 'delete_many').executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.changes))).toEqual(ids.map(String));
  });

  it('keeps a library file that content stops using, unlike a field upload', async () => {
    const item = await stored();
    const key = await contentModule();
    const created = await t.callJson<{ id: number }>(`/api/dashboard/modules/${key}/contents`, { token: adminToken, json: { title: { en: 'Item' }, slug: `item-${unique()}`, content: { cover: item.url } } });
    expect((await t.callJson(`/api/dashboard/modules/${key}/contents/${created.body.data!.id}`, { method: 'DELETE', token: adminToken })).res.status).toBe(200);
    await sql`update media set created_at = ${'2020-01-01T00:00:00.000Z'} where id = ${item.id}`.execute(t.ctx.handle.db);
    await t.ctx.services.uploadPruner.pruneNow();
    expect((await t.callJson(`/api/dashboard/media/${item.id}`, { token: adminToken })).res.status).toBe(200);
    expect(storedFiles(t)).toContain(keyOf(item.url));
  });
});
