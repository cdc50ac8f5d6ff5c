import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { DEFAULT_OAUTH_REDIRECT_PATH } from '@/server/services/auth/oauth-sign-in';
import { oauthCallbackSchema, sitePathSchema } from '@/shared/schemas/auth';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, PUBLIC } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { setOAuthAttemptCookies, setSessionCookie, takeOAuthAttemptCookies } from './cookies';
import { signedInSchema } from './doc-schemas';
import { createAuthLimiter } from './limits';
import { authRequest } from './request';

const providerParam = z.object({ provider: z.string().max(32).openapi({ example: 'google', description: 'google or facebook' }) });

const beginOAuth = createRoute({
  method: 'get',
  path: '/auth/oauth/{provider}',
  operationId: 'beginOAuthSignIn',
  tags: ['Account'],
  summary: 'Starts signing in with Google or Facebook: the provider URL to send the browser to',
  description:
    'Sets the attempt (state, PKCE code verifier, return page) as HttpOnly cookies for ten minutes. The provider sends the browser back to ' +
    '`<public URL><redirect_path>?code=...&state=...` (redirect_path defaults to /auth/sign-in and must be registered with the provider); ' +
    'the state starts with "<provider>." so that page knows which provider to complete with POST /api/auth/oauth/{provider}. 404 for an unconfigured provider.',
  parameters: [LANGUAGE_PARAMETER],
  security: PUBLIC,
  request: { params: providerParam, query: z.object({ redirect_path: sitePathSchema.optional() }) },
  responses: { 200: jsonResponse(z.object({ url: z.string() }), 'The authorization URL'), ...errorResponses(404, 422, 429) },
});

const completeOAuth = createRoute({
  method: 'post',
  path: '/auth/oauth/{provider}',
  operationId: 'completeOAuthSignIn',
  tags: ['Account'],
  summary: 'Finishes signing in with Google or Facebook',
  description:
    'Checks `state` against the attempt cookies, trades `code` for a token with the PKCE verifier and reads the profile. A known identity signs its account in; ' +
    'an account with the same address is linked only when the provider and this site both have it verified (else 409), and its address is mailed about it; ' +
    'otherwise a new account is created (403 while registration is off). An address the provider does not vouch for (Facebook never does) stays unverified, ' +
    'and the link lasts only until the address\'s owner verifies it from another session or resets the password. Answers like sign-in, with the token cookie.',
  parameters: [LANGUAGE_PARAMETER],
  security: PUBLIC,
  request: { params: providerParam, body: { required: true, content: { 'application/json': { schema: oauthCallbackSchema } } } },
  responses: { 200: jsonResponse(signedInSchema, 'Signed in'), ...errorResponses(400, 403, 404, 409, 415, 422, 429, 503) },
});

export function oauthRoutes(ctx: AppContext) {
  const limiter = createAuthLimiter(ctx.config, 'oauth');
  const secure = ctx.config.production;
  // Services are reached per request, so the app can be built for its OpenAPI document alone.
  const oauth = () => ctx.services.auth.oauth;
  return createRouter()
    .openapi({ ...beginOAuth, middleware: [limiter.perIp] as const }, async (c) => {
      const redirectPath = c.req.valid('query').redirect_path ?? DEFAULT_OAUTH_REDIRECT_PATH;
      const { url, attempt } = await oauth().begin(c.req.valid('param').provider, redirectPath);
      setOAuthAttemptCookies(c, attempt, secure);
      return ok(c, { url });
    })
    .openapi({ ...completeOAuth, middleware: [limiter.perIp] as const }, async (c) => {
      const attempt = takeOAuthAttemptCookies(c, secure);
      const result = await oauth().complete(c.req.valid('param').provider, c.req.valid('json'), attempt, authRequest(c));
      setSessionCookie(c, result.token, result.remember, secure);
      return ok(c, { token: result.token, user: result.user }, { message: 'signed_in' });
    });
}
