import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import type { UploadedFile } from '@/shared/api/contents';
import type { MediaItem } from '@/shared/api/media';
import { exifHasGps } from '../../fixtures/hostile/images';
import { twoToneJpeg } from '../../helpers/images';
import { openAsAdmin } from '../../helpers/signed-in';
import type { TestContext } from '../../helpers/test-context';
import { keyOf, storedFiles, uploadsDir } from '../../helpers/stored-uploads';

/**
 * Images through the one upload path (issue 25 §3): the original is stored upright and without
 * EXIF or GPS, its WebP variants and placeholder are made before the row is written, AVIF is
 * left to the background job; an image that will not decode leaves nothing; every way a row
 * goes (delete, bulk delete, release, prune) takes its variants' files along, and the pruner
 * never takes a variant for a stray.
 */

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  ({ t, adminToken } = await openAsAdmin());
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const rowCount = async () => Number((await t.ctx.handle.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

let photosMade = 0;
/** A photo as a phone writes it: stored sideways (2600 × 1400 unless asked) with EXIF orientation 6, a camera and GPS coordinates. */
async function phonePhoto(width = 2600, height = 1400): Promise<Buffer> {
  photosMade += 1;
  const jpeg = await (await twoToneJpeg(width, height)).toBuffer();
  // A corner of its own, far-apart colour, so no two photos of this file are the same bytes once
  // re-encoded (a random shade could repeat, and the second upload was then a duplicate).
  const corner = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: (photosMade * 67) % 256, g: (photosMade * 151) % 256, b: (photosMade * 29) % 256 } },
  }).png().toBuffer();
  return sharp(jpeg).composite([{ input: corner, left: 0, top: 0 }]).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).withExif({
    IFD0: { Make: 'Test Phone', Model: 'GPS 1' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 4500/100', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 1200/100' },
  }).toBuffer();
}

function uploadForm(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name, { type: 'image/jpeg' }));
  return form;
}
const upload = (bytes: Uint8Array, name = `${unique()}.jpg`, language = 'en') =>
  t.callJson<{ files: { duplicate: boolean; item: MediaItem }[] }>('/api/dashboard/media', {
    method: 'POST', body: uploadForm(bytes, name), token: adminToken, headers: { 'x-language': language },
  });
