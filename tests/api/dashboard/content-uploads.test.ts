import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import type { UploadedFile } from '@/shared/api/contents';
import type { DashboardContent, DashboardContentRecord } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import type { PermissionTree } from '@/shared/permissions';
import { createAuthTestContext } from '../../helpers/accounts';
import { withRandomTail } from '../../helpers/distinct-bytes';
import type { TestContext } from '../../helpers/test-context';
import { staff } from './helpers';
import { openAsAdmin } from '../../helpers/signed-in';
import { keyOf, storedFiles, uploadsDir } from '../../helpers/stored-uploads';

let t: TestContext;
let adminToken: string;
let adminId: number;
let png: Uint8Array;
beforeAll(async () => {
  ({ t, adminId, adminToken } = await openAsAdmin(createAuthTestContext));
  // Noise, so it does not compress below the sizes these tests need (a few kB).
  png = new Uint8Array(await sharp({ create: { width: 32, height: 32, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer());
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const unique = () => Math.random().toString(36).slice(2, 8);
/** The test image followed by zeros: still a PNG by its first bytes, `size` bytes long. */
/** The test image, as bytes the library does not hold yet. */
const distinct = () => withRandomTail(png);
const padded = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(png);
  return bytes;
};

const FIELDS: ModuleField[] = [
  { key: 'summary', label: { en: 'Summary' }, type: 'text', required: false },
  { key: 'body', label: { en: 'Body' }, type: 'editor', required: false },
  { key: 'cover', label: { en: 'Cover' }, type: 'image', required: false, upload: { accept: ['image/svg+xml', 'image/png'], max_size: 20_000, max_files: 1 } },
  { key: 'tiny', label: { en: 'Tiny' }, type: 'image', required: false, upload: { accept: [], max_size: 10, max_files: 1 } },
  { key: 'attachment', label: { en: 'Attachment' }, type: 'file', required: false, upload: { accept: [], max_size: 20_000, max_files: 3 } },
  { key: 'sheet', label: { en: 'Sheet' }, type: 'file', required: false, upload: { accept: ['text/csv', 'text/plain'], max_size: 20_000, max_files: 1 } },
  { key: 'clip', label: { en: 'Clip' }, type: 'video', required: false, upload: { accept: [], max_size: 20_000, max_files: 1 } },
  {
    key: 'gallery', label: { en: 'Gallery' }, type: 'group', required: false,
    fields: [{ key: 'picture', label: { en: 'Picture' }, type: 'image', required: false, upload: { accept: [], max_size: 20_000, max_files: 1 } }],
  },
];

async function newModule(type: 'content' | 'form' = 'content', extra: Record<string, unknown> = {}): Promise<DashboardModule> {
  const key = `up-${unique()}`;
  const { res, body } = await t.callJson<DashboardModule>('/api/dashboard/modules', {
    token: adminToken, json: { key, type, name: { en: `Module ${key}` }, slug: key, fields: FIELDS, ...extra },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

function upload(moduleKey: string, field: string, bytes: Uint8Array | string, name = 'picture.png', options: { token?: string; language?: string } = {}) {
  const form = new FormData();
  form.append('field', field);
  form.append('file', new File([bytes as BlobPart], name, { type: 'image/png' }));
  return t.callJson<UploadedFile>(`/api/dashboard/modules/${moduleKey}/uploads`, {
    method: 'POST', body: form, token: options.token ?? adminToken, headers: options.language ? { 'x-language': options.language } : {},
  });
}

async function uploaded(moduleKey: string, field = 'cover', bytes: Uint8Array = distinct()): Promise<UploadedFile> {
  const { res, body } = await upload(moduleKey, field, bytes);
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

const contents = (moduleKey: string, suffix = '') => `/api/dashboard/modules/${moduleKey}/contents${suffix}`;

async function newContent(mod: DashboardModule, content: Record<string, unknown>): Promise<DashboardContent> {
  const { res, body } = await t.callJson<DashboardContent>(contents(mod.key), { token: adminToken, json: { title: { en: 'Item' }, slug: `item-${unique()}`, content } });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

async function save(mod: DashboardModule, item: DashboardContent, content: Record<string, unknown>): Promise<DashboardContent> {
  const { res, body } = await t.callJson<DashboardContent>(contents(mod.key, `/${item.id}`), { method: 'PUT', token: adminToken, json: { ...item, content } });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data!;
}

const mediaRow = (key: string) => t.ctx.handle.db.selectFrom('media').selectAll().where('path', '=', key).executeTakeFirst();
const exists = async (file: UploadedFile) => Boolean(await mediaRow(keyOf(file.url))) && storedFiles(t).includes(keyOf(file.url));

describe('POST /api/dashboard/modules/{key}/uploads', () => {
  it('stores an image checked by its content, records its media row and serves it for good', async () => {
    const mod = await newModule();
    const file = await uploaded(mod.key, 'cover', png);
    expect(file).toMatchObject({ url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f]{32}\.png$/), file_name: 'picture.png', mime_type: 'image/png', size: png.length });
    expect(await mediaRow(keyOf(file.url))).toMatchObject({ id: file.id, module: mod.key, created_by: adminId, mime_type: 'image/png', size: png.length, storage: 'local' });

    const served = await t.call(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('answers one byte range (206), as video players ask, and 416 beyond the file', async () => {
    const mod = await newModule();
    const file = await uploaded(mod.key, 'cover', png);
    const ranged = async (range: string) => t.call(file.url, { headers: { range } });
    const head = await ranged('bytes=0-7');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-7/${png.length}`);
    expect(new Uint8Array(await head.arrayBuffer())).toEqual(png.slice(0, 8));
    const tail = await ranged('bytes=-4');
    expect(tail.headers.get('content-range')).toBe(`bytes ${png.length - 4}-${png.length - 1}/${png.length}`);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(png.slice(-4));
    const rest = await ranged(`bytes=${png.length - 2}-999999`);
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(png.slice(-2));
    expect((await ranged(`bytes=${png.length}-`)).status).toBe(416);
    // Several ranges or another unit: the whole file.
    expect((await ranged('bytes=0-1,4-5')).status).toBe(200);
  });

  it('serves anything but images, video, audio and PDF as a download under its uploaded name', async () => {
    const mod = await newModule();
    const { res, body } = await upload(mod.key, 'attachment', gzipSync(Buffer.from('hello')), 'Résumé "final".gz');
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data!.mime_type).toBe('application/gzip');
    const served = await t.call(body.data!.url);
    expect(served.headers.get('content-type')).toBe('application/gzip');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="R_sum_ final.gz"; filename*=UTF-8''${encodeURIComponent('Résumé final.gz')}`);
  });

  it('takes text (no magic bytes) only where the field names a text type, as UTF-8 without NUL, served as a download', async () => {
    const mod = await newModule();
    const csv = await upload(mod.key, 'sheet', 'name,city\nÅsa,Malmö\n', 'people.csv');
    expect(csv.res.status, JSON.stringify(csv.body)).toBe(201);
    expect(csv.body.data).toMatchObject({ mime_type: 'text/csv', file_name: 'people.csv', url: expect.stringMatching(/\.csv$/) });
    const served = await t.call(csv.body.data!.url);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await served.text()).toBe('name,city\nÅsa,Malmö\n');
    expect((await upload(mod.key, 'sheet', 'plain words', 'notes.txt')).body.data).toMatchObject({ mime_type: 'text/plain' });
    expect((await upload(mod.key, 'sheet', new Uint8Array([0x61, 0x00, 0x62]), 'nul.txt')).res.status).toBe(422);
    expect((await upload(mod.key, 'sheet', new Uint8Array([0xff, 0xfe, 0x41]), 'latin.txt')).res.status).toBe(422);
    // A file field that names no text type takes no text.
    expect((await upload(mod.key, 'attachment', 'plain words', 'notes.txt')).res.status).toBe(422);
  });

  it('takes a field inside a group by its dotted path, the header image and a rich-text field\'s pictures; refuses other fields (422 at field)', async () => {
    const mod = await newModule();
    for (const field of ['gallery.picture', 'header_image', 'body']) expect((await upload(mod.key, field, png)).res.status, field).toBe(201);
    // A rich-text field takes images only.
    expect((await upload(mod.key, 'body', gzipSync(Buffer.from('x')), 'a.gz')).body.data).toMatchObject({ file: { _errors: [en.validation.invalid_file_type] } });
    for (const field of ['summary', 'missing', 'gallery', 'gallery.missing', 'summary.picture', 'gallery.header_image']) {
      const { res, body } = await upload(mod.key, field, png);
      expect(res.status, field).toBe(422);
      expect(body.data).toMatchObject({ field: { _errors: [en.validation.invalid_key] } });
    }
  });

  it('reads the type from the bytes: HTML named .png is refused, and so is SVG for an image field (it can carry script)', async () => {
    const mod = await newModule();
    const html = await upload(mod.key, 'cover', '<html><body><script>alert(1)</script></body></html>', 'cat.png', { language: 'sv' });
    expect(html.res.status).toBe(422);
    expect(html.body.data).toMatchObject({ file: { _errors: [sv.validation.invalid_file_type] } });
    const svg = await upload(mod.key, 'cover', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg');
    expect(svg.res.status).toBe(422);
    expect(svg.body.data).toMatchObject({ file: { _errors: [en.validation.invalid_file_type] } });
    // An image is not a video, whatever the field accepts.
    expect((await upload(mod.key, 'clip', png)).res.status).toBe(422);
  });

  it('refuses a file over the field\'s size, the module\'s size, or any field\'s size while it streams (422 "file too large")', async () => {
    const mod = await newModule();
    const tiny = await upload(mod.key, 'tiny', png);
    expect(tiny.res.status).toBe(422);
    expect(tiny.body.data).toMatchObject({ file: { _errors: [en.validation.file_too_large] } });

    const overField = await upload(mod.key, 'attachment', padded(30_000));
    expect(overField.res.status).toBe(422);
    expect(overField.body.data).toMatchObject({ file: { _errors: [en.validation.file_too_large] } });

    const small = await newModule('content', { upload_config: { max_files: 1, max_size_mb: 0.001, mime_types: [] } });
    const overModule = await upload(small.key, 'cover', png);
    expect(overModule.res.status).toBe(422);
    expect(overModule.body.data).toMatchObject({ file: { _errors: [en.validation.file_too_large] } });
    // Beyond what any upload of the module may be, the body is cut off while it streams in.
    const streamed = await upload(small.key, 'attachment', new Uint8Array(300_000));
    expect(streamed.res.status).toBe(422);
    expect(streamed.body.data).toMatchObject({ file: { _errors: [en.validation.file_too_large] } });

    const pngOnly = await newModule('content', { upload_config: { max_files: 1, max_size_mb: 1, mime_types: ['image/png'] } });
    expect((await upload(pngOnly.key, 'attachment', gzipSync(Buffer.from('x')), 'a.gz')).res.status).toBe(422);
    expect((await upload(pngOnly.key, 'attachment', png)).res.status).toBe(201);
  });

  it('needs {key}.create or {key}.update; 404 for an unknown module, 400 for a form module', async () => {
    const mod = await newModule();
    expect((await upload(mod.key, 'cover', png, 'a.png', { token: '' })).res.status).toBe(401);
    for (const permissions of [{ read: true, delete: true }, {}] as PermissionTree[]) {
      const { token } = await staff(t, { external: { dashboard: true }, [mod.key]: permissions });
      const { res, body } = await upload(mod.key, 'cover', png, 'a.png', { token });
      expect(res.status).toBe(403);
      expect(body.message).toBe(en.api.forbidden);
    }
    for (const action of ['create', 'update']) {
      const { token } = await staff(t, { [mod.key]: { [action]: true } });
      expect((await upload(mod.key, 'cover', png, 'a.png', { token })).res.status).toBe(201);
    }
    expect((await upload('no-such-module', 'cover', png)).res.status).toBe(404);
    expect((await upload((await newModule('form')).key, 'cover', png)).res.status).toBe(400);
  });

  it('keeps no file when the media row cannot be written, and no row when the file cannot be', async () => {
    const mod = await newModule();
    const before = storedFiles(t);
    const rows = async () => (await t.ctx.handle.db.selectFrom('media').select('id').execute()).length;
    const rowCount = await rows();
    // The row is written in the upload's transaction.
    vi.spyOn(t.ctx.handle.db, 'transaction').mockImplementation((() => ({ execute: () => Promise.reject(new Error('the database refused the row')) })) as never);
    expect((await upload(mod.key, 'cover', distinct())).res.status).toBe(500);
    expect(storedFiles(t)).toEqual(before);
    vi.restoreAllMocks();

    vi.spyOn(t.ctx.services.storages.local, 'put').mockRejectedValueOnce(new Error('disk full'));
    expect((await upload(mod.key, 'cover', distinct())).res.status).toBe(500);
    expect(await rows()).toBe(rowCount);
    expect(storedFiles(t)).toEqual(before);
  });
});

describe('the names of a content\'s uploads', () => {
  it('its GET, POST and PUT answers name every upload it refers to as it was uploaded; a PUT of that answer is taken as it is', async () => {
    const mod = await newModule();
    const named = async (field: string, name: string, bytes: Uint8Array = distinct()) => {
      const { res, body } = await upload(mod.key, field, bytes, name);
      expect(res.status, JSON.stringify(body)).toBe(201);
      return body.data!;
    };
    const [cover, report, inRow, inText, header] = [
      await named('cover', 'Sunset över fjärden.png'), await named('attachment', 'Annual report.gz', gzipSync(Buffer.from('r'))),
      await named('gallery.picture', 'row.png'), await named('body', 'inline.png'), await named('header_image', 'header.png'),
    ];
    const details = (file: UploadedFile) => ({ file_name: file.file_name, mime_type: file.mime_type, size: file.size });
    const expected = {
      [cover.url]: details(cover), [report.url]: details(report), [inRow.url]: details(inRow), [inText.url]: details(inText), [header.url]: details(header),
    };
    expect(cover.file_name).toBe('Sunset över fjärden.png');

    const content = {
      cover: cover.url, attachment: [report.url, 'https://files.example/elsewhere.pdf'], gallery: [{ picture: inRow.url }], body: `<p><img src="${inText.url}"></p>`,
    };
    const { res, body } = await t.callJson<DashboardContentRecord>(contents(mod.key), {
      token: adminToken, json: { title: { en: 'Named' }, slug: `named-${unique()}`, header_image: header.url, content },
    });
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data!.files).toEqual(expected);
    const read = await t.callJson<DashboardContentRecord>(contents(mod.key, `/${body.data!.id}`), { token: adminToken });
    expect(read.body.data!.files).toEqual(expected);

    // The answer goes back as it is (`files` is ignored), and a dropped file leaves the names.
    const put = await t.callJson<DashboardContentRecord>(contents(mod.key, `/${body.data!.id}`), {
      method: 'PUT', token: adminToken, json: { ...read.body.data!, content: { ...content, cover: '' } },
    });
    expect(put.res.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data!.content.cover ?? '').toBe('');
    expect(put.body.data!.content.attachment).toEqual(content.attachment);
    expect(Object.keys(put.body.data!.files).sort()).toEqual([report.url, inRow.url, inText.url, header.url].sort());

    // A list answers rows without them.
    const list = await t.callJson<{ items: Record<string, unknown>[] }>(contents(mod.key), { token: adminToken });
    expect(list.body.data!.items[0]).not.toHaveProperty('files');
  });

  it('its public page names its files as uploaded, not by their stored key', async () => {
    const mod = await newModule();
    const { res, body } = await upload(mod.key, 'attachment', gzipSync(Buffer.from('p')), 'Price list 2026.gz');
    expect(res.status).toBe(201);
    const item = await newContent(mod, { attachment: [body.data!.url, 'https://files.example/a/Other.pdf'] });
    const shown = await t.ctx.services.content.preview(mod.key, item.id, 'en');
    expect(shown?.fileNames).toEqual({ [body.data!.url]: 'Price list 2026.gz' });
  });
});

describe('GET /api/uploads/{key}', () => {
  it('serves only stored uploads by their exact key: no path leaves the uploads folder', async () => {
    fs.writeFileSync(path.join(t.ctx.config.dataDir, 'secret.txt'), 'secret');
    const mod = await newModule();
    const file = await uploaded(mod.key);
    // A file of the key's shape with no media row is no upload.
    fs.writeFileSync(path.join(uploadsDir(t), `${'a'.repeat(32)}.png`), png);
    for (const attempt of [
      '/api/uploads/..%2Fsecret.txt', '/api/uploads/%2e%2e%2fsecret.txt', '/api/uploads/..%5Csecret.txt', '/api/uploads/../secret.txt',
      '/api/uploads/%2e%2e/secret.txt', '/api/uploads/..%252Fsecret.txt', `/api/uploads/${'a'.repeat(32)}.png`,
      `/api/uploads/${keyOf(file.url).toUpperCase()}`, '/api/uploads/', '/api/uploads/.', '/api/uploads/secret.txt',
    ]) {
      const res = await t.call(attempt);
      expect(res.status, attempt).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });
});

describe('no orphaned files', () => {
  it('deletes the rows and files of a deleted content (single and bulk) that nothing else refers to', async () => {
    const mod = await newModule();
    const [a, b, shared] = [await uploaded(mod.key), await uploaded(mod.key, 'attachment'), await uploaded(mod.key)];
    const first = await newContent(mod, { cover: a.url, attachment: [b.url, shared.url] });
    const second = await newContent(mod, { cover: shared.url });
    const deleted = await t.callJson(contents(mod.key, `/${first.id}`), { method: 'DELETE', token: adminToken });
    expect(deleted.res.status).toBe(200);
    expect([await exists(a), await exists(b), await exists(shared)]).toEqual([false, false, true]);

    const bulk = await t.callJson(contents(mod.key, '/bulk'), { token: adminToken, json: { ids: [second.id], action: 'delete' } });
    expect(bulk.res.status).toBe(200);
    expect(await exists(shared)).toBe(false);
  });

  it('keeps a file a save dropped while a kept revision refers to it, and deletes it once that revision is pruned', async () => {
    const mod = await newModule();
    const [old, next] = [await uploaded(mod.key), await uploaded(mod.key)];
    let item = await newContent(mod, { cover: old.url, summary: 'v1' });
    item = await save(mod, item, { cover: next.url, summary: 'v2' });
    expect(await exists(old)).toBe(true);
    for (let version = 3; version <= 20; version++) item = await save(mod, item, { cover: next.url, summary: `v${version}` });
    expect(await exists(old)).toBe(true);
    // The 21st revision pushes the first (the only one with `old`) out of the kept 20.
    await save(mod, item, { cover: next.url, summary: 'v21' });
    expect(await exists(old)).toBe(false);
    expect(await exists(next)).toBe(true);
  });

  it('prunes uploads no content or revision referred to within their grace period, and files without a media row', async () => {
    const mod = await newModule();
    const [abandoned, used, fresh] = [await uploaded(mod.key), await uploaded(mod.key), await uploaded(mod.key)];
    await newContent(mod, { summary: `see <img src="${used.url}">` });
    const yesterday = new Date(Date.now() - 25 * 3600_000);
    // created_at is written by the database only; a test ages the rows directly.
    await sql`update media set created_at = ${yesterday.toISOString()} where id in (${sql.join([abandoned.id, used.id])})`.execute(t.ctx.handle.db);
    const stray = path.join(uploadsDir(t), `${'b'.repeat(32)}.png`);
    fs.writeFileSync(stray, png);
    fs.utimesSync(stray, yesterday, yesterday);

    const result = await t.ctx.services.uploadPruner.pruneNow();
    expect(result.unreferenced).toBeGreaterThanOrEqual(1);
    expect(result.strays).toBeGreaterThanOrEqual(1);
    expect([await exists(abandoned), await exists(used), await exists(fresh)]).toEqual([false, true, true]);
    expect(fs.existsSync(stray)).toBe(false);
  });
});
