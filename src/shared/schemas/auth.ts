import { isOneCharacterRepeated, isPersonalPassword, nonBlankLength, personalPasswordIssue } from './password-rules';
import { message, z } from './zod-config';
import { timeZoneSettingSchema } from '@/shared/time/zone-setting';
import { locales } from '@/i18n/locales';

/**
 * Payloads of the account calls (/api/auth/...), shared by the client forms and the server
 * routes. The server builds the schemas that take a new password with `authSchemas(...)` and
 * its common-password check; the client uses the plain ones exported at the bottom.
 */

export const AUTH_LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  fullnameMin: 3,
  fullnameMax: 100,
  passwordMin: 8,
  /** Bounds the hashing cost; nothing is truncated below it. */
  passwordMax: 1024,
  emailMax: 254,
  pathMax: 512,
  oauthCodeMax: 2048,
} as const;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * POST /api/auth/notifications actions: `read` and `delete` act on the notification `id`,
 * `read_all` and `delete_all` on every notification of the caller.
 */
export const NOTIFICATION_ACTIONS = ['read', 'read_all', 'delete', 'delete_all'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** Letters, digits and . _ - inside; no @, so a sign-in identifier is never ambiguous. */
const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
/** Letters of any script, spaces, apostrophes, dots and hyphens. */
const FULLNAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M}' .-]*[\p{L}\p{M}.])?$/u;
/** 32 random bytes in base64url, the shape of every session, reset and verification token. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/**
 * A path on this site: one leading slash (never `//host` or `/\host`), no scheme, query,
 * fragment, backslash, whitespace or control characters.
 */
const SITE_PATH_PATTERN = /^\/(?![/\\])[^\s?#\\\u0000-\u001f\u007f]*$/;
/** `.` and `..` segments (also as %2e) and encoded slashes: `/.//host` normalises to `//host`. */
const PATH_SEGMENT_TRICKS = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)|%(?:2f|5c)/i;
const ID_PATTERN = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

const EARLIEST_BIRTHDAY = '1900-01-01';

export const usernameSchema = z
  .string()
  .trim()
  .min(AUTH_LIMITS.usernameMin, message('username_min'))
  .max(AUTH_LIMITS.usernameMax)
  .regex(USERNAME_PATTERN, message('invalid_username'));

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(message('invalid_email')).max(AUTH_LIMITS.emailMax));

export const fullnameSchema = z
  .string()
  .trim()
  .min(AUTH_LIMITS.fullnameMin, message('fullname_min'))
  .max(AUTH_LIMITS.fullnameMax)
  .regex(FULLNAME_PATTERN, message('invalid_fullname'));

/**
 * A password being chosen: 8 to 1024 characters, used exactly as typed (no trimming), at least
 * 8 of them not whitespace and not one character repeated. Not the owner's username or address
 * either: see the sign-up schema, and the services for reset and change.
 */
export const newPasswordSchema = z
  .string()
  .min(AUTH_LIMITS.passwordMin, { ...message('password_min'), abort: true })
  .max(AUTH_LIMITS.passwordMax, { ...message('password_max'), abort: true })
  .refine((password) => nonBlankLength(password) >= AUTH_LIMITS.passwordMin, { ...message('password_blank'), abort: true })
  .refine((password) => !isOneCharacterRepeated(password), { ...message('password_repetitive'), abort: true });

/** A password being presented (sign-in, current password): only present and bounded. */
export const presentedPasswordSchema = z
  .string()
  .min(1, message('required'))
  .max(AUTH_LIMITS.passwordMax, message('password_max'));

export const tokenSchema = z.string().regex(TOKEN_PATTERN, message('invalid_token'));

export const sitePathSchema = z
  .string()
  .trim()
  .max(AUTH_LIMITS.pathMax)
  .regex(SITE_PATH_PATTERN, { ...message('invalid_path'), abort: true })
  .refine((path) => !PATH_SEGMENT_TRICKS.test(path), message('invalid_path'));

/** Only judged once the format is right, which has its own message. */
function isPlausibleBirthday(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return true;
  return date >= EARLIEST_BIRTHDAY && date <= new Date().toISOString().slice(0, 10);
}

/** YYYY-MM-DD, not in the future; '' and null clear it. */
export const birthdaySchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso.date(message('invalid_date_format')).refine(isPlausibleBirthday, message('invalid_birthday')).nullable().optional(),
);

