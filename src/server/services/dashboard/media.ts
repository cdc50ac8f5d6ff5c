import type { DbHandle } from '@/server/db/connect';
import { listPage } from '@/server/entities/list';
import { createMediaRepository, mediaEntity, mediaSearchText } from '@/server/entities/media';
import { notFoundError } from '@/server/entities/declaration';
import type { Operations, Trx } from '@/server/entities/operations';
import {
  mediaBulkDeleteSchema, mediaUpdateSchema,
  type MediaBulkDeleteInput, type MediaDetail, type MediaListQuery, type MediaUpdateInput, type MediaUpload, type MediaVariant,
} from '@/shared/api/media';
import type { Locale } from '@/i18n/locales';
import { usedBy } from '@/server/entities/media-usages';
import type { AuthUser } from '@/shared/types';
import { ApiError, fieldError } from '../api-error';
import type { InvalidationBus } from '../invalidation';
import type { ModuleCatalogue } from '../modules';
import type { SettingsService } from '../settings';
import type { IncomingUpload, MediaUploads, MultipartPlan, StoredRef } from './media-uploads';
import type { MediaRemoval, RemoveReferences } from './media-removal';
import type { MultipartRequest } from './multipart-upload';
import { assertAccepted, type UploadsAdmin } from './uploads';
import { cleanFileName } from './upload-rules';
import { LIBRARY_UPLOAD_DEFAULTS, libraryUploadField } from './library-upload-rules';

interface MediaAdminDeps {
  handle: DbHandle;
  operations: Operations;
  bus: Pick<InvalidationBus, 'publish'>;
  modules: Pick<ModuleCatalogue, 'byKey'>;
  uploads: Pick<UploadsAdmin, 'referenced'>;
  mediaUploads: MediaUploads;
  settings: Pick<SettingsService, 'get'>;
  removal: MediaRemoval;
}

/** A row being deleted: its files (the original and its variants) in the driver `storage` names. */
type RemovedRow = StoredRef & { id: number; variants: unknown };

