import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { serverAuthSchemas } from '@/server/services/auth/password-policy';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, PUBLIC } from '../../openapi';
import { created } from '../../respond';
import { createRouter } from '../../router';
import { setSessionCookie } from './cookies';
import { signedInSchema } from './doc-schemas';
import { createAuthLimiter } from './limits';
import { authRequest } from './request';

const signUp = createRoute({
  method: 'post',
  path: '/auth/sign-up',
  operationId: 'signUp',
  tags: ['Account'],
  summary: 'Registers an account and signs it in',
  description:
    'The account gets the role of the `default_role` setting and a welcome mail with a verification link (in the X-Language of the request). ' +
    '403 while the `registration` setting is off; 409 naming the taken username and/or e-mail; 422 also for a common password. ' +
    'Rate-limited per address and per username/e-mail.',
  parameters: [LANGUAGE_PARAMETER],
  security: PUBLIC,
  request: { body: { required: true, content: { 'application/json': { schema: serverAuthSchemas.signUp } } } },
  responses: {
    201: jsonResponse(signedInSchema, 'Account created and signed in'),
    ...errorResponses(403, 409, 415, 422, 429, 503),
  },
});

export function signUpRoutes(ctx: AppContext) {
  const limiter = createAuthLimiter(ctx.config, 'sign_up');
  return createRouter().openapi({ ...signUp, middleware: [limiter.perIp] as const }, async (c) => {
    const input = c.req.valid('json');
    await limiter.perAccount(input.username, input.email);
    const result = await ctx.services.auth.registration.signUp(input, authRequest(c));
    setSessionCookie(c, result.token, result.remember, ctx.config.production);
    return created(c, { token: result.token, user: result.user }, { message: 'account_created' });
  });
}
