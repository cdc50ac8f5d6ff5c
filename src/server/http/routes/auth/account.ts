import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { fieldError } from '@/server/services/api-error';
import type { AvatarChange } from '@/server/services/auth/profile';
import { serverAuthSchemas } from '@/server/services/auth/password-policy';
import { profileUpdateSchema, verifySchema } from '@/shared/schemas/auth';
import type { AuthUser } from '@/shared/types';
import { clientIp } from '../../client-ip';
import { requestLocale } from '../../middleware/locale';
import { encodeAccount } from '../../account-response';
import { errorResponses, jsonResponse, LANGUAGE_PARAMETER, PUBLIC, SIGNED_IN, type Envelope } from '../../openapi';
import { ok, preSerializedJson } from '../../respond';
import { createRouter } from '../../router';
import { setSessionCookie } from './cookies';
import { authUserSchema } from './doc-schemas';
import { createAuthLimiter } from './limits';
import { requireSession } from './request';

const userData = z.object({ user: authUserSchema });
type UserEnvelope = Envelope<typeof userData>;

const jsonProfile = profileUpdateSchema.extend({
  avatar: z.string().nullable().optional().openapi({ description: 'null removes the avatar; the current URL keeps it; new images come as multipart' }),
});
const multipartProfile = profileUpdateSchema.extend({
  avatar: z.union([z.instanceof(File), z.literal('')]).optional().openapi({
    type: 'string',
    format: 'binary',
    description: 'A PNG, JPEG, WebP or GIF image (checked by its content); an empty value removes the avatar',
  }),
});

const getAccount = createRoute({
  method: 'get',
  path: '/auth',
  operationId: 'getAccount',
  tags: ['Account'],
  summary: 'The signed-in user',
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  responses: { 200: jsonResponse(userData, 'The user'), ...errorResponses(401) },
});

const updateAccount = createRoute({
  method: 'put',
  path: '/auth',
  operationId: 'updateAccount',
  tags: ['Account'],
  summary: "Updates the signed-in user's profile",
  description:
    'JSON, or multipart form data to upload an avatar. Fields left out stay as they are. A new username or e-mail address needs `current_password` ' +
    '(422 on current_password when missing or wrong; counted like password changes, 429 beyond); an account without a password needs a sign-in ' +
    'in the last 10 minutes instead (403 otherwise). A new e-mail address is unverified until the link mailed to it is opened; ' +
    'the answer then says "profile updated, e-mail changed: please verify". A verified address it replaces is mailed a link that undoes the change ' +
    '(POST /api/auth/revert-email), and no password recovery goes to the new address until it is verified. 409 names a taken username or e-mail. ' +
    'Avatar uploads: one at a time per account (429 while one is in progress), by default at most 10 an hour per account and 30 per address (429).',
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  request: {
    body: {
      required: false,
      content: { 'application/json': { schema: jsonProfile }, 'multipart/form-data': { schema: multipartProfile } },
    },
  },
  responses: { 200: jsonResponse(userData, 'Profile updated'), ...errorResponses(401, 403, 409, 413, 415, 422, 429, 503) },
});

const changePassword = createRoute({
  method: 'post',
  path: '/auth/change-password',
  operationId: 'changePassword',
  tags: ['Account'],
  summary: 'Changes the password of the signed-in user',
  description:
    'Checks the current password (422 on current_password when wrong), gives the calling session a new token (returned and set as the cookie) and ends every other session.',
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  request: { body: { required: true, content: { 'application/json': { schema: serverAuthSchemas.changePassword } } } },
  responses: {
    200: jsonResponse(z.object({ token: z.string() }), 'Password changed'),
    ...errorResponses(401, 403, 415, 422, 429, 503),
  },
});

