import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import type { UploadedFile } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import { createAuthTestContext } from '../../helpers/accounts';
import { withRandomTail } from '../../helpers/distinct-bytes';
import type { TestContext } from '../../helpers/test-context';
import { keyOf } from '../../helpers/stored-uploads';
import { staff } from './helpers';

/**
 * The outside review's other upload findings: a module's upload limit could be raised to 5 GiB,
 * nothing bounded what one user could store, a full disk was found out by the write that failed,
 * an image could declare any size, and files outlived their module.
 */
const MAX_UPLOAD_BYTES = 100_000;
const BYTES_PER_HOUR = 250_000;

let t: TestContext;
let adminToken: string;
let png: Uint8Array;
beforeAll(async () => {
  t = await createAuthTestContext({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), UPLOAD_BYTES_PER_HOUR_PER_USER: String(BYTES_PER_HOUR) });
  adminToken = await t.tokenFor(await t.adminId());
  png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer());
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const uploadsDir = (context = t) => path.join(context.ctx.config.dataDir, 'uploads');
const storedFiles = (context = t) => (fs.existsSync(uploadsDir(context)) ? fs.readdirSync(uploadsDir(context)).sort() : []);
const mediaRow = (key: string) => t.ctx.handle.db.selectFrom('media').selectAll().where('path', '=', key).executeTakeFirst();
/** The test image followed by zeros: a PNG by its first bytes, `size` bytes long. */
/** The test image, as bytes the library does not hold yet. */
const distinct = () => withRandomTail(png);
const padded = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(png);
  return bytes;
};

const FIELDS: ModuleField[] = [
  { key: 'cover', label: { en: 'Cover' }, type: 'image', required: false },
  { key: 'attachment', label: { en: 'Attachment' }, type: 'file', required: false, upload: { accept: [], max_size: MAX_UPLOAD_BYTES, max_files: 1 } },
];

function moduleBody(extra: Record<string, unknown> = {}) {
  const key = `bd-${unique()}`;
  return { key, type: 'content', name: { en: `Module ${key}` }, slug: key, fields: FIELDS, ...extra };
}

async function newModule(context = t, token = adminToken): Promise<DashboardModule> {
  const { res, body } = await context.callJson<DashboardModule>('/api/dashboard/modules', { token, json: moduleBody() });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!;
}

function upload(moduleKey: string, field: string, bytes: Uint8Array, { token = adminToken, context = t, language = 'en' } = {}) {
  const form = new FormData();
  form.append('field', field);
  form.append('file', new File([bytes as BlobPart], 'picture.png', { type: 'image/png' }));
  return context.callJson<UploadedFile>(`/api/dashboard/modules/${moduleKey}/uploads`, { body: form, token, headers: { 'x-language': language } });
}

/** A PNG signature and header chunk declaring `width` × `height`, and a few bytes of data: no decoder is needed to see its size. */
function pngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(64)))]));
}

