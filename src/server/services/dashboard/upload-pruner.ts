import type { DbHandle } from '@/server/db/connect';
import { mediaUsed } from '@/server/entities/media-usages';
import { isMediaKey } from '@/server/entities/media-variants';
import { errorMessage } from '@/server/startup-error';
import type { FileStorage } from '@/server/storage/file-storage';
import type { FileStorages } from '@/server/storage/storages';
import type { MediaVariant } from '@/shared/api/media';
import { periodicJob } from '../periodic-job';
import type { UploadsAdmin } from './uploads';

/** How long an upload may wait for the save of the content it was made for (an editor closed unsaved). */
export const UNREFERENCED_UPLOAD_GRACE_MS = 3600_000;

/** Time between runs: an unreferenced upload is gone at most this long after its grace period. */
export const UPLOAD_PRUNE_INTERVAL_MS = 10 * 60_000;

export interface UploadPruneResult {
  /** Media rows (and their files) no content or revision referred to after the grace period. */
  unreferenced: number;
  /** Files with no media row (a write cut off between the two, or one never finished), older than the grace period, on every driver. */
  strays: number;
}

export interface UploadPrunerOptions {
  /** Time between runs (the first one comes a minute after start). */
  intervalMs?: number;
  graceMs?: number;
}

/**
 * Removes, in the background, what the write path cannot: content-field uploads no content or revision ever
 * came to refer to (or none does after a module was deleted with its contents), and files left
 * without a media row, once they are older than the grace period.
 */
export function createUploadPruner(
  { handle, storages, uploads }: { handle: DbHandle; storages: Pick<FileStorages, 'all'>; uploads: Pick<UploadsAdmin, 'referenced' | 'removeStored'> },
  { intervalMs = UPLOAD_PRUNE_INTERVAL_MS, graceMs = UNREFERENCED_UPLOAD_GRACE_MS }: UploadPrunerOptions = {},
) {
  const { db, json } = handle;

  async function pruneUnreferenced(cutoff: string): Promise<number> {
    // The library keeps its own files until they are deleted there; the usage index says which are used.
    const old = await db.selectFrom('media').select(['id', 'path', 'storage', 'remote_uri', 'variants'])
      .where('origin', '=', 'field').where('created_at', '<', cutoff)
      .where((eb) => mediaUsed(eb, false))
      .execute();
    let removed = 0;
    for (const row of old) {
      if (job.closed) break;
      // A save may have come to refer to it since the query: the check and the delete are one transaction.
      const deleted = await db.transaction().execute(async (trx) => {
        if (await uploads.referenced(trx, row.path)) return false;
        await trx.deleteFrom('media').where('id', '=', row.id).execute();
        return true;
      });
      if (!deleted) continue;
      await uploads.removeStored(row, json.read<MediaVariant[] | null>(row.variants));
      removed++;
    }
    return removed;
  }

  async function pruneStrays(files: FileStorage, cutoffMs: number): Promise<number> {
    let removed = 0;
    for await (const file of files.list()) {
      if (job.closed) break;
      if (file.storedAt.getTime() >= cutoffMs) continue;
      // A media row's original, or one of its image variants (WebP, AVIF): ours, not a stray.
      if (await isMediaKey(db, files.name, file.key)) continue;
      await uploads.removeStored({ storage: files.name, path: file.key }, null);
      removed++;
    }
    return removed;
  }

  async function prune(): Promise<UploadPruneResult> {
    const cutoffMs = Date.now() - graceMs;
    const unreferenced = await pruneUnreferenced(new Date(cutoffMs).toISOString());
    let strays = 0;
    // Every driver, files kept before a switch included; one that cannot be reached (an FTP server down) waits for the next run.
    for (const files of storages.all) {
      try {
        strays += await pruneStrays(files, cutoffMs) + await files.removeUnfinished(new Date(cutoffMs));
      } catch (error) {
        console.error(`[uploads] sweeping ${files.name} failed:`, errorMessage(error));
      }
    }
    return { unreferenced, strays };
  }

  const job = periodicJob(prune, { intervalMs, failure: '[uploads] pruning unreferenced uploads failed:' });
  // pruneNow joins a run already going; after close, a run in progress ends after its current file.
  return { pruneNow: job.runNow, start: job.start, close: job.close };
}

export type UploadPruner = ReturnType<typeof createUploadPruner>;
