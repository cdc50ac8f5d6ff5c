import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { moduleKeyParamsSchema } from '@/shared/api/modules';
import {
  submissionBulkDeleteSchema, submissionBulkRestoreSchema, submissionBulkResultSchema, submissionBulkStatusResultSchema, submissionBulkStatusSchema, submissionExportQuerySchema, submissionListQuerySchema,
  submissionListSchema, submissionParamsSchema, submissionRetentionSchema, submissionSchema, submissionUpdateSchema,
} from '@/shared/api/submissions';
import type { PermissionAction } from '@/shared/permissions';
import { requireUser } from '../../middleware/auth';
import { callerLocale, requestLocale } from '../../middleware/locale';
import { errorResponses, jsonResponse } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess, jsonBody as body, moduleScope } from './access';

/** /api/dashboard/modules/{key}/submissions: a form module's inbox, guarded by the form's own keys (`contact.read`, …). */
export function dashboardSubmissionsRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  const access = (action: PermissionAction) =>
    dashboardAccess(moduleScope(ctx, () => `Needs the form module's own \`{key}.${action}\` permission (e.g. \`contact.${action}\`).`, 'submissions'), action);

  const listSubmissions = createRoute({
    method: 'get', path: '/', operationId: 'dashboardListSubmissions', summary: "Lists a form module's submissions",
    ...access('read'),
    request: { params: moduleKeyParamsSchema, query: submissionListQuerySchema },
    responses: {
      200: jsonResponse(submissionListSchema, 'One page of the inbox (`spam=true`: of the held spam); `status` and `from`/`to` (created_at, from inclusive, to exclusive) filter, '
        + '`search` matches the submitted values, `sort` takes created_at, updated_at, solved_at, status, id or `data.<field>` of a sortable field. '
        + "With the form (its field labels in the caller's language) and the counts of pending, solved and spam"),
      ...errorResponses(400, 401, 403, 404, 422),
    },
  });
  const exportSubmissions = createRoute({
    method: 'get', path: '/export.csv', operationId: 'dashboardExportSubmissions', summary: "A form module's submissions as CSV",
    ...access('read'),
    request: { params: moduleKeyParamsSchema, query: submissionExportQuerySchema },
    responses: {
      200: {
        description: "Every submission the filter matches (as the list's), streamed: UTF-8 with a byte-order mark, headed by the field labels in the caller's language (X-Language, else the user's stored language), "
          + 'every cell quoted and one starting with `=`, `+`, `-`, `@`, tab or carriage return prefixed with a single quote',
        content: { 'text/csv': { schema: z.string() } },
      },
      ...errorResponses(400, 401, 403, 404, 422),
    },
  });
  const getSubmission = createRoute({
    method: 'get', path: '/{id}', operationId: 'dashboardGetSubmission', summary: 'One submission',
    ...access('read'),
    request: { params: submissionParamsSchema },
    responses: { 200: jsonResponse(submissionSchema, 'The submission'), ...errorResponses(400, 401, 403, 404, 422) },
  });
  const updateSubmission = createRoute({
    method: 'patch', path: '/{id}', operationId: 'dashboardUpdateSubmission', summary: 'Marks a submission solved or pending, notes it, or restores it from spam',
    ...access('update'),
    request: { params: submissionParamsSchema, ...body(submissionUpdateSchema) },
    responses: { 200: jsonResponse(submissionSchema, 'The saved submission'), ...errorResponses(400, 401, 403, 404, 422, 503) },
  });
  const bulkStatus = createRoute({
    method: 'post', path: '/bulk', operationId: 'dashboardBulkSubmissionStatus', summary: 'Marks many submissions solved or pending',
    ...access('update'),
    request: { params: moduleKeyParamsSchema, ...body(submissionBulkStatusSchema) },
    responses: {
      200: jsonResponse(submissionBulkStatusResultSchema, 'How many changed (those already in that status stay as they were) and which (to mark them back: an undo), unless more than one bulk call may name; all or none (one id not of the form: 404, nothing changed)'),
      ...errorResponses(400, 401, 403, 404, 422, 503),
    },
  });
  const bulkRestore = createRoute({
    method: 'post', path: '/bulk-restore', operationId: 'dashboardBulkRestoreSubmissions', summary: 'Restores many submissions from spam',
    ...access('update'),
    request: { params: moduleKeyParamsSchema, ...body(submissionBulkRestoreSchema) },
    responses: {
      200: jsonResponse(submissionBulkResultSchema, 'How many moved from spam to the inbox, each with its staff mail queued as a fresh submission\'s (sent once); '
        + '`all` takes what the filter matches in the spam view; those not held as spam stay as they were; all or none (one id not of the form: 404, nothing changed)'),
      ...errorResponses(400, 401, 403, 404, 422, 503),
    },
  });
  const bulkDelete = createRoute({
    method: 'post', path: '/bulk-delete', operationId: 'dashboardBulkDeleteSubmissions', summary: 'Deletes many submissions',
    ...access('delete'),
    request: { params: moduleKeyParamsSchema, ...body(submissionBulkDeleteSchema) },
    responses: {
      200: jsonResponse(submissionBulkResultSchema, 'How many were deleted, with the uploads only they referred to; all or none (one id not of the form: 404, nothing deleted)'),
      ...errorResponses(400, 401, 403, 404, 422, 503),
    },
  });
  const deleteSubmission = createRoute({
    method: 'delete', path: '/{id}', operationId: 'dashboardDeleteSubmission', summary: 'Deletes a submission',
    ...access('delete'),
    request: { params: submissionParamsSchema },
    responses: { 200: jsonResponse(submissionBulkResultSchema, 'How many were deleted (1)'), ...errorResponses(400, 401, 403, 404, 422, 503) },
  });
  const setRetention = createRoute({
    method: 'put', path: '/retention', operationId: 'dashboardSetSubmissionRetention', summary: 'How long the form keeps its submissions',
    ...access('delete'),
    request: { params: moduleKeyParamsSchema, ...body(submissionRetentionSchema) },
    responses: {
      200: jsonResponse(submissionRetentionSchema, 'Saved: a daily job removes the submissions older than this many days (null: kept until deleted); held spam goes after 30 days'),
      ...errorResponses(400, 401, 403, 404, 422, 503),
    },
  });

  return createRouter()
    .openapi(listSubmissions, async (c) => ok(c, await dashboard.submissions.list(c.req.valid('param').key, c.req.valid('query'), requestLocale(c))))
    .openapi(exportSubmissions, async (c) => {
      const csv = await dashboard.submissions.exportCsv(c.req.valid('param').key, c.req.valid('query'), await callerLocale(c));
      return c.body(csv.body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csv.fileName}"`,
        'cache-control': 'no-store',
      }) as never;
    })
    .openapi(bulkStatus, async (c) =>
      ok(c, await dashboard.submissions.bulkStatus(await requireUser(c), c.req.valid('param').key, c.req.valid('json')), { message: 'submissions_changed' }))
    .openapi(bulkRestore, async (c) =>
      ok(c, await dashboard.submissions.bulkRestore(await requireUser(c), c.req.valid('param').key, c.req.valid('json')), { message: 'submissions_restored' }))
    .openapi(bulkDelete, async (c) =>
      ok(c, await dashboard.submissions.bulkDelete(await requireUser(c), c.req.valid('param').key, c.req.valid('json')), { message: 'submissions_deleted' }))
    .openapi(setRetention, async (c) =>
      ok(c, await dashboard.submissions.setRetention(await requireUser(c), c.req.valid('param').key, c.req.valid('json')), { message: 'submission_retention_saved' }))
    .openapi(getSubmission, async (c) => {
      const { key, id } = c.req.valid('param');
      return ok(c, await dashboard.submissions.get(key, id));
    })
    .openapi(updateSubmission, async (c) => {
      const { key, id } = c.req.valid('param');
      return ok(c, await dashboard.submissions.update(await requireUser(c), key, id, c.req.valid('json')), { message: 'submission_updated' });
    })
    .openapi(deleteSubmission, async (c) => {
      const { key, id } = c.req.valid('param');
      await dashboard.submissions.remove(await requireUser(c), key, id);
      return ok(c, { changed: 1 }, { message: 'submission_deleted' });
    });
}
