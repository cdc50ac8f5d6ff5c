import { sql } from 'kysely';
import type { AppConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/connect';
import type { Trx } from '@/server/entities/operations';
import { errorMessage } from '@/server/startup-error';
import { uploadUrl, type FileStorage, type StoredFile } from '@/server/storage/file-storage';
import type { UploadedFile } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import type { AuthUser } from '@/shared/types';
import { ApiError, fieldError } from '../api-error';
import { createRateLimiter } from '../rate-limits';
import { readMultipart, type MultipartRequest } from './multipart-upload';
import { intakeUpload, type Sniffed, type UploadType } from './upload-intake';
import {
  acceptsText, acceptsType, assertUploadSizesWithin, cleanFileName, imageDimensionsAllowed, largestUploadBytes, maxUploadBytes, textTypeOf, uploadFieldAt,
} from './upload-rules';


export interface ServedFile extends StoredFile {
  mimeType: string;
  fileName: string;
}

type Executor = DbHandle['db'] | Trx;
type UploadModule = Pick<DashboardModule, 'key' | 'fields' | 'upload_config'>;

/** The rules of the upload field `path` names (422 at `field` when it names none). */
function fieldAt(module: UploadModule, path: string | undefined): ModuleField {
  if (path === undefined) throw fieldError('field', 'required');
  const field = uploadFieldAt(module.fields, path);
  if (!field) throw fieldError('field', 'invalid_key');
  return field;
}

/** What a file's first bytes make it: an image declaring absurd dimensions is refused, a file no magic bytes name is text (by its name). */
function typeOf(sniffed: Sniffed, fileName: string): UploadType {
  if (sniffed.dimensions && !imageDimensionsAllowed(sniffed.dimensions.width, sniffed.dimensions.height)) throw fieldError('file', 'image_dimensions_too_large');
  return sniffed.type ? { ...sniffed.type, text: false } : { ...textTypeOf(fileName), text: true };
}

/** 422 "invalid file type" unless the field (and module) take a file of this type. */
function assertAccepted(module: UploadModule, field: ModuleField, type: UploadType): void {
  const accepted = type.text ? acceptsText(module, field, type.mime) : acceptsType(module, field, type.mime);
  if (!accepted) throw fieldError('file', 'invalid_file_type');
}

/**
 * Files of content fields (file, image, video): streamed to the FileStorage while checked
 * against the field, the caps (MAX_UPLOAD_BYTES, the user's bytes per hour, the free disk),
 * known by a `media` row; and released (row and file) once nothing refers to them.
 */
export function createUploadsAdmin({ handle, files, config }: { handle: DbHandle; files: FileStorage; config: Pick<AppConfig, 'redisUrl' | 'uploads'> }) {
  const limits = config.uploads;
  const quota = createRateLimiter(config, { name: 'upload-bytes', points: limits.bytesPerHourPerUser, durationSeconds: 3600 });
  const quotaExceeded = async (key: string) => new ApiError(429, 'upload_quota_exceeded', undefined, { headers: { 'Retry-After': String(await quota.retryAfter(key)) } });

  /** 503 unless an upload of `bytes` leaves the storage its reserve of free space. */
  async function assertRoomFor(bytes: number): Promise<void> {
    const free = await files.freeBytes();
    if (free !== null && free - bytes < limits.diskReserveBytes) throw new ApiError(503, 'upload_storage_full');
  }

  /** Whether any content, kept revision or form submission still refers to the file (by its URL, in any field or rich text). */
  async function referenced(executor: Executor, key: string): Promise<boolean> {
    const pattern = `%${uploadUrl(key)}%`;
    const inContents = await executor.selectFrom('module_contents').select('id')
      .where((eb) => eb.or([eb(sql`cast(content as text)`, 'like', pattern), eb('header_image', 'like', pattern)]))
      .limit(1).executeTakeFirst();
    if (inContents) return true;
    const inRevisions = await executor.selectFrom('content_revisions').select('id')
      .where(sql`cast(snapshot as text)`, 'like', pattern).limit(1).executeTakeFirst();
    if (inRevisions) return true;
    const inSubmissions = await executor.selectFrom('form_submissions').select('id')
      .where(sql`cast(data as text)`, 'like', pattern).limit(1).executeTakeFirst();
    return inSubmissions !== undefined;
  }

  const removeFile = (key: string) => files.remove(key).catch((error: unknown) => {
    console.error(`[uploads] removing ${key} failed:`, errorMessage(error));
  });

  return {
    referenced,
    removeFile,

    /** 422 at a module's upload size (or a field's) that allows more than MAX_UPLOAD_BYTES; for module saves. */
    assertUploadSizes: (module: Pick<DashboardModule, 'fields' | 'upload_config'>) => assertUploadSizesWithin(module, limits.maxBytes),

    /**
     * Stores the form's `file` for the module's field its `field` names (dotted inside groups)
     * and records its media row. The file streams to storage as it arrives, judged by its
     * first bytes and cut off at its limit (when `field` came first, else at the module's
     * largest, and checked once the form is read). Whatever fails, from a refused file to a
     * body that breaks off or a row that cannot be written, leaves no file behind.
     */
    async save(actor: AuthUser, module: UploadModule, request: MultipartRequest): Promise<UploadedFile> {
      const capped = (bytes: number) => Math.min(bytes, limits.maxBytes);
      const largest = capped(largestUploadBytes(module));
      await assertRoomFor(Math.min(largest, request.declaredBytes ?? Infinity));
      const quotaKey = String(actor.id);
      const quotaLeft = limits.bytesPerHourPerUser - await quota.used(quotaKey);
      if (quotaLeft <= 0) throw await quotaExceeded(quotaKey);

      const pending: { key: string | null } = { key: null };
      try {
        const { fields, received } = await readMultipart(request, async (file, before) => {
          const early = before.field === undefined ? null : fieldAt(module, before.field);
          const fileLimit = early ? capped(maxUploadBytes(module, early)) : largest;
          const stored = await intakeUpload(files, file.stream, {
            limitBytes: Math.min(fileLimit, quotaLeft),
            overLimit: () => (fileLimit <= quotaLeft ? fieldError('file', 'file_too_large') : quotaExceeded(quotaKey)),
            judge: (sniffed) => {
              const type = typeOf(sniffed, file.fileName);
              if (early) assertAccepted(module, early, type);
              return type;
            },
          });
          pending.key = stored.key;
          return { ...stored, fileName: file.fileName };
        });
        const field = fieldAt(module, fields.field);
        if (!received) throw fieldError('file', 'required');
        if (received.size > capped(maxUploadBytes(module, field))) throw fieldError('file', 'file_too_large');
        assertAccepted(module, field, received.type);
        // Counted once stored: parallel uploads may each have fitted what was left, not all together.
        const counted = await quota.consume(quotaKey, received.size);
        if (!counted.allowed) {
          await quota.refund(quotaKey, received.size);
          throw await quotaExceeded(quotaKey);
        }

        const { key, size, type } = received;
        const fileName = cleanFileName(received.fileName, key.slice(key.lastIndexOf('.') + 1));
        const { id } = await handle.db.insertInto('media').values({
          file_name: fileName, path: key, mime_type: type.mime, size, parts: null, module: module.key, storage: files.name, created_by: actor.id,
        }).returning('id').executeTakeFirstOrThrow();
        pending.key = null;
        return { id, url: files.url(key), file_name: fileName, mime_type: type.mime, size };
      } finally {
        if (pending.key) await removeFile(pending.key);
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

    /**
     * When a module is deleted (its contents already gone in `trx`): its uploads nothing else
     * refers to go, rows now and files once the deletion committed.
     */
    async releaseModule(trx: Trx, moduleKey: string, afterCommit: (effect: () => void) => void): Promise<void> {
      const rows = await trx.selectFrom('media').select('path').where('storage', '=', files.name).where('module', '=', moduleKey).execute();
      await this.release(trx, rows.map((row) => row.path), afterCommit);
    },
  };
}

export type UploadsAdmin = ReturnType<typeof createUploadsAdmin>;
