import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { sessionQuerySchema } from '@/shared/schemas/auth';
import { requestLocale } from '../../middleware/locale';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SIGNED_IN } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { clearSessionCookie } from './cookies';
import { sessionSchema } from './doc-schemas';
import { requireSession } from './request';


const listSessions = createRoute({
  method: 'get',
  path: '/auth/sessions',
  operationId: 'listSessions',
  tags: ['Account'],
  summary: "The signed-in user's open sessions",
  description: 'Most recently used first; `current` marks the calling session.',
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  responses: { 200: jsonResponse(z.array(sessionSchema), 'Open sessions'), ...errorResponses(401) },
});

const closeSessions = createRoute({
  method: 'delete',
  path: '/auth/sessions',
  operationId: 'closeSessions',
  tags: ['Account'],
  summary: 'Closes one session (?id=) or all of them',
  description:
    'With `id`: closes that session of the caller (another user\'s or an unknown id is 404). Without: closes every session, the current one included, and clears the cookie.',
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  request: { query: sessionQuerySchema },
  responses: { 200: jsonResponse(z.null(), 'Closed'), ...errorResponses(401, 403, 404, 422, 503) },
});

export function sessionsRoutes(ctx: AppContext) {
  const { sessions } = ctx.services;
  return createRouter()
    .openapi(listSessions, async (c) => {
      const session = await requireSession(c);
      return ok(c, await sessions.list(session.user.id, session.sessionId, requestLocale(c)));
    })
    .openapi(closeSessions, async (c) => {
      const session = await requireSession(c);
      const { id } = c.req.valid('query');
      if (id !== undefined) {
        await sessions.closeOne(session.user.id, id);
        if (id === session.sessionId) clearSessionCookie(c, ctx.config.production);
        return ok(c, null, { message: 'session_closed' });
      }
      await sessions.closeAll(session.user.id);
      clearSessionCookie(c, ctx.config.production);
      return ok(c, null, { message: 'sessions_closed' });
    });
}
