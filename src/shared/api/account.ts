import { locales } from '@/i18n/locales';
import { z } from '@/shared/schemas/zod-config';
import type { PermissionTree } from '@/shared/permissions';
import { USER_STATUSES, userProfileSchema } from './users';

/** The providers an account can sign in with besides a password. */
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** The signed-in user as every account answer carries it: no password hash, permissions resolved. */
export const authUserSchema = userProfileSchema.extend({
  status: z.enum(USER_STATUSES),
  role: z.object({ id: z.number().int(), name: z.string() }),
  permissions: z.record(z.string(), z.unknown()).describe('Nested booleans, e.g. { users: { read: true } }'),
  email_verified: z.boolean(),
  time_zone: z.string().nullable().describe("The zone the user chose for timestamps (IANA), or null: the browser's"),
  dashboard_locale: z.enum(locales).nullable().describe("The dashboard's language the user chose, or null: the site's default language"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AuthUser = Omit<z.infer<typeof authUserSchema>, 'permissions'> & { permissions: PermissionTree };

/** One entry of GET /api/auth/sessions. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  ip_address: z.string().nullable(),
  location: z.string().nullable().describe(
    "Approximate, without any network lookup: 'Local network' for private addresses, else the region of the browser's preferred language, else null",
  ),
  device: z.string().nullable(),
  browser: z.string().nullable(),
  last_activity: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/auth/linked-accounts: the providers that can sign the user in, and whether a password can. */
export const linkedProvidersSchema = z.object({
  has_password: z.boolean().describe('Whether the account can also sign in with a password'),
  links: z.array(z.object({
    id: z.number().int(),
    provider: z.enum(OAUTH_PROVIDERS),
    email: z.string().nullable().describe('The address the provider reported when the link was made'),
    created_at: z.string(),
  })),
});
export type AccountLinkedProviders = z.infer<typeof linkedProvidersSchema>;

/** One entry of GET /api/auth/notifications (the text already in the reader's language). */
export const accountNotificationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['unread', 'read']),
  text: z.string().describe("In the reader's language (X-Language)"),
  created_at: z.string(),
});
export type AccountNotification = z.infer<typeof accountNotificationSchema>;
