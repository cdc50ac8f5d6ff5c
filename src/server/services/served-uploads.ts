import type { DbHandle } from '@/server/db/connect';
import { variantByKey } from '@/server/entities/media-variants';
import { UPLOAD_KEY_PATTERN, type StoredFile } from '@/server/storage/file-storage';
import type { FileStorages } from '@/server/storage/storages';

export interface ServedUpload extends StoredFile {
  /** The type the upload's bytes were judged to be (its row's), never one guessed from the name. */
  mimeType: string;
  fileName: string;
  /** A strong validator: a key is never reused and a stored file never changes, so key and size name its bytes. */
  etag: string;
}

interface MediaRow {
  mime_type: string;
  file_name: string;
  storage: string;
}

/** An image variant served as its own file: its type, and its image's name with its width (`photo-640.webp`). */
function variantRow(variant: Awaited<ReturnType<typeof variantByKey>>, key: string): MediaRow | undefined {
  if (!variant) return undefined;
  const stem = variant.file_name.includes('.') ? variant.file_name.slice(0, variant.file_name.lastIndexOf('.')) : variant.file_name;
  return { mime_type: variant.mime, file_name: `${stem}-${variant.width}${key.slice(key.lastIndexOf('.'))}`, storage: variant.storage };
}

/** Rows are remembered this long: only a rename can change one (the name a download is saved under). */
const ROW_TTL_MS = 60_000;
/** Rows remembered at most (the oldest go first). */
const ROW_CACHE_SIZE = 4096;

/** Files up to this size are kept in memory once served (the hot path answers them without a read), up to the total. */
const HELD_FILE_BYTES = 512 * 1024;
const HELD_TOTAL_BYTES = 32 * 1024 * 1024;

export interface HeldUpload {
  upload: Omit<ServedUpload, 'stream'>;
  bytes: Uint8Array;
}

/**
 * The files GET /api/uploads/{key} serves: a media row's file or one of its image variants
 * (WebP, AVIF: by the variant keys' index), read from the driver the row names (a file stays readable after new ones go elsewhere), with the row's type and name.
 * The rows of recently served keys are kept in memory; whether the file is still there is
 * asked of its driver on every request, so a deleted upload is gone at once; except that small
 * files once served are also held in memory (`peek`) as long as a row, so one deleted is still
 * served from memory for at most ROW_TTL_MS (what a year of `immutable` in browsers allows anyway).
 */
export function createServedUploads({ handle, storages }: { handle: DbHandle; storages: Pick<FileStorages, 'named'> }) {
  const rows = new Map<string, { row: MediaRow; until: number }>();
  const held = new Map<string, HeldUpload & { until: number }>();
  let heldBytes = 0;

  function release(key: string): void {
    const entry = held.get(key);
    if (!entry) return;
    held.delete(key);
    heldBytes -= entry.bytes.length;
  }

  /** Reads a small served file whole into memory, making room by letting the oldest go; a failure just leaves it out. */
  async function hold({ stream, ...upload }: ServedUpload, key: string): Promise<void> {
    const bytes = new Uint8Array(await new Response(stream()).arrayBuffer());
    if (bytes.length !== upload.size || held.has(key)) return;
    while (heldBytes + bytes.length > HELD_TOTAL_BYTES && held.size > 0) release(held.keys().next().value!);
    held.set(key, { upload, bytes, until: Date.now() + ROW_TTL_MS });
    heldBytes += bytes.length;
  }

  async function rowOf(key: string): Promise<MediaRow | null> {
    const now = Date.now();
    const cached = rows.get(key);
    if (cached && cached.until > now) return cached.row;
    const row = await handle.db.selectFrom('media').select(['mime_type', 'file_name', 'storage']).where('path', '=', key).executeTakeFirst()
      ?? variantRow(await variantByKey(handle.db, key), key);
    rows.delete(key);
    if (!row) return null;
    if (rows.size >= ROW_CACHE_SIZE) rows.delete(rows.keys().next().value!);
    rows.set(key, { row, until: now + ROW_TTL_MS });
    return row;
  }

  return {
    /** The upload with this key; null when the key is none of ours, no row knows it or its driver holds no such file. */
    async open(key: string): Promise<ServedUpload | null> {
      if (!UPLOAD_KEY_PATTERN.test(key)) return null;
      const row = await rowOf(key);
      const stored = row && await storages.named(row.storage)?.open(key);
      if (!row || !stored) return null;
      const upload = { ...stored, mimeType: row.mime_type, fileName: row.file_name, etag: `"${key.slice(0, key.indexOf('.'))}-${stored.size.toString(36)}"` };
      if (upload.size <= HELD_FILE_BYTES && !held.has(key)) hold(upload, key).catch(() => undefined);
      return upload;
    },

    /** A small file served within ROW_TTL_MS, from memory; null otherwise (open() it). */
    peek(key: string): HeldUpload | null {
      const entry = held.get(key);
      if (!entry) return null;
      if (entry.until > Date.now()) return entry;
      release(key);
      return null;
    },
  };
}

export type ServedUploads = ReturnType<typeof createServedUploads>;