describe('MAX_UPLOAD_BYTES', () => {
  it('refuses a module whose upload size or any field\'s (in a group too) exceeds it, on create and on update (422 at each)', async () => {
    const over = await t.callJson('/api/dashboard/modules', {
      token: adminToken, json: moduleBody({ upload_config: { max_files: 1, max_size_mb: 1, mime_types: [] } }),
    });
    expect(over.res.status).toBe(422);
    expect(over.body.data).toMatchObject({ upload_config: { max_size_mb: { _errors: [expect.stringMatching(/0\.095/)] } } });

    const fields: ModuleField[] = [
      { key: 'big', label: { en: 'Big' }, type: 'file', required: false, upload: { accept: [], max_size: MAX_UPLOAD_BYTES + 1, max_files: 1 } },
      {
        key: 'rows', label: { en: 'Rows' }, type: 'group', required: false,
        fields: [{ key: 'video', label: { en: 'Video' }, type: 'video', required: false, upload: { accept: [], max_size: 5 * 1024 ** 3, max_files: 1 } }],
      },
    ];
    const fieldsOver = await t.callJson('/api/dashboard/modules', { token: adminToken, json: moduleBody({ fields }), headers: { 'x-language': 'sv' } });
    expect(fieldsOver.res.status).toBe(422);
    expect(fieldsOver.body.data).toMatchObject({
      fields: {
        0: { upload: { max_size: { _errors: [expect.stringContaining(String(MAX_UPLOAD_BYTES))] } } },
        1: { fields: { 0: { upload: { max_size: { _errors: [expect.any(String)] } } } } },
      },
    });

    const mod = await newModule();
    const update = await t.callJson(`/api/dashboard/modules/${mod.key}`, {
      method: 'PUT', token: adminToken, json: { ...mod, upload_config: { max_files: 1, max_size_mb: 5 * 1024, mime_types: [] } },
    });
    expect(update.res.status).toBe(422);
    expect(update.body.data).toMatchObject({ upload_config: { max_size_mb: { _errors: [expect.any(String)] } } });
    const within = await t.callJson(`/api/dashboard/modules/${mod.key}`, {
      method: 'PUT', token: adminToken, json: { ...mod, upload_config: { max_files: 1, max_size_mb: 0.09, mime_types: [] } },
    });
    expect(within.res.status, JSON.stringify(within.body)).toBe(200);
  });

  it('caps every upload, also one whose field has no size of its own (the 10 MB default)', async () => {
    const mod = await newModule();
    const before = storedFiles();
    const over = await upload(mod.key, 'cover', padded(MAX_UPLOAD_BYTES + 1));
    expect(over.res.status).toBe(422);
    expect(over.body.data).toMatchObject({ file: { _errors: [en.validation.file_too_large] } });
    expect(storedFiles()).toEqual(before);
    expect((await upload(mod.key, 'cover', padded(MAX_UPLOAD_BYTES))).res.status).toBe(201);
  });
});

describe('UPLOAD_BYTES_PER_HOUR_PER_USER', () => {
  it('counts the bytes a user stored in the hour: past it, 429 with Retry-After and nothing kept; refused files and other users do not count', async () => {
    const mod = await newModule();
    const permissions = { [mod.key]: { create: true } };
    const [first, second] = [await staff(t, permissions), await staff(t, permissions)];
    const size = 90_000;
    // A refused file stores nothing, and so counts nothing.
    expect((await upload(mod.key, 'cover', new Uint8Array(size), { token: first.token })).res.status).toBe(422);
    for (let i = 0; i < 2; i++) expect((await upload(mod.key, 'attachment', padded(size), { token: first.token })).res.status).toBe(201);

    const before = storedFiles();
    const refused = await upload(mod.key, 'attachment', padded(size), { token: first.token, language: 'sv' });
    expect(refused.res.status).toBe(429);
    expect(refused.body.message).toBe(sv.api.upload_quota_exceeded);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.res.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(storedFiles()).toEqual(before);
    // What is left of the hour still takes a smaller file.
    expect((await upload(mod.key, 'attachment', padded(BYTES_PER_HOUR - 2 * size), { token: first.token })).res.status).toBe(201);
    expect((await upload(mod.key, 'attachment', png, { token: first.token })).res.status).toBe(429);

    expect((await upload(mod.key, 'attachment', padded(size), { token: second.token })).res.status).toBe(201);
  });
});

describe('UPLOAD_BYTES_PER_HOUR_PER_USER, uploads at once', () => {
  it('takes of two parallel uploads that each fit what is left but not together only one, and counts only that one', async () => {
    const mod = await newModule();
    const { token } = await staff(t, { [mod.key]: { create: true } });
    const size = 95_000;
    expect((await upload(mod.key, 'attachment', padded(size), { token })).res.status).toBe(201);
    const statuses = (await Promise.all([upload(mod.key, 'attachment', padded(size), { token }), upload(mod.key, 'attachment', padded(size), { token })]))
      .map(({ res }) => res.status);
    expect(statuses.sort()).toEqual([201, 429]);
    // 190 000 of 250 000 bytes stored: the refused one gave its bytes back.
    expect((await upload(mod.key, 'attachment', padded(BYTES_PER_HOUR - 2 * size), { token })).res.status).toBe(201);
  });
});

describe('free disk space', () => {
  it('refuses an upload (503, translated) before reading it when it would leave less than UPLOAD_DISK_RESERVE_BYTES free', async () => {
    const full = await createAuthTestContext({ UPLOAD_DISK_RESERVE_BYTES: String(2 ** 50) });
    try {
      const token = await full.tokenFor(await full.adminId());
      const mod = await newModule(full, token);
      const { res, body } = await upload(mod.key, 'cover', png, { token, context: full, language: 'tr' });
      expect(res.status).toBe(503);
      expect(body.message).toBe(tr.api.upload_storage_full);
      expect(storedFiles(full).filter((name) => !name.startsWith('.'))).toEqual([]);
    } finally {
      await full.close();
    }
  });
});