/** A small photo (one variant) unless `bytes` are given. */
async function uploaded(bytes?: Buffer): Promise<MediaItem> {
  const { res, body } = await upload(bytes ?? await phonePhoto(900, 700));
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!.files[0].item;
}
async function served(url: string) {
  const res = await t.call(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}
const variantRows = (mediaId: number) => t.ctx.handle.db.selectFrom('media_variants').select(['key', 'mime', 'width']).where('media_id', '=', mediaId).orderBy('key').execute();
const filesOf = (item: MediaItem, variants = item.variants) => [keyOf(item.url), ...variants.map((variant) => variant.key)];
async function currentVariants(id: number) {
  const row = await t.ctx.handle.db.selectFrom('media').select('variants').where('id', '=', id).executeTakeFirstOrThrow();
  return t.ctx.handle.json.read<MediaItem['variants']>(row.variants) ?? [];
}

describe('an image uploaded to the library', () => {
  it('is stored upright without EXIF or GPS, with its dimensions, WebP variants never wider than it and a placeholder', async () => {
    const item = await uploaded(await phonePhoto());
    // 2600 × 1400 turned by orientation 6.
    expect(item).toMatchObject({ mime_type: 'image/jpeg', kind: 'image', width: 1400, height: 2600, status: 'ready' });

    const original = await served(item.url);
    expect(original).toMatchObject({ status: 200, type: 'image/jpeg' });
    const metadata = await sharp(original.bytes).metadata();
    expect(exifHasGps(metadata.exif)).toBe(false);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation ?? 1).toBe(1);
    expect([metadata.width, metadata.height]).toEqual([1400, 2600]);
    // The hash and size recorded are those of the bytes stored and served.
    expect(item.sha256).toBe(createHash('sha256').update(original.bytes).digest('hex'));
    expect(item.size).toBe(original.bytes.length);

    expect(item.variants.length).toBeGreaterThan(0);
    expect(item.variants.length).toBeLessThanOrEqual(3);
    expect(item.variants.map(({ width, height, mime }) => ({ width, height, mime }))).toEqual([
      { width: 640, height: 1189, mime: 'image/webp' },
      { width: 1280, height: 2377, mime: 'image/webp' },
    ]);
    for (const variant of item.variants) {
      const file = await served(`/api/uploads/${variant.key}`);
      expect(file).toMatchObject({ status: 200, type: 'image/webp' });
      expect(file.bytes.length).toBe(variant.size);
      const variantMetadata = await sharp(file.bytes).metadata();
      expect(variantMetadata).toMatchObject({ format: 'webp', width: variant.width });
      expect(variantMetadata.exif).toBeUndefined();
    }
    expect(item.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect((await variantRows(item.id)).map(({ key }) => key)).toEqual(item.variants.map(({ key }) => key).sort());
    const row = await t.ctx.handle.db.selectFrom('media').select('avif_state').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.avif_state).toBe('pending');
  });

  it('offers the existing item for the same photo sent again, leaving no second original or variants', async () => {
    const photo = await phonePhoto();
    const first = await uploaded(photo);
    const files = storedFiles(t);
    const { res, body } = await upload(photo, 'again.jpg');
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data!.files[0]).toMatchObject({ duplicate: true, item: { id: first.id } });
    expect(storedFiles(t)).toEqual(files);
  });

  it('keeps an image without metadata byte for byte', async () => {
    const png = await sharp({ create: { width: 700, height: 300, channels: 3, background: '#2a6' } }).png().toBuffer();
    const item = await uploaded(png);
    expect((await served(item.url)).bytes.equals(png)).toBe(true);
    expect(item.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(item.variants.map(({ width }) => width)).toEqual([640]);
  });

  it.each([
    ['en', en], ['sv', sv], ['tr', tr],
  ] as const)('refuses an image that will not decode with 422 "image processing error" (%s), leaving no row and no file', async (language, catalogue) => {
    // A whole header (the type and size are read) over pixel data that breaks off.
    const photo = await phonePhoto();
    const corrupt = photo.subarray(0, Math.floor(photo.length * 0.6));
    const [rows, files] = [await rowCount(), storedFiles(t)];
    const { res, body } = await upload(corrupt, 'broken.jpg', language);
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(JSON.stringify(body)).toContain(catalogue.api.image_processing_error);
    expect(await rowCount()).toBe(rows);
    expect(storedFiles(t)).toEqual(files);
  });
});

describe('an image whose row cannot be written', () => {
  /** The next media row named `file_name` fails to insert (a trigger), as a full disk or a lost database would. */
  async function failInserts(fileName: string | null): Promise<void> {
    const { db, engine } = t.ctx.handle;
    if (engine === 'sqlite') {
      if (fileName) await sql.raw(`create trigger refuse_media before insert on media when new.file_name = '${fileName}' begin select raise(abort, 'refused'); end`).execute(db);
      else await sql`drop trigger refuse_media`.execute(db);
    } else if (fileName) {
      await sql.raw(`create function refuse_media() returns trigger language plpgsql as $$
        begin if new.file_name = '${fileName}' then raise exception 'refused'; end if; return new; end $$`).execute(db);
      await sql`create trigger refuse_media before insert on media for each row execute function refuse_media()`.execute(db);
    } else {
      await sql`drop trigger refuse_media on media`.execute(db);
      await sql`drop function refuse_media()`.execute(db);
    }
  }

  it('leaves no original, no file written anew and no variant behind', async () => {
    const [rows, files] = [await rowCount(), storedFiles(t)];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await failInserts('refused.jpg');
    try {
      const { res } = await upload(await phonePhoto(900, 700), 'refused.jpg');
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await failInserts(null);
      errors.mockRestore();
    }
    expect(await rowCount()).toBe(rows);
    expect(storedFiles(t)).toEqual(files);
  });
});

