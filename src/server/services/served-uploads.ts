import type { DbHandle } from '@/server/db/connect';
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

/** Rows are remembered this long: only a rename can change one (the name a download is saved under). */
const ROW_TTL_MS = 60_000;
/** Rows remembered at most (the oldest go first). */
const ROW_CACHE_SIZE = 4096;

/**
 * The files GET /api/uploads/{key} serves: a media row's file, read from the driver the row
 * names (a file stays readable after new ones go elsewhere), with the row's type and name.
 * The rows of recently served keys are kept in memory; whether the file is still there is
 * asked of its driver on every request, so a deleted upload is gone at once.
 */
export function createServedUploads({ handle, storages }: { handle: DbHandle; storages: Pick<FileStorages, 'named'> }) {
  const rows = new Map<string, { row: MediaRow; until: number }>();

  async function rowOf(key: string): Promise<MediaRow | null> {
    const now = Date.now();
    const cached = rows.get(key);
    if (cached && cached.until > now) return cached.row;
    const row = await handle.db.selectFrom('media').select(['mime_type', 'file_name', 'storage']).where('path', '=', key).executeTakeFirst();
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
      return { ...stored, mimeType: row.mime_type, fileName: row.file_name, etag: `"${key.slice(0, key.indexOf('.'))}-${stored.size.toString(36)}"` };
    },
  };
}

export type ServedUploads = ReturnType<typeof createServedUploads>;
