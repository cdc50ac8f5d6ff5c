import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '@/server/context';
import { ApiError, fieldError } from '@/server/services/api-error';
import { maxUploadBody } from '@/server/services/dashboard/upload-rules';
import { uploadedFileSchema } from '@/shared/api/contents';
import { moduleKeyParamsSchema } from '@/shared/api/modules';
import { can } from '@/shared/permissions';
import { requireUser } from '../../middleware/auth';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SIGNED_IN } from '../../openapi';
import { created } from '../../respond';
import { createRouter } from '../../router';
import type { ApiEnv } from '../../types';

const uploadForm = z.object({
  field: z.string().min(1).max(300).openapi({ description: 'The key of a file, image, video or rich-text field of the module (inside a group `group.field`), or `header_image`', example: 'cover' }),
  file: z.instanceof(File).openapi({ type: 'string', format: 'binary', description: 'One file; its type is read from its content, never from its name' }),
});

/**
 * Who may upload, checked before the body is read: a session (401), the content module (404,
 * 400 for a form module), and its `{key}.create` or `{key}.update` (403). The body may then be
 * as large as the module's most generous upload field allows, counted while it streams in.
 */
function uploadAccess(ctx: AppContext): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const user = await requireUser(c);
    const key = c.req.param('key') ?? '';
    const owner = await ctx.services.dashboard.contents.module(key);
    if (!can(user, `${key}.create`) && !can(user, `${key}.update`)) throw new ApiError(403, 'forbidden');
    const limit = bodyLimit({
      maxSize: maxUploadBody(owner),
      onError: () => {
        throw fieldError('file', 'file_too_large');
      },
    });
    return limit(c, next);
  };
}

/** POST /api/dashboard/modules/{key}/uploads: one file for a field of a content item being edited. */
export function dashboardUploadsRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  const uploadFile = createRoute({
    method: 'post', path: '/', operationId: 'dashboardUploadFile', summary: "Uploads a file for a content module's file, image or video field",
    tags: ['Dashboard: contents'],
    security: SIGNED_IN,
    parameters: [LANGUAGE_PARAMETER],
    description:
      "Needs the module's own `{key}.create` or `{key}.update` permission. `field` must name a file, image or video field of the module, " +
      'a rich-text field (its pictures: images only) or `header_image` (422 at `field`); the file at most the field\'s `upload.max_size` bytes, lowered by the module\'s `upload_config.max_size_mb` ' +
      '(10 MB when neither says; 422 "file too large" at `file`), of a type its first bytes show to be one the field accepts ' +
      '(its `upload.accept`, the image or video family, the module\'s `upload_config.mime_types`; SVG never for an image field; ' +
      '422 "invalid file type"; text, which has no such bytes, only where `accept` names text/csv or text/plain, as UTF-8). The answer\'s `url` goes into the field\'s value; an upload no content or revision refers to ' +
      'after 24 hours is deleted, as is one the last content and revision referring to it let go.',
    middleware: [uploadAccess(ctx)] as const,
    request: { params: moduleKeyParamsSchema, body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } } },
    responses: {
      201: jsonResponse(uploadedFileSchema, 'The stored file'),
      ...errorResponses(400, 401, 403, 404, 415, 422, 503),
    },
  });

  return createRouter().openapi(uploadFile, async (c) => {
    const user = await requireUser(c);
    const owner = await dashboard.contents.module(c.req.valid('param').key);
    const { field, file } = c.req.valid('form');
    return created(c, await dashboard.uploads.save(user, owner, field, file), { message: 'uploads_file_saved' });
  });
}
