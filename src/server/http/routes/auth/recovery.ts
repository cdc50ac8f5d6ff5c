import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { serverAuthSchemas } from '@/server/services/auth/password-policy';
import { forgotPasswordSchema, verifySchema } from '@/shared/schemas/auth';
import { requestLocale } from '../../middleware/locale';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, PUBLIC, SESSION_OPTIONAL } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { clearSessionCookie } from './cookies';
import { createAuthLimiter } from './limits';

const forgotPassword = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  operationId: 'requestPasswordReset',
  tags: ['Account'],
  summary: 'Mails a password reset link',
  description:
    'Always the same answer, at once, whether or not the address has an account; the mail (if any) is prepared afterwards. ' +
    'The link is `<public URL><path localised to X-Language>?token=...`, valid once for 60 minutes. ' +
    '`path` must be a path on this site (starting with a single /). Rate-limited per address and per e-mail; ' +
    'an address that had its share of mail (5 an hour, 20 a day by default) gets no new link, with the same answer.',
  parameters: [LANGUAGE_PARAMETER],
  security: PUBLIC,
  request: { body: { required: true, content: { 'application/json': { schema: forgotPasswordSchema } } } },
  responses: {
    200: jsonResponse(z.null(), 'Reset link sent (if the address has an account)'),
    ...errorResponses(415, 422, 429, 503),
  },
});

const resetPassword = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  operationId: 'resetPassword',
  tags: ['Account'],
  summary: 'Sets a new password with the token of a reset link or of an invitation (a new user made by staff)',
  description: 'Uses up the token, ends every session of the account and mails "password changed". 400 for an unknown, used or expired token.',
  parameters: [LANGUAGE_PARAMETER],
  security: PUBLIC,
  request: { body: { required: true, content: { 'application/json': { schema: serverAuthSchemas.resetPassword } } } },
  responses: {
    200: jsonResponse(z.null(), 'Password reset'),
    ...errorResponses(400, 415, 422, 429, 503),
  },
});

const revertEmail = createRoute({
  method: 'post',
  path: '/auth/revert-email',
  operationId: 'revertEmailChange',
  tags: ['Account'],
  summary: 'Undoes an e-mail change with the token of the link mailed to the old address',
  description:
    'The link (`<public URL>/auth/recovery-account?revert=...`, valid once for 7 days) goes only to a verified address that an e-mail change replaced. ' +
    'Restores that address (verified) and the username it had, ends every session and provider link of the account, voids its other links and clears ' +
    'the caller\'s session cookie. Answers a new password-reset token for POST /api/auth/reset-password, so the owner chooses a new password at once. ' +
    '400 for an unknown, used or expired token.',
  parameters: [LANGUAGE_PARAMETER],
  security: SESSION_OPTIONAL,
  request: { body: { required: true, content: { 'application/json': { schema: verifySchema } } } },
  responses: {
    200: jsonResponse(z.object({ reset_token: z.string() }), 'Change undone'),
    ...errorResponses(400, 403, 409, 415, 422, 429, 503),
  },
});

export function recoveryRoutes(ctx: AppContext) {
  const forgotLimiter = createAuthLimiter(ctx.config, 'forgot_password');
  const resetLimiter = createAuthLimiter(ctx.config, 'reset_password');
  const revertLimiter = createAuthLimiter(ctx.config, 'revert_email');
  return createRouter()
    .openapi({ ...forgotPassword, middleware: [forgotLimiter.perIp] as const }, async (c) => {
      const input = c.req.valid('json');
      await forgotLimiter.perAccount(input.email);
      ctx.services.auth.recovery.requestReset(input, requestLocale(c));
      return ok(c, null, { message: 'reset_link_sent' });
    })
    .openapi({ ...resetPassword, middleware: [resetLimiter.perIp] as const }, async (c) => {
      const input = c.req.valid('json');
      await ctx.services.auth.recovery.resetPassword(input.token, input.new_password, requestLocale(c));
      return ok(c, null, { message: 'password_reset' });
    })
    .openapi({ ...revertEmail, middleware: [revertLimiter.perIp] as const }, async (c) => {
      const { resetToken } = await ctx.services.auth.emailChangeRevert.revert(c.req.valid('json').token);
      clearSessionCookie(c, ctx.config.production);
      return ok(c, { reset_token: resetToken }, { message: 'email_change_reverted' });
    });
}
