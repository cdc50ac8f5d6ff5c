import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { mediaEntity } from '@/server/entities/media';
import { LIBRARY_UPLOAD_DEFAULTS } from '@/server/services/dashboard/library-upload-rules';
import { IMAGE_DIMENSION_LIMITS } from '@/server/services/dashboard/upload-rules';
import { recordParamsSchema } from '@/shared/api/list';
import {
  mediaBulkDeleteSchema, mediaBulkResultSchema, mediaDeleteQuerySchema, mediaDetailSchema, mediaItemSchema, mediaListQuerySchema, mediaListSchema, mediaUpdateSchema, mediaUploadQuerySchema,
  mediaUploadResultSchema,
} from '@/shared/api/media';
import { requireUser } from '../../middleware/auth';
import { callerLocale } from '../../middleware/locale';
import { errorResponses, jsonResponse } from '../../openapi';
import { created, ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess, jsonBody as body } from './access';
import { multipartRequest } from './uploads';

/** The form, documented only: the service reads it as it streams in (see uploads.ts). */
const uploadForm = {
  type: 'object' as const,
  properties: {
    file: {
      type: 'array' as const, items: { type: 'string' as const, format: 'binary' },
      description: 'One or more files, each a part named `file`; a type is read from the content, never from the name',
    },
  },
  required: ['file'],
};

const { max_files: maxFiles, max_size_mb: maxSizeMb, mime_types: mimeTypes } = LIBRARY_UPLOAD_DEFAULTS;

const CONFIRMED_DELETE = 'Needs `media.delete`. A file something uses is refused (409, its places in `data.used_by`) unless the delete is confirmed (`confirm`): '
  + 'then every content and its kept revisions, form submission and setting naming it loses the reference first (a picture field becomes empty, a gallery loses the entry, '
  + 'rich text loses the picture and keeps a link\'s text), each written as its own change with its audit row (a content as its next version), in the same transaction. '
  + 'That needs the update permission of every module concerned (`{module}.update`) and `external.settings` for settings: otherwise 403 with the missing keys in `data.missing`. '
  + 'A file a menu names stays refused (409) until menus can be edited. All or none.';

