import { fileTypeFromBlob } from 'file-type';
import { sql } from 'kysely';
import type { DbHandle } from '@/server/db/connect';
import type { Trx } from '@/server/entities/operations';
import { errorMessage } from '@/server/startup-error';
import { uploadUrl, type FileStorage, type StoredFile } from '@/server/storage/file-storage';
import type { UploadedFile } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { AuthUser } from '@/shared/types';
import { fieldError } from '../api-error';
import { acceptsType, cleanFileName, maxUploadBytes, textTypeOf, uploadFieldAt } from './upload-rules';


export interface ServedFile extends StoredFile {
  mimeType: string;
  fileName: string;
}

type Executor = DbHandle['db'] | Trx;

/**
 * Files of content fields (file, image, video): checked against the field, stored through the
 * FileStorage, known by a `media` row; and released (row and file) once nothing refers to them.
 */
export function createUploadsAdmin({ handle, files }: { handle: DbHandle; files: FileStorage }) {
  /** Whether any content or kept revision still refers to the file (by its URL, in any field or rich text). */
  async function referenced(executor: Executor, key: string): Promise<boolean> {
    const pattern = `%${uploadUrl(key)}%`;
    const inContents = await executor.selectFrom('module_contents').select('id')
      .where((eb) => eb.or([eb(sql`cast(content as text)`, 'like', pattern), eb('header_image', 'like', pattern)]))
      .limit(1).executeTakeFirst();
    if (inContents) return true;
    const inRevisions = await executor.selectFrom('content_revisions').select('id')
      .where(sql`cast(snapshot as text)`, 'like', pattern).limit(1).executeTakeFirst();
    return inRevisions !== undefined;
  }

  const removeFile = (key: string) => files.remove(key).catch((error: unknown) => {
    console.error(`[uploads] removing ${key} failed:`, errorMessage(error));
  });

  return {
    referenced,
    removeFile,

    /**
     * Stores `file` for the module's field at `fieldPath` (dotted inside groups) and records
     * its media row: the file first, then the row, and the file goes again when the row fails.
     */
    async save(actor: AuthUser, module: Pick<DashboardModule, 'key' | 'fields' | 'upload_config'>, fieldPath: string, file: File): Promise<UploadedFile> {
      const field = uploadFieldAt(module.fields, fieldPath);
      if (!field) throw fieldError('field', 'invalid_key');
      if (file.size > maxUploadBytes(module, field)) throw fieldError('file', 'file_too_large');
      if (file.size === 0) throw fieldError('file', 'invalid_file_format');
      // The first bytes decide the type; the name and the declared type are never trusted.
      const detected = (await fileTypeFromBlob(file)) ?? textTypeOf(field, file.name, new Uint8Array(await file.arrayBuffer()));
      if (!detected || !acceptsType(module, field, detected.mime)) throw fieldError('file', 'invalid_file_type');

      // Keys end in a plain extension (UPLOAD_KEY_PATTERN); the type itself lives in the media row.
      const extension = /^[a-z0-9]{1,10}$/.test(detected.ext) ? detected.ext : 'bin';
      const { key, size } = await files.put(file.stream(), extension);
      const fileName = cleanFileName(file.name, extension);
      try {
        const { id } = await handle.db.insertInto('media').values({
          file_name: fileName, path: key, mime_type: detected.mime, size, parts: null, module: module.key, storage: files.name, created_by: actor.id,
        }).returning('id').executeTakeFirstOrThrow();
        return { id, url: files.url(key), file_name: fileName, mime_type: detected.mime, size };
      } catch (error) {
        await removeFile(key);
        throw error;
      }
    },

    /** A stored upload with the type and name its row says; null when there is no such upload. */
    async open(key: string): Promise<ServedFile | null> {
      const row = await handle.db.selectFrom('media').select(['mime_type', 'file_name'])
        .where('path', '=', key).where('storage', '=', files.name).executeTakeFirst();
      if (!row) return null;
      const stored = await files.open(key);
      return stored && { ...stored, mimeType: row.mime_type, fileName: row.file_name };
    },

    /**
     * After a write that dropped references (a content deleted or changed, a revision pruned):
     * deletes the media rows of `keys` nothing refers to any more, in the write's transaction,
     * and their files once it committed.
     */
    async release(trx: Trx, keys: Iterable<string>, afterCommit: (effect: () => void) => void): Promise<void> {
      const candidates = [...new Set(keys)];
      if (candidates.length === 0) return;
      const rows = await trx.selectFrom('media').select(['id', 'path'])
        .where('storage', '=', files.name).where('path', 'in', candidates).execute();
      for (const row of rows) {
        if (await referenced(trx, row.path)) continue;
        await trx.deleteFrom('media').where('id', '=', row.id).execute();
        afterCommit(() => void removeFile(row.path));
      }
    },
  };
}

export type UploadsAdmin = ReturnType<typeof createUploadsAdmin>;
