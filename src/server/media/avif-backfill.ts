import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { AvifQueue } from '@/server/entities/media-avif';
import { periodicJob } from '@/server/services/periodic-job';
import { errorMessage } from '@/server/startup-error';
import type { FileStorage } from '@/server/storage/file-storage';
import { decodeImage } from './image-decode';
import { encodeVariants } from './image-variants';
import { removeVariants, storeVariants } from './images';
import { imageSlot } from './sharp';

/** Time between runs; each run works through the whole backlog. */
export const AVIF_INTERVAL_MS = 60_000;
/** A claim this old was left by a process that stopped mid-image (one image takes seconds, not minutes). */
export const AVIF_STALE_CLAIM_MS = 15 * 60_000;

export interface AvifBackfillDeps {
  queue: AvifQueue;
  /** The driver a media row's `storage` names (storages.named). */
  storageNamed(name: string): FileStorage | null;
}

/**
 * Makes the AVIF variants of uploaded images in the background, at the widths of their WebP
 * ones: what is left to do is the rows' `avif_state` (pending), so a restart loses nothing.
 * The original is decoded once; each width is encoded in a turn of its own of the image slots,
 * so an upload waits for at most one AVIF encode (a few seconds at 1920 px), not a whole image.
 */
export function createAvifBackfill({ queue, storageNamed }: AvifBackfillDeps, { intervalMs = AVIF_INTERVAL_MS } = {}) {
  async function makeAvif(storage: FileStorage, path: string, widths: number[]) {
    const original = await storage.open(path);
    if (!original) throw new Error(`the original ${path} is gone`);
    const source = await buffer(Readable.fromWeb(original.stream() as WebReadableStream<Uint8Array>));
    const image = await imageSlot(() => decodeImage(source, Math.max(...widths)));
    const encoded = [];
    for (const width of widths) encoded.push(...await imageSlot(() => encodeVariants(image, [width], 'avif')));
    return storeVariants(storage, encoded);
  }

  /** One image: its AVIF variants stored and recorded, or the try counted. */
  async function backfillOne(claimedAt: string, staleBefore: string): Promise<boolean> {
    const work = await queue.claimNext(claimedAt, staleBefore);
    if (!work) return false;
    const storage = storageNamed(work.storage);
    const widths = work.variants.filter((variant) => variant.mime === 'image/webp').map((variant) => variant.width);
    try {
      if (!storage || widths.length === 0) throw new Error(`nothing to make AVIF from (storage ${work.storage}, ${widths.length} WebP variants)`);
      const avif = await makeAvif(storage, work.path, widths);
      // Deleted (or taken over) while it was encoded: what was stored for it goes again.
      if (!await queue.complete(work, claimedAt, avif)) await removeVariants(storage, avif);
    } catch (error) {
      console.error(`[media] AVIF variants of media ${work.id} failed:`, errorMessage(error));
      await queue.fail(work, claimedAt);
    }
    return true;
  }

  async function backfill(): Promise<number> {
    let done = 0;
    while (!job.closed) {
      const now = Date.now();
      if (!await backfillOne(new Date(now).toISOString(), new Date(now - AVIF_STALE_CLAIM_MS).toISOString())) break;
      done++;
    }
    return done;
  }

  const job = periodicJob(backfill, { intervalMs, failure: '[media] making AVIF variants failed:' });
  // runNow joins a run already going; after close, a run in progress ends after its current image.
  return { runNow: job.runNow, start: job.start, close: job.close };
}

export type AvifBackfill = ReturnType<typeof createAvifBackfill>;
