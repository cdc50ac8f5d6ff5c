import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { IMAGE_DIMENSION_LIMITS } from '@/server/services/dashboard/upload-rules';
import { uploadedFileSchema } from '@/shared/api/contents';
import { moduleKeyParamsSchema } from '@/shared/api/modules';
import { requireUser } from '../../middleware/auth';
import { errorResponses, jsonResponse } from '../../openapi';
import { created } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess, moduleScope } from './access';

/**
 * The form, documented only: the service reads it as it streams in (a zod schema here would
 * make the router parse the whole body into memory first). `field` should come before `file`,
 * so the file is judged by its field's rules while it arrives.
 */
const uploadForm = {
  type: 'object' as const,
  properties: {
    field: {
      type: 'string' as const, minLength: 1, maxLength: 300, example: 'cover',
      description: 'The key of a file, image, video or rich-text field of the module (inside a group `group.field`), or `header_image`',
    },
    file: { type: 'string' as const, format: 'binary', description: 'One file; its type is read from its content, never from its name' },
  },
  required: ['field', 'file'],
};

/** The request's body as the upload service reads it: unread, with its declared type and length. */
export function multipartRequest(request: Request) {
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  return { contentType: request.headers.get('content-type') ?? undefined, declaredBytes: Number.isSafeInteger(length) ? length : null, body: request.body };
}

/** POST /api/dashboard/modules/{key}/uploads: one file for a field of a content item being edited. */
export function dashboardUploadsRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  const uploadFile = createRoute({
    method: 'post', path: '/', operationId: 'dashboardUploadFile', summary: "Uploads a file for a content module's file, image or video field",
    // Checked before the body is read: a session (401), the content module (404, 400 for a form module), then either key (403).
    ...dashboardAccess(moduleScope(ctx, () => (
      "Needs the module's own `{key}.create` or `{key}.update` permission. `field` must name a file, image or video field of the module, " +
      'a rich-text field (its pictures: images only) or `header_image` (422 at `field`); the file at most the field\'s `upload.max_size` bytes, lowered by the module\'s `upload_config.max_size_mb` ' +
      '(10 MB when neither says) and never more than the server\'s MAX_UPLOAD_BYTES (422 "file too large" at `file`, answered as soon as the file passes it), of a type its first bytes show to be one the field accepts ' +
      '(its `upload.accept`, the image or video family, the module\'s `upload_config.mime_types`; SVG never for an image field; ' +
      '422 "invalid file type"; text, which has no such bytes, only where `accept` names text/csv or text/plain, as UTF-8); an image whose header declares more than ' +
      `${IMAGE_DIMENSION_LIMITS.side} pixels a side or ${IMAGE_DIMENSION_LIMITS.pixels / 1e6} megapixels is refused (422). ` +
      'Send `field` before `file`. Each user may store UPLOAD_BYTES_PER_HOUR_PER_USER bytes an hour ' +
      '(429 with Retry-After beyond); 503 when the upload would leave the server less free disk than its reserve. The answer\'s `url` goes into the field\'s value; an upload no content or revision refers to ' +
      'after an hour is deleted, as is one the last content and revision referring to it let go, and every upload of a deleted module.'
    )), 'create', 'update'),
    request: { params: moduleKeyParamsSchema, body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } } },
    responses: {
      201: jsonResponse(uploadedFileSchema, 'The stored file'),
      ...errorResponses(400, 401, 403, 404, 415, 422, 429, 503),
    },
  });

  return createRouter().openapi(uploadFile, async (c) => {
    const user = await requireUser(c);
    const owner = await dashboard.contents.module(c.req.valid('param').key);
    return created(c, await dashboard.uploads.save(user, owner, multipartRequest(c.req.raw)), { message: 'uploads_file_saved' });
  });
}
