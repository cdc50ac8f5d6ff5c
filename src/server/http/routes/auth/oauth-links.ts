import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { pathIdSchema } from '@/shared/schemas/auth';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SIGNED_IN } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { linkedProvidersSchema } from './doc-schemas';
import { requireSession } from './request';

const listLinks = createRoute({
  method: 'get',
  path: '/auth/linked-accounts',
  operationId: 'listLinkedAccounts',
  tags: ['Account'],
  summary: "The signed-in user's linked sign-in providers",
  description: 'Oldest first, and whether the account has a password (without one, the last link cannot be unlinked).',
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  responses: { 200: jsonResponse(linkedProvidersSchema, 'Linked providers'), ...errorResponses(401) },
});

const unlink = createRoute({
  method: 'delete',
  path: '/auth/linked-accounts/{id}',
  operationId: 'unlinkAccount',
  tags: ['Account'],
  summary: 'Unlinks a sign-in provider',
  description:
    'Ends the link and every session opened through it except the calling one. 404 for another user\'s or an unknown link; 409 when it is the ' +
    'only way into an account without a password.',
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  request: { params: z.object({ id: pathIdSchema }) },
  responses: { 200: jsonResponse(z.null(), 'Unlinked'), ...errorResponses(401, 403, 404, 409, 422, 503) },
});

export function oauthLinksRoutes(ctx: AppContext) {
  // Reached per request: the OpenAPI document is built from these routes without any services.
  const links = () => ctx.services.auth.oauthLinks;
  return createRouter()
    .openapi(listLinks, async (c) => ok(c, await links().list((await requireSession(c)).user.id)))
    .openapi(unlink, async (c) => {
      const session = await requireSession(c);
      await links().unlink(session.user.id, c.req.valid('param').id, session.sessionId);
      return ok(c, null, { message: 'oauth_unlinked' });
    });
}