describe('the variants of a deleted image', () => {
  it('go with a delete, the AVIF ones included', async () => {
    const item = await uploaded();
    // This image only: the others' AVIF would only take time.
    await t.ctx.handle.db.updateTable('media').set({ avif_state: 'done' }).where('avif_state', '=', 'pending').where('id', '<>', item.id).execute();
    await t.ctx.services.avifBackfill.runNow();
    const variants = await currentVariants(item.id);
    expect(variants.some((variant) => variant.mime === 'image/avif')).toBe(true);
    // AVIF variants are served by key too.
    const avif = variants.find((variant) => variant.mime === 'image/avif')!;
    expect(await served(`/api/uploads/${avif.key}`)).toMatchObject({ status: 200, type: 'image/avif' });
    for (const key of filesOf(item, variants)) expect(storedFiles(t)).toContain(key);

    const { res } = await t.callJson(`/api/dashboard/media/${item.id}`, { method: 'DELETE', token: adminToken });
    expect(res.status).toBe(200);
    await expect.poll(() => filesOf(item, variants).filter((key) => storedFiles(t).includes(key))).toEqual([]);
    expect(await variantRows(item.id)).toEqual([]);
    expect((await served(`/api/uploads/${item.variants[0].key}`)).status).toBe(404);
  });

  it('go with a bulk delete', async () => {
    const [one, two] = [await uploaded(), await uploaded()];
    const { res } = await t.callJson('/api/dashboard/media/bulk-delete', { json: { ids: [one.id, two.id] }, token: adminToken });
    expect(res.status).toBe(200);
    const keys = [...filesOf(one), ...filesOf(two)];
    await expect.poll(() => keys.filter((key) => storedFiles(t).includes(key))).toEqual([]);
  });
});

