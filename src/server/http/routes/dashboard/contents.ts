import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import {
  contentBulkResultSchema, contentBulkSchema, contentCreateSchema, contentListQuerySchema, contentListSchema,
  contentParamsSchema, contentRecordSchema, contentUpdateSchema,
} from '@/shared/api/contents';
import { moduleKeyParamsSchema } from '@/shared/api/modules';
import type { PermissionAction } from '@/shared/permissions';
import { requireUser } from '../../middleware/auth';
import { errorResponses, jsonResponse } from '../../openapi';
import { created, ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess, jsonBody as body, moduleScope } from './access';

/**
 * What every contents route needs: the module's own key (`{key}.read`, design §4). The bulk
 * route (no action) checks its key (update or delete, by action) in the service, after reading
 * the action from the body.
 */
export function contentsAccess(ctx: AppContext, action: PermissionAction | null) {
  const scope = moduleScope(ctx, () => action
    ? `Needs the module's own \`{key}.${action}\` permission (e.g. \`blog.${action}\`).`
    : "Needs the module's own `{key}.update` (publish, unpublish) or `{key}.delete` permission.");
  return action ? dashboardAccess(scope, action) : dashboardAccess(scope);
}

/** /api/dashboard/modules/{key}/contents: a content module's contents; every write reaches the public site on the next request. */
export function dashboardContentsRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  const access = (action: PermissionAction | null) => contentsAccess(ctx, action);

  const listContents = createRoute({
    method: 'get', path: '/', operationId: 'dashboardListContents', summary: "Lists a content module's contents",
    ...access('read'),
    request: { params: moduleKeyParamsSchema, query: contentListQuerySchema },
    responses: {
      200: jsonResponse(contentListSchema, 'One page of contents; search matches the slug and the title in any locale, `status` filters, sort takes updated_at, created_at, title, status or id'),
      ...errorResponses(400, 401, 403, 404, 422),
    },
  });
  const getContent = createRoute({
    method: 'get', path: '/{id}', operationId: 'dashboardGetContent', summary: 'One content with its field values',
    ...access('read'),
    request: { params: contentParamsSchema },
    responses: { 200: jsonResponse(contentRecordSchema, 'The content'), ...errorResponses(400, 401, 403, 404, 422) },
  });
  const createContent = createRoute({
    method: 'post', path: '/', operationId: 'dashboardCreateContent', summary: 'Creates a content',
    ...access('create'),
    request: { params: moduleKeyParamsSchema, ...body(contentCreateSchema) },
    responses: {
      201: jsonResponse(contentRecordSchema, "The new content; `content` was checked against the module's fields"),
      ...errorResponses(400, 401, 403, 404, 409, 422, 503),
    },
  });
  const updateContent = createRoute({
    method: 'put', path: '/{id}', operationId: 'dashboardUpdateContent', summary: 'Saves a content',
    ...access('update'),
    request: { params: contentParamsSchema, ...body(contentUpdateSchema) },
    responses: {
      200: jsonResponse(contentRecordSchema, 'The saved content (the GET answer can be sent back; a stale version is a 409)'),
      ...errorResponses(400, 401, 403, 404, 409, 422, 503),
    },
  });
  const deleteContent = createRoute({
    method: 'delete', path: '/{id}', operationId: 'dashboardDeleteContent', summary: 'Deletes a content',
    ...access('delete'),
    request: { params: contentParamsSchema },
    responses: { 200: jsonResponse(contentBulkResultSchema, 'How many contents were deleted (1)'), ...errorResponses(400, 401, 403, 404, 422, 503) },
  });
  const bulkContents = createRoute({
    method: 'post', path: '/bulk', operationId: 'dashboardBulkContents', summary: 'Publishes, unpublishes or deletes many contents at once',
    ...access(null),
    request: { params: moduleKeyParamsSchema, ...body(contentBulkSchema) },
    responses: {
      200: jsonResponse(contentBulkResultSchema, 'How many contents changed; all or none (one id not in the module: 404, nothing changed)'),
      ...errorResponses(400, 401, 403, 404, 422, 503),
    },
  });

  return createRouter()
    .openapi(listContents, async (c) => ok(c, await dashboard.contents.list(c.req.valid('param').key, c.req.valid('query'))))
    .openapi(getContent, async (c) => {
      const { key, id } = c.req.valid('param');
      return ok(c, await dashboard.contents.get(key, id));
    })
    .openapi(createContent, async (c) =>
      created(c, await dashboard.contents.create(await requireUser(c), c.req.valid('param').key, c.req.valid('json')), { message: 'content_created' }))
    .openapi(bulkContents, async (c) =>
      ok(c, await dashboard.contents.bulk(await requireUser(c), c.req.valid('param').key, c.req.valid('json')), { message: 'contents_changed' }))
    .openapi(updateContent, async (c) => {
      const { key, id } = c.req.valid('param');
      return ok(c, await dashboard.contents.update(await requireUser(c), key, id, c.req.valid('json')), { message: 'content_updated' });
    })
    .openapi(deleteContent, async (c) => {
      const { key, id } = c.req.valid('param');
      await dashboard.contents.remove(await requireUser(c), key, id);
      return ok(c, { changed: 1 }, { message: 'content_deleted' });
    });
}
