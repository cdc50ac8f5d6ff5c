import { z } from '@hono/zod-openapi';
import { OAUTH_PROVIDERS } from '@/server/oauth/providers';
import { NOTIFICATION_ACTIONS } from '@/shared/schemas/auth';

/** Schemas that only describe the account calls' answers in the OpenAPI document. */

export const authUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    fullname: z.string(),
    gender: z.string().nullable().openapi({ description: 'male, female, other or null' }),
    birthday: z.string().nullable().openapi({ format: 'date' }),
    avatar: z.string().nullable().openapi({ description: 'URL of the uploaded avatar (/api/avatars/...)' }),
    status: z.enum(['active', 'passive', 'deleted', 'banned']),
    role: z.object({ id: z.number().int(), name: z.string() }),
    permissions: z.record(z.string(), z.unknown()).openapi({ description: 'Nested booleans, e.g. { users: { read: true } }' }),
    email_verified: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('AuthUser');

export const signedInSchema = z
  .object({
    token: z.string().openapi({ description: 'The session token, also set as the HttpOnly `token` cookie; send it as a Bearer token' }),
    user: authUserSchema,
  })
  .openapi('SignedIn');

export const sessionSchema = z
  .object({
    id: z.number().int(),
    ip_address: z.string().nullable(),
    location: z.string().nullable().openapi({
      description: "Approximate, without any network lookup: 'Local network' for private addresses, else the region of the browser's preferred language, else null",
    }),
    device: z.string().nullable(),
    browser: z.string().nullable(),
    last_activity: z.string(),
    current: z.boolean(),
  })
  .openapi('Session');

export const linkedProvidersSchema = z
  .object({
    has_password: z.boolean().openapi({ description: 'Whether the account can also sign in with a password' }),
    links: z.array(z.object({
      id: z.number().int(),
      provider: z.enum(OAUTH_PROVIDERS),
      email: z.string().nullable().openapi({ description: 'The address the provider reported when the link was made' }),
      created_at: z.string(),
    })),
  })
  .openapi('LinkedProviders');

export const notificationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['unread', 'read']),
    text: z.string().openapi({ description: "In the reader's language (X-Language)" }),
    created_at: z.string(),
  })
  .openapi('Notification');

export const notificationActionDoc = `One of ${NOTIFICATION_ACTIONS.join(', ')}: read (default) and delete act on \`id\`, read_all and delete_all on every notification of the caller.`;