const verify = createRoute({
  method: 'post',
  path: '/auth/verify',
  operationId: 'verifyEmail',
  tags: ['Account'],
  summary: 'Verifies an e-mail address with the token of a verification link',
  description:
    'Single use, valid 48 hours, and only while the address it was sent to is still the account\'s. No sign-in needed. Provider links made while ' +
    'the address was unverified end, with every other session, unless the caller\'s session was opened through that link (which is then kept).',
  parameters: [LANGUAGE_PARAMETER],
  security: PUBLIC,
  request: { body: { required: true, content: { 'application/json': { schema: verifySchema } } } },
  responses: { 200: jsonResponse(userData, 'Verified'), ...errorResponses(400, 403, 415, 422, 429, 503) },
});

const resendVerification = createRoute({
  method: 'post',
  path: '/auth/verify/resend',
  operationId: 'resendVerification',
  tags: ['Account'],
  summary: 'Mails the signed-in user a new verification link',
  description: 'For a link that expired or never arrived: a new single-use link to the current address; earlier links stop working. 409 when the address is already verified; 429 also when it had its share of mail (5 an hour, 20 a day by default).',
  parameters: [LANGUAGE_PARAMETER],
  security: SIGNED_IN,
  responses: { 200: jsonResponse(z.null(), 'Link sent'), ...errorResponses(401, 403, 409, 429, 503) },
});

/**
 * What the request asks for the avatar: an uploaded file replaces it; null or an empty value
 * removes it; the current URL (a client sending the whole user back) keeps it; any other text is refused.
 */
async function avatarChange(value: File | string | null | undefined, user: AuthUser): Promise<AvatarChange> {
  if (value instanceof File) return { upload: new Uint8Array(await value.arrayBuffer()) };
  if (value === null || value === '') return { remove: true };
  if (value === undefined || value === user.avatar) return undefined;
  throw fieldError('avatar', 'invalid_file_format');
}

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data/i.test(contentType ?? '');

export function accountRoutes(ctx: AppContext) {
  const passwordLimiter = createAuthLimiter(ctx.config, 'change_password');
  const verifyLimiter = createAuthLimiter(ctx.config, 'verify');
  const { auth } = ctx.services;
  return createRouter()
    .openapi(getAccount, async (c) => {
      const session = await requireSession(c);
      // The first answer after the user's permissions changed says so (reload_store): not the cached bytes.
      if (session.reloadStore) return ok(c, { user: session.user });
      return preSerializedJson<UserEnvelope>(c, encodeAccount(session.user, requestLocale(c)));
    })
    .openapi(updateAccount, async (c) => {
      const { user, sessionId } = await requireSession(c);
      const { avatar, ...changes } = isMultipart(c.req.header('content-type')) ? c.req.valid('form') : c.req.valid('json');
      // Guessing the current password here counts against the same limit as on change-password.
      if (changes.current_password !== undefined) await passwordLimiter.perAccount(user.id);
      const change = await avatarChange(avatar, user);
      const update = () => auth.profile.update(user, sessionId, changes, change, requestLocale(c));
      const result = change && 'upload' in change ? await auth.avatarUploads.run(user.id, clientIp(c), update) : await update();
      return ok(c, { user: result.user }, { message: result.emailChanged ? 'profile_updated_email_changed' : 'profile_updated' });
    })
    .openapi(changePassword, async (c) => {
      const session = await requireSession(c);
      await passwordLimiter.perAccount(session.user.id);
      const token = await auth.passwordChange.changePassword(session.user.id, session.sessionId, c.req.valid('json'), requestLocale(c));
      setSessionCookie(c, token, session.remember, ctx.config.production);
      return ok(c, { token }, { message: 'password_changed' });
    })
    .openapi({ ...resendVerification, middleware: [verifyLimiter.perIp] as const }, async (c) => {
      const { user } = await requireSession(c);
      await verifyLimiter.perAccount(user.id);
      await auth.verification.resend(user, requestLocale(c));
      return ok(c, null, { message: 'verification_sent' });
    })
    .openapi({ ...verify, middleware: [verifyLimiter.perIp] as const }, async (c) => {
      const caller = await c.get('auth').session();
      const user = await auth.verification.verify(c.req.valid('json').token, caller?.sessionId ?? null);
      return ok(c, { user }, { message: 'verified' });
    });
}
