import { mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import type { AppConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/connect';
import { createMediaRepository } from '@/server/entities/media';
import { errorMessage } from '@/server/startup-error';
import { collectingPassThrough } from '@/server/streamed-buffers';
import type { MediaUpload } from '@/shared/api/media';
import type { AuthUser } from '@/shared/types';
import { ApiError, fieldError } from '../api-error';
import { periodicJob } from '../periodic-job';
import type { MediaAdmin } from './media';

/** Time between sweeps of expired uploads (the first one a minute after start). */
export const RESUMABLE_SWEEP_INTERVAL_MS = 15 * 60_000;

const PRIVATE_DIRECTORY = 0o700;

/** A tus upload id as the store names them (`Uid.rand`: 16 random bytes in hex). */
export const RESUMABLE_UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The metadata a client may send with a new upload (Upload-Metadata); `owner` is the server's own. */
export interface ResumableMetadata {
  filename?: string | null;
  filetype?: string | null;
  /** A content module whose `upload_config` the file follows (else the library's rules). */
  module?: string | null;
}

/** What a finished upload became, kept beside its parts until it expires: a HEAD or GET after a lost answer still learns it. */
interface FinishedRecord {
  owner: number;
  size: number;
  media_id: number;
  duplicate: boolean;
  finished_at: string;
}

/** One upload as its creator sees it: still taking parts, or finished into a media item. */
export type ResumableState =
  | { finished: null }
  | { finished: { size: number; result: () => Promise<MediaUpload> } };

interface ResumableUploadsDeps {
  handle: DbHandle;
  config: Pick<AppConfig, 'dataDir' | 'uploads'>;
  media: Pick<MediaAdmin, 'ingest' | 'uploadLimit'>;
}

/**
 * The tus FileStore without its own folder making: its constructor starts an mkdir whose callback
 * throws, an uncaught exception whenever the data folder changed before it ran. Ours makes the
 * folder first, synchronously and private. What a PATCH writes frees its buffers as it goes.
 */
class PartsStore extends FileStore {
  override write(readable: Readable, id: string, offset: number): Promise<number> {
    // pipeline, not pipe: a request cut off errors the pass-through too, so the write ends.
    return super.write(pipeline(readable, collectingPassThrough(), () => undefined), id, offset);
  }
}
Object.defineProperty(PartsStore.prototype, 'checkOrCreateDirectory', { value: () => undefined });

/**
 * Resumable uploads (tus): the parts of each file are written to DATA_DIR/resumable-uploads/parts
 * (the FileStore keeps the bytes and a JSON record of the upload beside them, so a restarted
 * server goes on where the last one stopped). An upload belongs to the user who created it
 * (`owner` in its metadata). Once all of its bytes are in, the assembled file is streamed through
 * the library's one upload path (type from the bytes, quota, duplicates, audit, media row) and its
 * parts are removed; what it became is kept under results/ until it expires, for a client whose
 * last answer was lost. Uploads not finished within `resumableExpiryMs` of their creation are
 * removed by a periodic sweep.
 */
export function createResumableUploads({ handle, config, media }: ResumableUploadsDeps) {
  const root = path.join(config.dataDir, 'resumable-uploads');
  const partsDir = path.join(root, 'parts');
  const resultsDir = path.join(root, 'results');
  const expiryMs = config.uploads.resumableExpiryMs;
  // Private, as the stored uploads are (the FileStore would make its folder world-readable).
  mkdirSync(partsDir, { recursive: true, mode: PRIVATE_DIRECTORY });
  mkdirSync(resultsDir, { recursive: true, mode: PRIVATE_DIRECTORY });
  const store = new PartsStore({ directory: partsDir, expirationPeriodInMilliseconds: expiryMs });
  // Only what is offered: a length known at creation (it is checked against the rules), no data in the creating POST.
  store.extensions = ['creation', 'termination', 'expiration'];
  const items = createMediaRepository(handle);
  /** Finishing uploads of this process: a second request for one joins the first. */
  const finishing = new Map<string, Promise<MediaUpload>>();

  const resultPath = (id: string) => path.join(resultsDir, `${id}.json`);

  async function readResult(id: string): Promise<FinishedRecord | null> {
    try {
      return JSON.parse(await fs.readFile(resultPath(id), 'utf8')) as FinishedRecord;
    } catch {
      return null;
    }
  }

  /** The item a finished upload became, as it is now (404 once it was deleted). */
  async function resultOf(record: FinishedRecord): Promise<MediaUpload> {
    return { duplicate: record.duplicate, item: await items.get(record.media_id) };
  }

  /** Removes an upload's bytes and its record; already gone is fine. */
  async function discardParts(id: string): Promise<void> {
    await Promise.all([path.join(partsDir, id), path.join(partsDir, `${id}.json`)].map((file) => fs.rm(file, { force: true }).catch((error: unknown) => {
      console.error(`[uploads] removing the parts of resumable upload ${id} failed:`, errorMessage(error));
    })));
  }

  /** Free bytes where the parts are written; null where the system cannot tell. */
  async function freeBytes(): Promise<number | null> {
    try {
      await fs.mkdir(partsDir, { recursive: true });
      const { bavail, bsize } = await fs.statfs(partsDir);
      return bavail * bsize;
    } catch {
      return null;
    }
  }

  /** Bytes the owner's unfinished uploads declared (what their parts may still grow to). */
  async function pendingBytes(owner: number): Promise<number> {
    let total = 0;
    for (const name of await fs.readdir(partsDir).catch(() => [] as string[])) {
      const id = name.replace(/\.json$/, '');
      if (id === name || !RESUMABLE_UPLOAD_ID.test(id)) continue;
      const record = await store.configstore.get(id);
      if (record?.metadata?.owner === String(owner)) total += record.size ?? 0;
    }
    return total;
  }

  async function finish(actor: AuthUser, upload: Upload): Promise<MediaUpload> {
    const metadata = (upload.metadata ?? {}) as ResumableMetadata;
    try {
      const stored = await media.ingest(actor, { stream: store.read(upload.id), fileName: metadata.filename ?? '' }, metadata.module ?? undefined);
      const record: FinishedRecord = { owner: actor.id, size: upload.size ?? 0, media_id: stored.item.id, duplicate: stored.duplicate, finished_at: new Date().toISOString() };
      await fs.mkdir(resultsDir, { recursive: true, mode: PRIVATE_DIRECTORY });
      await fs.writeFile(resultPath(upload.id), JSON.stringify(record));
      return stored;
    } finally {
      // Stored or refused, the parts have served: nothing of a refused file stays behind.
      await discardParts(upload.id);
    }
  }

  /**
   * The upload `id` as `actor` may see it: 404 when there is none, it expired, or it is
   * someone else's (another user never learns that it exists).
   */
  async function find(actor: AuthUser, id: string): Promise<ResumableState> {
    const notFound = new ApiError(404, 'not_found');
    if (!RESUMABLE_UPLOAD_ID.test(id)) throw notFound;
    const record = await readResult(id);
    if (record) {
      if (record.owner !== actor.id) throw notFound;
      return { finished: { size: record.size, result: () => resultOf(record) } };
    }
    const upload = await store.configstore.get(id);
    if (upload?.metadata?.owner !== String(actor.id)) throw notFound;
    return { finished: null };
  }

  /**
   * Stores a finished upload as a media item through the library's upload path, then removes
   * its parts (also when the file is refused). A second call for the same upload while the
   * first runs gets the same answer.
   */
  function finishOnce(actor: AuthUser, upload: Upload): Promise<MediaUpload> {
    let running = finishing.get(upload.id);
    if (!running) {
      running = finish(actor, upload).finally(() => finishing.delete(upload.id));
      finishing.set(upload.id, running);
    }
    return running;
  }

  /** Removes what expired: unfinished uploads created more than `expiryMs` before `now`, results as old, parts left without a record. */
  async function sweep(now = Date.now()): Promise<number> {
    const cutoff = now - expiryMs;
    let removed = 0;
    const names = new Set(await fs.readdir(partsDir).catch(() => [] as string[]));
    for (const name of names) {
      const id = name.replace(/\.json$/, '');
      if (!RESUMABLE_UPLOAD_ID.test(id) || job.closed || finishing.has(id)) continue;
      const file = path.join(partsDir, name);
      let createdAt: number;
      if (name.endsWith('.json')) {
        const record = await store.configstore.get(id);
        createdAt = record?.creation_date ? new Date(record.creation_date).getTime() : (await fs.stat(file).catch(() => null))?.mtimeMs ?? now;
      } else {
        if (names.has(`${name}.json`)) continue;
        createdAt = (await fs.stat(file).catch(() => null))?.mtimeMs ?? now;
      }
      if (createdAt >= cutoff) continue;
      await discardParts(id);
      removed++;
    }
    for (const name of await fs.readdir(resultsDir).catch(() => [] as string[])) {
      const file = path.join(resultsDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < cutoff) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  const job = periodicJob(() => sweep(), { intervalMs: RESUMABLE_SWEEP_INTERVAL_MS, failure: '[uploads] removing expired resumable uploads failed:' });

  return {
    /** The tus data store the HTTP layer serves. */
    store,

    /**
     * Whether `actor` may begin an upload of `length` bytes under `metadata`: 413 "file too large"
     * past the module's (else the library's) size or the server's MAX_UPLOAD_BYTES, 422 for an
     * empty file or an unknown module, 429 when it and the actor's unfinished uploads would pass
     * the bytes one user may upload an hour (abandoned parts cannot fill the disk), 503 when the
     * parts would eat into the disk's reserve.
     */
    async admit(actor: AuthUser, length: number, metadata: ResumableMetadata): Promise<void> {
      if (length === 0) throw fieldError('file', 'invalid_file_format');
      const limit = Math.min(await media.uploadLimit(metadata.module ?? undefined), config.uploads.maxBytes);
      if (length > limit) throw new ApiError(413, 'file_too_large');
      if (await pendingBytes(actor.id) + length > config.uploads.bytesPerHourPerUser) throw new ApiError(429, 'resumable_uploads_pending');
      const free = await freeBytes();
      if (free !== null && free - length < config.uploads.diskReserveBytes) throw new ApiError(503, 'upload_storage_full');
    },

    find,

    /** The metadata an upload is created with: the client's, and its creator as `owner` (never the client's word). */
    ownedBy: (actor: AuthUser, metadata: Upload['metadata']): Upload['metadata'] => ({ ...metadata, owner: String(actor.id) }),

    finish: finishOnce,

    /**
     * What a finished upload became; one whose bytes are all in but which was never stored (the
     * server stopped in between) is stored now. 409 while bytes are missing.
     */
    async result(actor: AuthUser, id: string): Promise<MediaUpload> {
      const state = await find(actor, id);
      if (state.finished) return state.finished.result();
      const upload = await store.getUpload(id).catch(() => null);
      if (!upload) throw new ApiError(404, 'not_found');
      if (upload.offset !== upload.size) throw new ApiError(409, 'upload_incomplete');
      return finishOnce(actor, upload);
    },

    /**
     * Waits for the upload `id` if this process is storing it now (all of its bytes are in: a
     * cancel then only forgets it); false when it is not being stored.
     */
    async settled(id: string): Promise<boolean> {
      const running = finishing.get(id);
      if (!running) return false;
      await running.catch(() => undefined);
      return true;
    },

    /** Forgets a finished upload (its media item stays). */
    forget: (id: string) => fs.rm(resultPath(id), { force: true }),

    /** Runs the sweep now (as of `now`): what expired is removed. */
    sweep,
    start: job.start,
    close: job.close,
  };
}

export type ResumableUploads = ReturnType<typeof createResumableUploads>;
