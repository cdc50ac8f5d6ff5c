import { z } from '@hono/zod-openapi';
import {
  accountNotificationSchema,
  accountSessionSchema,
  authUserSchema as sharedAuthUserSchema,
  linkedProvidersSchema as sharedLinkedProvidersSchema,
} from '@/shared/api/account';
import { NOTIFICATION_ACTIONS } from '@/shared/schemas/auth';

/** The account answers' shapes (shared/api/account.ts) as named components of the OpenAPI document. */

export const authUserSchema = z.object(sharedAuthUserSchema.shape).openapi('AuthUser');

export const signedInSchema = z
  .object({
    token: z.string().openapi({ description: 'The session token, also set as the HttpOnly `token` cookie; send it as a Bearer token' }),
    user: authUserSchema,
  })
  .openapi('SignedIn');

export const sessionSchema = z.object(accountSessionSchema.shape).openapi('Session');

export const linkedProvidersSchema = z.object(sharedLinkedProvidersSchema.shape).openapi('LinkedProviders');

export const notificationSchema = z.object(accountNotificationSchema.shape).openapi('Notification');

export const notificationActionDoc = `One of ${NOTIFICATION_ACTIONS.join(', ')}: read (default) and delete act on \`id\`, read_all and delete_all on every notification of the caller.`;
