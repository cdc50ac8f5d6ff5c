import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DbHandle } from '@/server/db/connect';
import { migrateToLatest } from '@/server/db/migrate';
import { AVIF_MAX_FAILURES, createAvifQueue, type AvifQueue } from '@/server/entities/media-avif';
import { AVIF_STALE_CLAIM_MS, createAvifBackfill } from '@/server/media/avif-backfill';
import { processImage } from '@/server/media/images';
import type { FileStorage } from '@/server/storage/file-storage';
import { createLocalFileStorage } from '@/server/storage/local-file-storage';
import type { MediaVariant } from '@/shared/api/media';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/databases';

/** A migrated database of this project's engine: the job needs its rows, not the app. */
let database: TestDatabase;
let handle: DbHandle;
let scratch: string;
let storage: FileStorage;
let queue: AvifQueue;
beforeAll(async () => {
  database = await createTestDatabase(testEngine());
  handle = await connectDatabase(database.url);
  await migrateToLatest(handle);
  queue = createAvifQueue(handle);
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-avif-'));
  storage = createLocalFileStorage(scratch);
  return () => fs.rmSync(scratch, { recursive: true, force: true });
});

const backfill = (work: AvifQueue = queue) => createAvifBackfill({ queue: work, storageNamed: (name) => (name === storage.name ? storage : null) });

/** An uploaded image as the upload leaves it: the original stored, its WebP variants recorded, AVIF pending. */
async function uploadedImage(width = 700, height = 400) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3070c0' } }).jpeg().toBuffer();
  const original = await storage.put(new Blob([new Uint8Array(bytes)]).stream(), 'jpg');
  const image = await processImage(Readable.from([bytes]), storage);
  const { id } = await handle.db.insertInto('media').values({
    file_name: 'photo.jpg', path: original.key, mime_type: 'image/jpeg', size: original.size, parts: null, module: null, storage: storage.name,
    created_by: null, kind: 'image', width: image.width, height: image.height, variants: handle.json.write(image.variants),
    placeholder: image.placeholder, status: 'ready', origin: 'library', avif_state: 'pending', search_text: 'photo.jpg',
  }).returning('id').executeTakeFirstOrThrow();
  return { id, original: original.key, webp: image.variants };
}

async function rowOf(id: number) {
  const row = await handle.db.selectFrom('media').select(['variants', 'avif_state', 'avif_claimed_at', 'avif_failures']).where('id', '=', id).executeTakeFirst();
  return row && { ...row, variants: handle.json.read<MediaVariant[]>(row.variants) ?? [], avif_failures: Number(row.avif_failures) };
}

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys;
}

describe('AVIF variants in the background', () => {
  it('makes AVIF at the widths of the WebP variants, stores them beside the original and records them in the row', async () => {
    const { id, webp } = await uploadedImage();
    expect(await backfill().runNow()).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ avif_state: 'done', avif_claimed_at: null, avif_failures: 0 });
    const avif = row!.variants.filter((variant) => variant.mime === 'image/avif');
    expect(row!.variants.slice(0, webp.length)).toEqual(webp);
    expect(avif.map(({ width, height }) => [width, height])).toEqual(webp.map(({ width, height }) => [width, height]));
    for (const variant of avif) {
      const file = await storage.open(variant.key);
      const bytes = Buffer.from(await new Response(file!.stream()).arrayBuffer());
      expect(variant.size).toBe(bytes.length);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: variant.width });
    }
    // Done is done: the next run finds nothing.
    expect(await backfill().runNow()).toBe(0);
  });

  it('takes up after a restart: a claim a stopped process left is taken once stale, a live one is left alone', async () => {
    const { id: abandoned } = await uploadedImage();
    const { id: held } = await uploadedImage();
    const { db } = handle;
    await db.updateTable('media').set({ avif_claimed_at: new Date(Date.now() - AVIF_STALE_CLAIM_MS - 1000).toISOString() }).where('id', '=', abandoned).execute();
    await db.updateTable('media').set({ avif_claimed_at: new Date().toISOString() }).where('id', '=', held).execute();
    // A new process: a new job over the same rows, nothing in memory.
    expect(await backfill().runNow()).toBe(1);
    expect((await rowOf(abandoned))!.avif_state).toBe('done');
    expect((await rowOf(held))!.avif_state).toBe('pending');
    await db.updateTable('media').set({ avif_state: 'done', avif_claimed_at: null }).where('id', '=', held).execute();
  });

  it('removes what it stored when the row was deleted while it was encoded', async () => {
    const { id, original, webp } = await uploadedImage();
    const deleting: AvifQueue = {
      ...queue,
      complete: async (work, claimedAt, avif) => {
        await handle.db.deleteFrom('media').where('id', '=', id).execute();
        return queue.complete(work, claimedAt, avif);
      },
    };
    expect(await backfill(deleting).runNow()).toBe(1);
    expect(await rowOf(id)).toBeUndefined();
    expect(new Set(await storedKeys())).toEqual(new Set([original, ...webp.map(({ key }) => key)]));
  });

  it('counts a failure, tries again once the claim is stale, and gives up after a few tries', async () => {
    const { id, original } = await uploadedImage();
    await storage.remove(original);
    const { db } = handle;
    for (let attempt = 1; attempt <= AVIF_MAX_FAILURES; attempt++) {
      expect(await backfill().runNow()).toBe(1);
      expect(await rowOf(id)).toMatchObject({ avif_failures: attempt, avif_state: attempt < AVIF_MAX_FAILURES ? 'pending' : 'failed' });
      // Not again in the same run: the claim stays until it is stale.
      expect(await backfill().runNow()).toBe(0);
      await db.updateTable('media').set({ avif_claimed_at: new Date(Date.now() - AVIF_STALE_CLAIM_MS - 1000).toISOString() }).where('id', '=', id).execute();
    }
    expect(await backfill().runNow()).toBe(0);
    expect((await rowOf(id))!.variants.some((variant) => variant.mime === 'image/avif')).toBe(false);
  });
});