/** male, female, other; '' and null clear it. */
export const genderSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(GENDERS, message('invalid_gender')).nullable().optional(),
);

/** A numeric id, as a JSON number or a string of digits; anything else is a 422, never a match. */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && ID_PATTERN.test(value) ? Number(value) : value),
  z.number().int().positive().max(MAX_ID),
);

export const signInSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, message('required'))
    .max(AUTH_LIMITS.emailMax, message('invalid_username_or_email'))
    .describe('Username or e-mail address'),
  password: presentedPasswordSchema,
  remember_me: z.boolean().default(false).describe('Keep the session for 30 days instead of the browser session'),
});

export const forgotPasswordSchema = z.object({
  email: emailSchema,
  path: sitePathSchema.describe("The site path of the client's recovery page, e.g. /auth/recovery-account; the mailed link is this path, localised, plus ?token="),
});

export const verifySchema = z.object({ token: tokenSchema });

export const notificationActionSchema = z
  .object({
    id: idSchema.optional().describe('The notification; required by the read and delete actions'),
    action: z.enum(NOTIFICATION_ACTIONS).default('read'),
  })
  .refine((value) => value.id !== undefined || value.action === 'read_all' || value.action === 'delete_all', {
    path: ['id'],
    ...message('required'),
  });

/** A numeric id in a path (`/api/auth/linked-accounts/12`). */
export const pathIdSchema = z.string().regex(ID_PATTERN, message('invalid_type')).transform(Number);

export const sessionQuerySchema = z.object({
  id: z
    .string()
    .regex(ID_PATTERN, { ...message('invalid_id'), abort: true })
    .refine((value) => Number(value) <= MAX_ID, message('invalid_id'))
    .transform(Number)
    .optional()
    .describe('Closes only this session'),
});

/** The dashboard's language: a site locale, or null (or an empty choice): the site's default language. */
export const dashboardLocaleSchema = z.preprocess((value) => (value === '' ? null : value), z.enum(locales).nullable());

/**
 * PUT /api/auth: fields left out stay as they are. The avatar file travels as multipart form data.
 * A new username or e-mail address also needs `current_password` (accounts without one: a recent sign-in).
 */
export const profileUpdateSchema = z.object({
  fullname: fullnameSchema.optional(),
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  gender: genderSchema,
  birthday: birthdaySchema,
  time_zone: timeZoneSettingSchema.optional(),
  dashboard_locale: dashboardLocaleSchema.optional(),
  current_password: z.preprocess((value) => (value === '' ? undefined : value), presentedPasswordSchema.optional()),
});

export const oauthCallbackSchema = z.object({
  code: z.string().min(1, message('required')).max(AUTH_LIMITS.oauthCodeMax).regex(/^[\x21-\x7e]+$/, message('invalid_string')),
  state: z.string().min(1, message('required')).max(200).regex(/^[a-z]+\.[A-Za-z0-9_-]{20,128}$/, message('invalid_token')),
  remember_me: z.boolean().default(false),
});

const passwordsMatch = { path: ['confirm_password'], ...message('passwords_mismatch') };

/** The schemas that take a new password, built around the given new-password schema. */
export function authSchemas(newPassword: z.ZodType<string> = newPasswordSchema) {
  const signUp = z
    .object({
      username: usernameSchema,
      email: emailSchema,
      password: newPassword,
      fullname: fullnameSchema,
      birthday: birthdaySchema,
    })
    .refine((value) => !isPersonalPassword(value.password, value), personalPasswordIssue('password'));

  const resetPassword = z
    .object({ new_password: newPassword, confirm_password: z.string(), token: tokenSchema })
    .refine((value) => value.new_password === value.confirm_password, passwordsMatch);

  const changePassword = z
    .object({ current_password: presentedPasswordSchema, new_password: newPassword, confirm_password: z.string() })
    .refine((value) => value.new_password === value.confirm_password, passwordsMatch)
    .refine((value) => value.new_password !== value.current_password, { path: ['new_password'], ...message('password_unchanged') });

  return { signUp, resetPassword, changePassword };
}

const clientSchemas = authSchemas();
export const signUpSchema = clientSchemas.signUp;
export const resetPasswordSchema = clientSchemas.resetPassword;
export const changePasswordSchema = clientSchemas.changePassword;

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type VerifyInput = z.input<typeof verifySchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type NotificationActionInput = z.input<typeof notificationActionSchema>;
export type OAuthCallbackInput = z.input<typeof oauthCallbackSchema>;