describe('the upload pruner and variants', () => {
  async function fieldUpload(): Promise<UploadedFile & { key: string }> {
    const key = `images-${unique()}`;
    const created = await t.callJson('/api/dashboard/modules', {
      token: adminToken,
      json: { key, type: 'content', name: { en: `Images ${key}` }, slug: key, fields: [{ key: 'cover', label: { en: 'Cover' }, type: 'image', required: false }] },
    });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    const form = uploadForm(await phonePhoto(900, 700), 'cover.jpg');
    form.append('field', 'cover');
    const { res, body } = await t.callJson<UploadedFile>(`/api/dashboard/modules/${key}/uploads`, { method: 'POST', body: form, token: adminToken });
    expect(res.status, JSON.stringify(body)).toBe(201);
    return { ...body.data!, key };
  }
  const age = (ids: number[], hours: number) => {
    const then = new Date(Date.now() - hours * 3600_000);
    // (A file an earlier test's delete removes after its answer may go meanwhile.)
    for (const key of storedFiles(t)) {
      try {
        fs.utimesSync(path.join(uploadsDir(t), key), then, then);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return sql`update media set created_at = ${then.toISOString()} where id in (${sql.join(ids)})`.execute(t.ctx.handle.db);
  };

  it('never takes a kept image\'s variants for files without a row', async () => {
    const item = await uploaded();
    await age([item.id], 25);
    await t.ctx.services.uploadPruner.pruneNow();
    for (const key of filesOf(item)) expect(storedFiles(t)).toContain(key);
    expect((await served(`/api/uploads/${item.variants[0].key}`)).status).toBe(200);
  });

  it('removes the variants of a field upload with its row once the content naming it is deleted', async () => {
    const upload = await fieldUpload();
    const item = (await t.callJson<MediaItem>(`/api/dashboard/media/${upload.id}`, { token: adminToken })).body.data!;
    const created = await t.callJson<{ id: number }>(`/api/dashboard/modules/${upload.key}/contents`, {
      token: adminToken, json: { title: { en: 'Cover story' }, slug: { en: `cover-${upload.key}` }, content: { cover: upload.url }, status: 'published' },
    });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    const deleted = await t.callJson(`/api/dashboard/modules/${upload.key}/contents/${created.body.data!.id}`, { method: 'DELETE', token: adminToken });
    expect(deleted.res.status).toBe(200);
    await expect.poll(() => filesOf(item).filter((key) => storedFiles(t).includes(key))).toEqual([]);
    expect(await variantRows(item.id)).toEqual([]);
  });

  it('removes the variants of a field upload nothing came to use, with its row and original', async () => {
    const upload = await fieldUpload();
    const item = (await t.callJson<MediaItem>(`/api/dashboard/media/${upload.id}`, { token: adminToken })).body.data!;
    expect(item.variants.length).toBeGreaterThan(0);
    await age([upload.id], 2);
    await t.ctx.services.uploadPruner.pruneNow();
    expect(await t.ctx.handle.db.selectFrom('media').select('id').where('id', '=', upload.id).executeTakeFirst()).toBeUndefined();
    expect(filesOf(item).filter((key) => storedFiles(t).includes(key))).toEqual([]);
  });
});

describe('images on public pages', () => {
  it('reads a post\'s header image and image fields with their WebP srcset, size, placeholder and the alt text of the page\'s locale', async () => {
    const [header, picture] = [await uploaded(), await uploaded()];
    const described = await t.callJson(`/api/dashboard/media/${header.id}`, { method: 'PATCH', json: { alt: { en: 'A harbour', tr: 'Bir liman' } }, token: adminToken });
    expect(described.res.status).toBe(200);
    const key = `public-${unique()}`;
    const created = await t.callJson('/api/dashboard/modules', {
      token: adminToken,
      json: { key, type: 'content', name: { en: 'Stories' }, slug: key, fields: [{ key: 'picture', label: { en: 'Picture' }, type: 'image', required: false }] },
    });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    const post = await t.callJson(`/api/dashboard/modules/${key}/contents`, {
      token: adminToken,
      json: { title: { en: 'Story' }, slug: { en: `story-${key}` }, header_image: header.url, content: { picture: picture.url }, status: 'published' },
    });
    expect(post.res.status, JSON.stringify(post.body)).toBe(201);

    const page = (await t.ctx.services.content.getPublished(key, `story-${key}`, 'tr'))!;
    const variant = header.variants[0];
    expect(page.images[header.url]).toEqual({
      src: `/api/uploads/${variant.key}`, srcset: [{ url: `/api/uploads/${variant.key}`, width: variant.width }],
      width: header.width, height: header.height, placeholder: header.placeholder, alt: 'Bir liman',
    });
    expect(page.images[picture.url]).toMatchObject({ srcset: [{ width: 640 }], alt: '' });

    const listing = (await t.ctx.services.content.listPublished(key, 'en'))!;
    expect(Object.keys(listing.images)).toEqual([header.url]);
    expect(listing.images[header.url].alt).toBe('A harbour');
  });
});

describe('cached public pages and alt text', () => {
  it('drops cached pages when an image\'s alt text changes (pages show it), as a rename does', async () => {
    const item = await uploaded();
    const published: unknown[] = [];
    const stop = t.ctx.bus.subscribe('settings', (detail) => published.push(detail));
    try {
      const { res } = await t.callJson(`/api/dashboard/media/${item.id}`, { method: 'PATCH', json: { alt: { sv: 'En hamn' } }, token: adminToken });
      expect(res.status).toBe(200);
      expect(published.length).toBe(1);
      // A caption or focal point is not on public pages: nothing to drop.
      await t.callJson(`/api/dashboard/media/${item.id}`, { method: 'PATCH', json: { focal: { x: 0.2, y: 0.3 } }, token: adminToken });
      expect(published.length).toBe(1);
    } finally {
      stop();
    }
  });
});