const listMedia = createRoute({
  method: 'get', path: '/', operationId: 'dashboardListMedia', summary: 'Lists the media library',
  ...dashboardAccess(mediaEntity, 'read'),
  request: { query: mediaListQuerySchema },
  responses: {
    200: jsonResponse(mediaListSchema, 'One page of media; `search` matches the file name and the alt text in any locale, `kind` and `module` filter, `used` keeps the files something uses (a content, revision, submission, setting or menu) or, as `unused`, those nothing uses, '
      + '`from`/`to` bound the upload time (from inclusive, to exclusive); `sort` takes created_at, file_name or size'),
    ...errorResponses(401, 403, 422),
  },
});
const getMedia = createRoute({
  method: 'get', path: '/{id}', operationId: 'dashboardGetMedia', summary: 'One media item',
  ...dashboardAccess(mediaEntity, 'read'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(mediaDetailSchema, 'The item, with `used_by`: the places that use it (titles in the caller\'s language, at most 50 listed, `total` counts them all)'), ...errorResponses(401, 403, 404, 422) },
});
const uploadMedia = createRoute({
  method: 'post', path: '/', operationId: 'dashboardUploadMedia', summary: 'Uploads files to the media library',
  ...dashboardAccess(mediaEntity, 'create'),
  description: `Needs the \`media.create\` permission. \`module\` names a content module whose \`upload_config\` the files follow (and which lists them); without it, the library's defaults. Each file streams to storage as it arrives, judged by its first bytes: of a type the module's \`upload_config.mime_types\` `
    + `names (without a module: ${mimeTypes.join(', ')}; text only as UTF-8; 422 "invalid file type"), at most its \`max_size_mb\` (without a module the setting \`media_max_size_mb\`, ${maxSizeMb} MB by default; never more than the `
    + `server's MAX_UPLOAD_BYTES; 422 "file too large"), at most \`max_files\` files (without a module the setting \`media_max_files\`, ${maxFiles} by default; 422 "too many files" as soon as one more comes). `
    + `An image whose header declares more than ${IMAGE_DIMENSION_LIMITS.side} pixels a side or ${IMAGE_DIMENSION_LIMITS.pixels / 1e6} megapixels is refused (422). `
    + 'All or none: one refused file and none of the form\'s files is kept. Each user may store UPLOAD_BYTES_PER_HOUR_PER_USER bytes an hour (429 with Retry-After beyond); '
    + '503 when the upload would leave the server less free disk than its reserve, when the FTP storage (while `ftp_enabled`) cannot save it ("a problem while saving the files"), '
    + 'or when Vimeo does not take a video (while the Vimeo settings are complete videos go to Vimeo: `storage` "vimeo", `player` set, `status` "processing" until Vimeo transcoded it); '
    + 'a failure leaves no item and no file. A file whose bytes (SHA-256) the library already holds, on any storage, is not stored again: '
    + 'its answer is the existing item with `duplicate: true` (200 when every file was one).',
  request: { query: mediaUploadQuerySchema, body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } } },
  responses: {
    201: jsonResponse(mediaUploadResultSchema, 'The items, in the order the files came'),
    200: jsonResponse(mediaUploadResultSchema, 'Every file was already in the library: the existing items, `duplicate: true`'),
    ...errorResponses(400, 401, 403, 415, 422, 429, 503),
  },
});
const updateMedia = createRoute({
  method: 'patch', path: '/{id}', operationId: 'dashboardUpdateMedia', summary: "Renames a media item or sets its alt text, caption or focal point",
  ...dashboardAccess(mediaEntity, 'update'),
  request: { params: recordParamsSchema, ...body(mediaUpdateSchema) },
  responses: { 200: jsonResponse(mediaItemSchema, 'The saved item; `alt` and `caption` replace the texts of every locale (an empty one removes that locale)'), ...errorResponses(401, 403, 404, 422, 503) },
});
const deleteMedia = createRoute({
  method: 'delete', path: '/{id}', operationId: 'dashboardDeleteMedia', summary: 'Deletes a media item and its file',
  ...dashboardAccess(mediaEntity, 'delete'),
  description: CONFIRMED_DELETE,
  request: { params: recordParamsSchema, query: mediaDeleteQuerySchema },
  responses: {
    200: jsonResponse(mediaBulkResultSchema, 'Deleted (1); without `confirm=true`, 409 while a content, kept revision, form submission, setting or menu refers to it, with the places in `data.used_by`'),
    ...errorResponses(401, 403, 404, 409, 422, 503),
  },
});
const bulkDeleteMedia = createRoute({
  method: 'post', path: '/bulk-delete', operationId: 'dashboardBulkDeleteMedia', summary: 'Deletes many media items and their files',
  ...dashboardAccess(mediaEntity, 'delete'),
  description: CONFIRMED_DELETE,
  request: body(mediaBulkDeleteSchema),
  responses: {
    200: jsonResponse(mediaBulkResultSchema, 'How many were deleted; all or none (one missing: 404, one still used without `confirm`: 409 with each used file\'s places in `data.used_by`, nothing deleted)'),
    ...errorResponses(401, 403, 404, 409, 422, 503),
  },
});

/** /api/dashboard/media: the media library. */
export function dashboardMediaRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  return createRouter()
    .openapi(listMedia, async (c) => ok(c, await dashboard.media.list(c.req.valid('query'))))
    .openapi(getMedia, async (c) => ok(c, await dashboard.media.get(c.req.valid('param').id, await callerLocale(c))))
    .openapi(uploadMedia, async (c) => {
      const files = await dashboard.media.upload(await requireUser(c), multipartRequest(c.req.raw), c.req.valid('query').module);
      const result = { files };
      return files.every((file) => file.duplicate) ? ok(c, result, { message: 'media_already_stored' }) : created(c, result, { message: 'media_created' });
    })
    .openapi(updateMedia, async (c) =>
      ok(c, await dashboard.media.update(await requireUser(c), c.req.valid('param').id, c.req.valid('json')), { message: 'media_updated' }))
    .openapi(deleteMedia, async (c) =>
      ok(c, await dashboard.media.remove(await requireUser(c), c.req.valid('param').id, await callerLocale(c), c.req.valid('query').confirm), { message: 'media_deleted' }))
    .openapi(bulkDeleteMedia, async (c) => ok(c, await dashboard.media.bulkRemove(await requireUser(c), c.req.valid('json'), await callerLocale(c)), { message: 'media_deleted' }));
}
