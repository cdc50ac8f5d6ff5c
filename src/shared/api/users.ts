import { locales } from '@/i18n/locales';
import { z } from '@/shared/schemas/zod-config';
import { birthdaySchema, emailSchema, fullnameSchema, genderSchema, idSchema, usernameSchema } from '@/shared/schemas/auth';
import { dashboardListQuery, listResultSchema, versionSchema } from './list';

export const USER_STATUSES = ['active', 'passive', 'deleted', 'banned'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What every view of a user shows of its profile (the signed-in user's own and the dashboard's). */
export const userProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullname: z.string(),
  gender: z.string().nullable().describe('male, female, other or null'),
  birthday: z.string().nullable().meta({ format: 'date' }),
  avatar: z.string().nullable().describe('URL of the uploaded avatar (/api/avatars/...)'),
});

export type UserProfile = z.infer<typeof userProfileSchema>;

/** A user as the dashboard shows it: every field of spec §3 but the password, which never leaves the server. */
export const dashboardUserSchema = userProfileSchema.extend({
  role_id: z.number().int(),
  role_name: z.string(),
  status: z.enum(USER_STATUSES),
  email_verified: z.boolean(),
  /** The user's language (mails staff trigger use it), or null: the site's default language. */
  locale: z.enum(locales).nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A site locale; '' (an empty select) or null: none. Left out of a PUT, the stored one stays. */
const userLocaleSchema = z.preprocess((value) => (value === '' ? null : value), z.enum(locales).nullable().optional());

/** No password: a new user gets a link to set one. */
export const userCreateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  fullname: fullnameSchema,
  gender: genderSchema,
  birthday: birthdaySchema,
  role_id: idSchema,
  status: z.enum(USER_STATUSES).default('active'),
  locale: userLocaleSchema,
});
/** A user's GET answer can be sent back as it is; read-only fields (avatar, email_verified, ...) are ignored. */
export const userUpdateSchema = userCreateSchema.extend({ status: z.enum(USER_STATUSES), version: versionSchema });

/**
 * How a new user made by staff was invited to set a password (a link valid once, for 7 days, in
 * `locale`): mailed, or, with no mail driver configured, the link itself for the staff member to
 * pass on. null: no invitation (an account created other than active).
 */
export const userInvitationSchema = z.object({
  mailed: z.boolean().describe('Whether the invitation was queued as mail'),
  link: z.string().nullable().describe('The set-password link when it was not mailed (a secret: hand it to the user only); else null'),
  locale: z.enum(locales),
  expires_at: z.string(),
});
/** The answer of a create: the user, and how they were invited. */
export const createdUserSchema = dashboardUserSchema.extend({ invitation: userInvitationSchema.nullable() });

export const USER_SORT_COLUMNS = ['created_at', 'username', 'email', 'fullname', 'status', 'updated_at', 'id'] as const;
export const userListQuerySchema = dashboardListQuery(USER_SORT_COLUMNS, {
  role_id: idSchema.optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export const userListSchema = listResultSchema(dashboardUserSchema);

export type DashboardUser = z.infer<typeof dashboardUserSchema>;
export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserInvitation = z.infer<typeof userInvitationSchema>;
export type CreatedUser = z.infer<typeof createdUserSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type UserList = z.infer<typeof userListSchema>;
