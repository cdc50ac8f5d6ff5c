import type { DbHandle } from '@/server/db/connect';
import type { Trx } from '@/server/entities/operations';
import { uploadKeysIn, uploadUrl } from '@/server/storage/file-storage';
import type { UploadDetails } from '@/shared/api/contents';

/**
 * What the `media` rows of `storage` say of the uploads `value` refers to by URL (any field, a
 * group's rows, rich text, a header image), by that URL: the name it was uploaded under, its type
 * and size. Files of other sites (https links) and unknown keys are absent.
 */
export async function uploadDetailsIn(executor: DbHandle['db'] | Trx, storage: string, value: unknown): Promise<Record<string, UploadDetails>> {
  const keys = [...uploadKeysIn(value)];
  if (keys.length === 0) return {};
  const rows = await executor.selectFrom('media').select(['path', 'file_name', 'mime_type', 'size'])
    .where('path', 'in', keys).where('storage', '=', storage).execute();
  return Object.fromEntries(rows.map((row) => [
    uploadUrl(row.path), { file_name: row.file_name, mime_type: row.mime_type, size: Number(row.size) },
  ]));
}
