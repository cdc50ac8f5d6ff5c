import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { logsEntity } from '@/server/entities/logs';
import { recordParamsSchema } from '@/shared/api/list';
import { dashboardLogSchema, logListQuerySchema, logListSchema } from '@/shared/api/logs';
import { errorResponses, jsonResponse } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess } from './access';

const listLogs = createRoute({
  method: 'get', path: '/', operationId: 'dashboardListLogs', summary: 'The request log, filtered',
  ...dashboardAccess(logsEntity, 'read'),
  request: { query: logListQuerySchema },
  responses: {
    200: jsonResponse(logListSchema, 'One page of request log rows; search matches the endpoint, `endpoint` is a prefix, `status` a class (or `status_min`/`status_max`)'),
    ...errorResponses(401, 403, 422),
  },
});
const getLog = createRoute({
  method: 'get', path: '/{id}', operationId: 'dashboardGetLog', summary: 'One request log row',
  ...dashboardAccess(logsEntity, 'read'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(dashboardLogSchema, 'The row'), ...errorResponses(401, 403, 404, 422) },
});

/** /api/dashboard/logs */
export function dashboardLogsRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  return createRouter()
    .openapi(listLogs, async (c) => ok(c, await dashboard.logs.list(c.req.valid('query'))))
    .openapi(getLog, async (c) => ok(c, await dashboard.logs.get(c.req.valid('param').id)));
}
