import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import {
  KEPT_REVISIONS, revisionListSchema, revisionParamsSchema, revisionRestoreSchema, revisionSchema,
} from '@/shared/api/content-revisions';
import { contentParamsSchema, contentRecordSchema } from '@/shared/api/contents';
import { requireUser } from '../../middleware/auth';
import { errorResponses, jsonResponse } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { jsonBody as body } from './access';
import { contentsAccess } from './contents';

/** /api/dashboard/modules/{key}/contents/{id}/revisions: a content's saved history, and restoring from it. */
export function dashboardRevisionsRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  const access = (action: 'read' | 'update') => contentsAccess(ctx, action);

  const listRevisions = createRoute({
    method: 'get', path: '/', operationId: 'dashboardListRevisions', summary: "A content's saved revisions",
    ...access('read'),
    request: { params: contentParamsSchema },
    responses: {
      200: jsonResponse(revisionListSchema, `Newest first: one per create, save and restore, the last ${KEPT_REVISIONS} of them`),
      ...errorResponses(400, 401, 403, 404, 422),
    },
  });
  const getRevision = createRoute({
    method: 'get', path: '/{revisionId}', operationId: 'dashboardGetRevision', summary: 'One revision with what the content was after that write',
    ...access('read'),
    request: { params: revisionParamsSchema },
    responses: { 200: jsonResponse(revisionSchema, 'The revision'), ...errorResponses(400, 401, 403, 404, 422) },
  });
  const restoreRevision = createRoute({
    method: 'post', path: '/{revisionId}/restore', operationId: 'dashboardRestoreRevision', summary: 'Restores a content to a revision',
    ...access('update'),
    request: { params: revisionParamsSchema, ...body(revisionRestoreSchema) },
    responses: {
      200: jsonResponse(contentRecordSchema,
        "The content as GET answers it, now at a new version (and a new revision). `version` is the content's current one (stale: 409). " +
        "The revision's values must pass the module's current fields (422 at content.<field>); values of fields the module no longer has are kept as stored."),
      ...errorResponses(400, 401, 403, 404, 409, 422, 503),
    },
  });

  return createRouter()
    .openapi(listRevisions, async (c) => {
      const { key, id } = c.req.valid('param');
      return ok(c, await dashboard.revisions.list(key, id));
    })
    .openapi(getRevision, async (c) => {
      const { key, id, revisionId } = c.req.valid('param');
      return ok(c, await dashboard.revisions.get(key, id, revisionId));
    })
    .openapi(restoreRevision, async (c) => {
      const { key, id, revisionId } = c.req.valid('param');
      const restored = await dashboard.revisions.restore(await requireUser(c), key, id, revisionId, c.req.valid('json'));
      return ok(c, restored, { message: 'revision_restored' });
    });
}