describe('image dimensions', () => {
  it('refuses an image whose header declares absurd dimensions (a decompression bomb), judged without decoding it', async () => {
    const mod = await newModule();
    const before = storedFiles();
    for (const [width, height] of [[100_000, 100_000], [20_001, 1], [1, 20_001], [12_000, 9_000]]) {
      for (const field of ['cover', 'attachment']) {
        const { res, body } = await upload(mod.key, field, pngHeader(width, height));
        expect(res.status, `${width}×${height} in ${field}`).toBe(422);
        expect(body.data).toMatchObject({ file: { _errors: [en.validation.image_dimensions_too_large] } });
      }
    }
    expect(storedFiles()).toEqual(before);
    // Within the limits the header is no reason to refuse it: the image is decoded, and this one has no pixels to decode.
    const within = await upload(mod.key, 'cover', pngHeader(20_000, 5_000));
    expect(within.res.status).toBe(422);
    expect(within.body.message).toBe(en.api.image_processing_error);
    expect(storedFiles()).toEqual(before);
  });
});

describe('no orphaned files', () => {
  it('deletes the uploads of a deleted module at once, rows and files, but keeps one another module\'s content refers to', async () => {
    const mod = await newModule();
    const other = await newModule();
    const uploaded = async () => (await upload(mod.key, 'cover', distinct())).body.data!;
    const [used, unused, shared] = [await uploaded(), await uploaded(), await uploaded()];
    const content = (moduleKey: string, cover: string) => t.callJson(`/api/dashboard/modules/${moduleKey}/contents`, {
      token: adminToken, json: { title: { en: 'Item' }, slug: `item-${unique()}`, content: { cover } },
    });
    expect((await content(mod.key, used.url)).res.status).toBe(201);
    expect((await content(other.key, shared.url)).res.status).toBe(201);

    const deleted = await t.callJson(`/api/dashboard/modules/${mod.key}`, { method: 'DELETE', token: adminToken });
    expect(deleted.res.status, JSON.stringify(deleted.body)).toBe(200);
    for (const file of [used, unused]) expect(await mediaRow(keyOf(file.url))).toBeUndefined();
    // The rows went with the deletion's transaction; the files follow as soon as it committed.
    await vi.waitFor(() => {
      for (const file of [used, unused]) expect(storedFiles()).not.toContain(keyOf(file.url));
    });
    expect(await mediaRow(keyOf(shared.url))).toBeDefined();
    expect(storedFiles()).toContain(keyOf(shared.url));
  });

  it('prunes a write a stopped process left unfinished once it was untouched for an hour', async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    const [abandoned, writing] = [path.join(uploadsDir(), `.partial-${'c'.repeat(16)}`), path.join(uploadsDir(), `.partial-${'d'.repeat(16)}`)];
    fs.writeFileSync(abandoned, png);
    fs.writeFileSync(writing, png);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(abandoned, twoHoursAgo, twoHoursAgo);
    expect((await t.ctx.services.uploadPruner.pruneNow()).strays).toBeGreaterThanOrEqual(1);
    expect([fs.existsSync(abandoned), fs.existsSync(writing)]).toEqual([false, true]);
    fs.rmSync(writing);
  });

  it('prunes an upload no content refers to an hour after it was made', async () => {
    const mod = await newModule();
    const [old, recent] = [(await upload(mod.key, 'cover', distinct())).body.data!, (await upload(mod.key, 'cover', distinct())).body.data!];
    const age = async (file: UploadedFile, minutes: number) =>
      sql`update media set created_at = ${new Date(Date.now() - minutes * 60_000).toISOString()} where id = ${file.id}`.execute(t.ctx.handle.db);
    await age(old, 61);
    await age(recent, 59);
    await t.ctx.services.uploadPruner.pruneNow();
    expect(await mediaRow(keyOf(old.url))).toBeUndefined();
    expect(storedFiles()).not.toContain(keyOf(old.url));
    expect(await mediaRow(keyOf(recent.url))).toBeDefined();
    expect(storedFiles()).toContain(keyOf(recent.url));
  });
});
