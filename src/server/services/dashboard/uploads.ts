import type { AppConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/connect';
import { isUsed, usedAmong } from '@/server/entities/media-usages';
import type { Trx } from '@/server/entities/operations';
import type { UploadedFile } from '@/shared/api/contents';
import type { MediaVariant } from '@/shared/api/media';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import { can, modulePermission } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { fieldError } from '../api-error';
import type { MediaUploads, MultipartPlan } from './media-uploads';
import type { MultipartRequest } from './multipart-upload';
import type { UploadType } from './upload-intake';
import { acceptsText, acceptsType, assertUploadSizesWithin, largestUploadBytes, maxUploadBytes, uploadFieldAt } from './upload-rules';

type Executor = DbHandle['db'] | Trx;
type UploadModule = Pick<DashboardModule, 'key' | 'fields' | 'upload_config'>;

/** The rules of the upload field `path` names (422 at `field` when it names none). */
function fieldAt(module: UploadModule, path: string | undefined): ModuleField {
  if (path === undefined) throw fieldError('field', 'required');
  const field = uploadFieldAt(module.fields, path);
  if (!field) throw fieldError('field', 'invalid_key');
  return field;
}

/** 422 "invalid file type" unless the field (and module) take a file of this type. */
export function assertAccepted(module: Pick<DashboardModule, 'fields' | 'upload_config'>, field: ModuleField, type: UploadType): void {
  const accepted = type.text ? acceptsText(module, field, type.mime) : acceptsType(module, field, type.mime);
  if (!accepted) throw fieldError('file', 'invalid_file_type');
}

/**
 * Files of content fields (file, image, video): taken by the one upload path (media-uploads.ts)
 * under the field's rules, known by a `media` row of origin `field`; and released (row and file)
 * once nothing refers to them.
 */
export function createUploadsAdmin({ handle, config, mediaUploads }: {
  handle: DbHandle; config: Pick<AppConfig, 'uploads'>; mediaUploads: MediaUploads;
}) {
  const limits = config.uploads;
  const { json } = handle;

  /** Whether any content, kept revision, form submission, setting or menu still refers to the file (the usage index). */
  const referenced = (executor: Executor, key: string): Promise<boolean> => isUsed(executor, key);

  /**
   * One file for the field the form's `field` names (dotted inside groups): judged while it
   * streams in by the field's rules when `field` came first, else by the module's largest limit
   * and checked against the field once the form is read.
   */
  const fieldPlan = (actor: AuthUser, module: UploadModule): MultipartPlan => ({
    maxFiles: 1,
    largestBytes: largestUploadBytes(module),
    streaming: (before) => {
      if (before.field === undefined) return { maxBytes: largestUploadBytes(module) };
      const field = fieldAt(module, before.field);
      return { maxBytes: maxUploadBytes(module, field), assertAccepted: (type) => assertAccepted(module, field, type) };
    },
    settle: (fields) => {
      const field = fieldAt(module, fields.field);
      return {
        area: module.key,
        permission: can(actor, modulePermission(module.key, 'create')) ? 'create' : 'update',
        module: module.key,
        origin: 'field',
        maxBytes: maxUploadBytes(module, field),
        assertAccepted: (type) => assertAccepted(module, field, type),
      };
    },
  });

  return {
    referenced,
    removeFile: mediaUploads.removeFile,
    removeStored: mediaUploads.removeStored,

    /** 422 at a module's upload size (or a field's) that allows more than MAX_UPLOAD_BYTES; for module saves. */
    assertUploadSizes: (module: Pick<DashboardModule, 'fields' | 'upload_config'>) => assertUploadSizesWithin(module, limits.maxBytes),

    /**
     * Stores the form's `file` for the module's field its `field` names and records its media
     * row (or answers the library's file with the same bytes). Whatever fails, from a refused
     * file to a body that breaks off or a row that cannot be written, leaves no file behind.
     */
    async save(actor: AuthUser, module: UploadModule, request: MultipartRequest): Promise<UploadedFile> {
      const [{ item }] = await mediaUploads.receiveMultipart(actor, request, fieldPlan(actor, module));
      return { id: item.id, url: item.url, file_name: item.file_name, mime_type: item.mime_type, size: item.size, ...(item.player ? { player: item.player } : {}) };
    },

    /**
     * After a write that dropped references (a content deleted or changed, a revision pruned):
     * deletes the media rows of `keys` nothing refers to any more, in the write's transaction,
     * and their files once it committed.
     */
    async release(trx: Trx, keys: Iterable<string>, afterCommit: (effect: () => void) => void): Promise<void> {
      const candidates = [...new Set(keys)];
      if (candidates.length === 0) return;
      // The library keeps its own files until they are deleted there.
      const rows = await trx.selectFrom('media').select(['id', 'path', 'storage', 'remote_uri', 'variants'])
        .where('origin', '=', 'field').where('path', 'in', candidates).execute();
      const used = await usedAmong(trx, rows.map((row) => row.path));
      const unused = rows.filter((row) => !used.has(row.path));
      if (unused.length === 0) return;
      await trx.deleteFrom('media').where('id', 'in', unused.map((row) => row.id)).execute();
      afterCommit(() => {
        for (const row of unused) void mediaUploads.removeStored(row, json.read<MediaVariant[] | null>(row.variants));
      });
    },

    /**
     * When a module is deleted (its contents already gone in `trx`): its uploads nothing else
     * refers to go, rows now and files once the deletion committed.
     */
    async releaseModule(trx: Trx, moduleKey: string, afterCommit: (effect: () => void) => void): Promise<void> {
      const rows = await trx.selectFrom('media').select('path').where('module', '=', moduleKey).execute();
      await this.release(trx, rows.map((row) => row.path), afterCommit);
    },
  };
}

export type UploadsAdmin = ReturnType<typeof createUploadsAdmin>;
