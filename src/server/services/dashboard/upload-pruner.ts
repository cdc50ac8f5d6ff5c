import { sql } from 'kysely';
import type { DbHandle } from '@/server/db/connect';
import { UPLOAD_URL_PREFIX, uploadKeysIn, type FileStorage } from '@/server/storage/file-storage';
import { periodicJob } from '../periodic-job';
import type { UploadsAdmin } from './uploads';

/** How long an upload may wait for the save of the content it was made for (an editor closed unsaved). */
export const UNREFERENCED_UPLOAD_GRACE_MS = 3600_000;

/** Time between runs: an unreferenced upload is gone at most this long after its grace period. */
export const UPLOAD_PRUNE_INTERVAL_MS = 10 * 60_000;

/** Rows read per query while collecting the references. */
const SCAN_BATCH_ROWS = 500;

export interface UploadPruneResult {
  /** Media rows (and their files) no content or revision referred to after the grace period. */
  unreferenced: number;
  /** Files with no media row (a write cut off between the two, or one never finished), older than the grace period. */
  strays: number;
}

export interface UploadPrunerOptions {
  /** Time between runs (the first one comes a minute after start). */
  intervalMs?: number;
  graceMs?: number;
}

/**
 * Removes, in the background, what the write path cannot: uploads no content or revision ever
 * came to refer to (or none does after a module was deleted with its contents), and files left
 * without a media row, once they are older than the grace period.
 */
export function createUploadPruner(
  { handle, files, uploads }: { handle: DbHandle; files: FileStorage; uploads: Pick<UploadsAdmin, 'referenced' | 'removeFile'> },
  { intervalMs = UPLOAD_PRUNE_INTERVAL_MS, graceMs = UNREFERENCED_UPLOAD_GRACE_MS }: UploadPrunerOptions = {},
) {
  const { db } = handle;

  /**
   * Adds to `keys` every upload key in `columns` of the rows of `table` that mention an upload
   * at all, read in batches (a JSON column is searched as its text).
   */
  async function collectKeys(table: 'module_contents' | 'content_revisions' | 'form_submissions', columns: readonly string[], keys: Set<string>) {
    const mentions = `%${UPLOAD_URL_PREFIX}%`;
    const mentioning = sql.join(columns.map((column) => sql`cast(${sql.ref(column)} as text) like ${mentions}`), sql` or `);
    for (let after = 0; !job.closed;) {
      const rows: Record<string, unknown>[] = await db.selectFrom(table).select([sql.ref('id').as('id'), ...columns.map((column) => sql.ref(column).as(column))])
        .where(sql.ref('id'), '>', after).where(sql<boolean>`(${mentioning})`)
        .orderBy(sql.ref('id')).limit(SCAN_BATCH_ROWS).execute();
      for (const row of rows) for (const column of columns) for (const key of uploadKeysIn(row[column] ?? '')) keys.add(key);
      if (rows.length < SCAN_BATCH_ROWS) break;
      after = Number(rows[rows.length - 1].id);
    }
  }

  /** Every upload key a content, revision or form submission refers to. */
  async function referencedKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    await collectKeys('module_contents', ['content', 'header_image'], keys);
    await collectKeys('content_revisions', ['snapshot'], keys);
    await collectKeys('form_submissions', ['data'], keys);
    return keys;
  }

  async function pruneUnreferenced(cutoff: string): Promise<number> {
    const kept = await referencedKeys();
    const old = await db.selectFrom('media').select(['id', 'path'])
      .where('storage', '=', files.name).where('created_at', '<', cutoff).execute();
    let removed = 0;
    for (const row of old) {
      if (job.closed) break;
      if (kept.has(row.path)) continue;
      // A save may have come to refer to it since the scan: the check and the delete are one transaction.
      const deleted = await db.transaction().execute(async (trx) => {
        if (await uploads.referenced(trx, row.path)) return false;
        await trx.deleteFrom('media').where('id', '=', row.id).execute();
        return true;
      });
      if (!deleted) continue;
      await uploads.removeFile(row.path);
      removed++;
    }
    return removed;
  }

  async function pruneStrays(cutoffMs: number): Promise<number> {
    let removed = 0;
    for await (const file of files.list()) {
      if (job.closed) break;
      if (file.storedAt.getTime() >= cutoffMs) continue;
      const row = await db.selectFrom('media').select('id').where('storage', '=', files.name).where('path', '=', file.key).executeTakeFirst();
      if (row) continue;
      await uploads.removeFile(file.key);
      removed++;
    }
    return removed;
  }

  async function prune(): Promise<UploadPruneResult> {
    const cutoffMs = Date.now() - graceMs;
    const unreferenced = await pruneUnreferenced(new Date(cutoffMs).toISOString());
    return { unreferenced, strays: await pruneStrays(cutoffMs) + await files.removeUnfinished(new Date(cutoffMs)) };
  }

  const job = periodicJob(prune, { intervalMs, failure: '[uploads] pruning unreferenced uploads failed:' });
  // pruneNow joins a run already going; after close, a run in progress ends after its current file.
  return { pruneNow: job.runNow, start: job.start, close: job.close };
}

export type UploadPruner = ReturnType<typeof createUploadPruner>;
