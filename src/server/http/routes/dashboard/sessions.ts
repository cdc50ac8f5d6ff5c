import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { sessionsEntity } from '@/server/entities/sessions';
import { closeUserSessionsQuerySchema, sessionListQuerySchema, sessionListSchema } from '@/shared/api/dashboard-sessions';
import { recordParamsSchema } from '@/shared/api/list';
import { requireUser } from '../../middleware/auth';
import { requestLocale } from '../../middleware/locale';
import { errorResponses, jsonResponse } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess } from './access';

const listSessions = createRoute({
  method: 'get', path: '/', operationId: 'dashboardListSessions', summary: "Every user's open sessions",
  ...dashboardAccess(sessionsEntity, 'read'),
  request: { query: sessionListQuerySchema },
  responses: { 200: jsonResponse(sessionListSchema, 'One page of sessions; search matches username and IP address'), ...errorResponses(401, 403, 422) },
});
const closeSession = createRoute({
  method: 'delete', path: '/{id}', operationId: 'dashboardCloseSession', summary: 'Closes one session',
  ...dashboardAccess(sessionsEntity, 'delete'),
  request: { params: recordParamsSchema },
  responses: { 200: jsonResponse(z.null(), 'Closed'), ...errorResponses(401, 403, 404, 422, 503) },
});
const closeUserSessions = createRoute({
  method: 'delete', path: '/', operationId: 'dashboardCloseUserSessions', summary: 'Closes every session of one user (?user_id=)',
  ...dashboardAccess(sessionsEntity, 'delete'),
  request: { query: closeUserSessionsQuerySchema },
  responses: { 200: jsonResponse(z.object({ closed: z.number().int() }), 'How many were closed'), ...errorResponses(401, 403, 404, 422, 503) },
});

/** /api/dashboard/sessions */
export function dashboardSessionsRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  return createRouter()
    .openapi(listSessions, async (c) => ok(c, await dashboard.sessions.list(c.req.valid('query'), requestLocale(c))))
    .openapi(closeSession, async (c) => {
      await dashboard.sessions.closeOne(await requireUser(c), c.req.valid('param').id);
      return ok(c, null, { message: 'session_closed' });
    })
    .openapi(closeUserSessions, async (c) =>
      ok(c, await dashboard.sessions.closeAllOf(await requireUser(c), c.req.valid('query').user_id), { message: 'sessions_closed' }));
}
