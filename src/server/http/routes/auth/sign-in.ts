import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { signInSchema } from '@/shared/schemas/auth';
import { sameOriginCheck } from '../../middleware/same-origin';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, SESSION_OPTIONAL } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { signedInSchema } from './doc-schemas';
import { createAuthLimiter } from './limits';
import { authRequest } from './request';

const signIn = createRoute({
  method: 'post',
  path: '/auth/sign-in',
  operationId: 'signIn',
  tags: ['Account'],
  summary: 'Signs in with a username or e-mail address and a password',
  description:
    'Opens a new session: the token is returned and set as the HttpOnly `token` cookie (kept 30 days with remember_me, else for the browser session). ' +
    'A wrong password and an unknown account get the same 400 "invalid credentials"; a banned, passive or deleted account gets 403 with its own message. ' +
    'Rate-limited per address, and failed attempts per account and address, so that guesses elsewhere do not lock the owner out (429 with Retry-After).',
  parameters: [LANGUAGE_PARAMETER],
  security: SESSION_OPTIONAL,
  request: { body: { required: true, content: { 'application/json': { schema: signInSchema } } } },
  responses: {
    200: jsonResponse(signedInSchema, 'Signed in'),
    ...errorResponses(400, 403, 415, 422, 429),
  },
});

const signOut = createRoute({
  method: 'get',
  path: '/auth/sign-out',
  operationId: 'signOut',
  tags: ['Account'],
  summary: 'Signs out: closes the current session and clears the cookie',
  description: 'Succeeds also without a session. A cookie-authenticated call must show that it comes from this site (Sec-Fetch-Site, else Origin, else Referer), like every write; otherwise 403.',
  parameters: [LANGUAGE_PARAMETER],
  security: SESSION_OPTIONAL,
  responses: {
    200: jsonResponse(z.null(), 'Signed out'),
    ...errorResponses(403),
  },
});

export function signInRoutes(ctx: AppContext) {
  const limiter = createAuthLimiter(ctx.config, 'sign_in');
  const secure = ctx.config.production;
  const checkOrigin = sameOriginCheck(ctx.config.publicUrl);
  return createRouter()
    .openapi({ ...signIn, middleware: [limiter.perIp] as const }, async (c) => {
      const credentials = c.req.valid('json');
      const previous = await c.get('auth').session();
      const result = await ctx.services.auth.signIn.signIn(credentials, authRequest(c), previous?.sessionId);
      setSessionCookie(c, result.token, result.remember, secure);
      return ok(c, { token: result.token, user: result.user }, { message: 'signed_in' });
    })
    .openapi(signOut, async (c) => {
      // A GET, so the request context did not check it, but it changes state like a write.
      checkOrigin(c);
      const session = await c.get('auth').session();
      if (session) await ctx.services.sessions.end(session.sessionId);
      clearSessionCookie(c, secure);
      return ok(c, null, { message: 'signed_out' });
    });
}