/** Text per locale without the locales left empty. */
const texts = (values: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

/**
 * The media library (/api/dashboard/media): list, read, describe (name, alt text and caption
 * per locale, focal point), delete, and upload through the one upload path. A file content
 * still refers to is not deleted (409).
 */
export function createMediaAdmin({ handle, operations, bus, modules, uploads, mediaUploads, settings, removal }: MediaAdminDeps) {
  const media = createMediaRepository(handle);
  const { json } = handle;

  /**
   * The rows of `ids`, every one of them (404 when one is missing), none referred to by content:
   * otherwise 409 with the places of each used file (`data.used_by`, titles in `locale`). When
   * `confirmed` (by `actor`), the references are removed instead (media-removal.ts).
   */
  async function removable(
    trx: Trx, ids: readonly number[], locale: Locale,
    confirmed: { actor: AuthUser; removeReferences: RemoveReferences; afterCommit: (effect: () => void) => void } | null,
  ): Promise<RemovedRow[]> {
    const rows = await trx.selectFrom('media').select(['id', 'path', 'storage', 'remote_uri', 'variants']).where('id', 'in', [...new Set(ids)]).execute();
    if (rows.length !== new Set(ids).size) throw notFoundError(mediaEntity);
    if (confirmed) {
      await confirmed.removeReferences(trx, confirmed.actor, rows, locale, confirmed.afterCommit);
      return rows;
    }
    const used = [];
    for (const row of rows) if (await uploads.referenced(trx, row.path)) used.push({ id: row.id, used_by: await usedBy({ ...handle, db: trx }, row.path, locale) });
    if (used.length > 0) throw new ApiError(409, 'media_in_use', { used_by: used });
    return rows;
  }

  /** Deletes the rows now and their files once the deletion committed; pages naming them drop their caches. */
  async function deleteRows(trx: Trx, rows: readonly RemovedRow[], afterCommit: (effect: () => void) => void): Promise<number> {
    await trx.deleteFrom('media').where('id', 'in', rows.map((row) => row.id)).execute();
    afterCommit(() => {
      for (const row of rows) void mediaUploads.removeStored(row, json.read<MediaVariant[]>(row.variants));
    });
    return rows.length;
  }

  /** The library's own rules: the files and megabytes the settings allow, the default types. */
  async function libraryConfig() {
    const [maxFiles, maxSizeMb] = await Promise.all([settings.get<number>('media_max_files'), settings.get<number>('media_max_size_mb')]);
    return { ...LIBRARY_UPLOAD_DEFAULTS, max_files: maxFiles ?? LIBRARY_UPLOAD_DEFAULTS.max_files, max_size_mb: maxSizeMb ?? LIBRARY_UPLOAD_DEFAULTS.max_size_mb };
  }

  /**
   * Files for the library: by the upload rules of the content module `moduleKey` names (422 at
   * `module` when none), else the library's (the settings' size and count); at most `max_files` of them.
   */
  async function libraryPlan(moduleKey: string | undefined): Promise<MultipartPlan> {
    const owner = moduleKey === undefined ? null : await modules.byKey(moduleKey);
    if (moduleKey !== undefined && owner?.type !== 'content') throw fieldError('module', 'invalid_key');
    const config = owner?.upload_config ?? await libraryConfig();
    const field = libraryUploadField(config);
    const accepts = { fields: [field], upload_config: config };
    const maxBytes = field.upload!.max_size;
    return {
      maxFiles: config.max_files,
      largestBytes: maxBytes,
      streaming: () => ({ maxBytes, assertAccepted: (type) => assertAccepted(accepts, field, type) }),
      settle: () => ({
        area: mediaEntity.area, permission: 'create', module: owner?.key ?? null, origin: 'library', maxBytes,
        assertAccepted: (type) => assertAccepted(accepts, field, type),
      }),
    };
  }

  return {
    /** Search matches the file name and the alt text in any locale; kind, module and dates filter. */
    list: (query: MediaListQuery) => listPage(media.filtered(query), mediaEntity.list, query, media.toItem, handle),

    /** One file, with where it is used (titles in `locale`). */
    get: async (id: number, locale: Locale): Promise<MediaDetail> => {
      const item = await media.get(id);
      const { path } = await handle.db.selectFrom('media').select('path').where('id', '=', id).executeTakeFirstOrThrow();
      return { ...item, used_by: await usedBy(handle, path, locale) };
    },

    /**
     * One file into the library as it streams in (the seam of a resumable upload): by
     * `moduleKey`'s rules when given, else the library's defaults.
     */
    async ingest(actor: AuthUser, file: IncomingUpload, moduleKey?: string): Promise<MediaUpload> {
      return mediaUploads.ingest(actor, file, (await libraryPlan(moduleKey)).settle({}, []));
    },

    /** Bytes one file may have under `moduleKey`'s rules (else the library's): 422 at `module` for a key of no content module. */
    uploadLimit: async (moduleKey?: string): Promise<number> => (await libraryPlan(moduleKey)).largestBytes,

    /** The library's files of a multipart form, by `moduleKey`'s rules when given; all or none. */
    async upload(actor: AuthUser, request: MultipartRequest, moduleKey?: string): Promise<MediaUpload[]> {
      return mediaUploads.receiveMultipart(actor, request, await libraryPlan(moduleKey));
    },

    update: (actor: AuthUser, id: number, input: MediaUpdateInput) => operations.run(mediaEntity, {
      actor, permission: 'update', input, schema: mediaUpdateSchema, recordId: id,
      changes: () => Object.keys(input),
      write: async (trx, values, afterCommit) => {
        const before = await media.get(id, trx);
        // A new name follows the upload's name rule and keeps the type's extension (renamed `x.html`, a picture stays `x.html.png`).
        const fileName = values.file_name === undefined ? before.file_name : cleanFileName(values.file_name, before.file_name.slice(before.file_name.lastIndexOf('.') + 1));
        const alt = values.alt ? texts(values.alt) : before.alt;
        const focal = values.focal === undefined ? before.focal : values.focal;
        await trx.updateTable('media').set({
          file_name: fileName,
          alt: json.write(alt),
          caption: json.write(values.caption ? texts(values.caption) : before.caption),
          focal_x: focal?.x ?? null,
          focal_y: focal?.y ?? null,
          search_text: mediaSearchText(fileName, alt),
          updated_at: new Date().toISOString(),
          updated_by: actor.id,
        }).where('id', '=', id).execute();
        // Content pages show a file by its name, a picture with its alt text.
        if (fileName !== before.file_name || values.alt) afterCommit(() => bus.publish('settings'));
        return media.get(id, trx);
      },
    }),

    /**
     * 409 while content, a kept revision, a form submission or a setting refers to it, unless
     * `confirm`: then those references are removed first (403 when the caller may not change
     * one of those places). The file goes after the commit.
     */
    remove: async (actor: AuthUser, id: number, locale: Locale, confirm = false) => {
      const removeReferences = confirm ? await removal.prepare() : null;
      return operations.run(mediaEntity, {
        actor, permission: 'delete', input: null, recordId: id,
        write: async (trx, _input, afterCommit) =>
          ({ deleted: await deleteRows(trx, await removable(trx, [id], locale, removeReferences && { actor, removeReferences, afterCommit }), afterCommit) }),
      });
    },

    /** All or none: one missing (404), still used without `confirm` (409) or not the caller's to change (403), and nothing is deleted. */
    bulkRemove: async (actor: AuthUser, input: MediaBulkDeleteInput, locale: Locale) => {
      const removeReferences = input.confirm === true ? await removal.prepare() : null;
      return operations.run(mediaEntity, {
        actor, permission: 'delete', action: 'delete_many', input, schema: mediaBulkDeleteSchema, recordId: null,
        changes: () => input.ids.map(String),
        write: async (trx, { ids }, afterCommit) =>
          ({ deleted: await deleteRows(trx, await removable(trx, ids, locale, removeReferences && { actor, removeReferences, afterCommit }), afterCommit) }),
      });
    },
  };
}

export type MediaAdmin = ReturnType<typeof createMediaAdmin>;
