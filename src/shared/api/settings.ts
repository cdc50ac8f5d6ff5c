import { locales } from '@/i18n/locales';
import { COOKIE_CATEGORIES, isCookieScriptUrl, MAX_COOKIE_SCRIPTS, OPTIONAL_COOKIE_CATEGORIES } from '@/shared/schemas/cookie-preferences';
import { message, z } from '@/shared/schemas/zod-config';

/** Text per locale, e.g. `{ en: 'Hello', sv: 'Hej' }`; a missing locale falls back to English. */
const localized = (max: number) => z.partialRecord(z.enum(locales), z.string().trim().max(max));
const line = (max: number) => z.string().trim().max(max);
const port = z.number().int().min(1).max(65_535);

/** How a read shows a secret: only whether one is set. */
export const secretStateSchema = z.strictObject({ set: z.boolean() });

/**
 * Secrets are write-only: a new value replaces the stored one, '' keeps it, null clears it;
 * `{ set }` (as a GET answered it) keeps it too, so a GET answer can be sent back as it is.
 */
const secretInput = z.union([z.string().max(4096), z.null(), secretStateSchema]);

/** Every setting's key with the schema its value must match (PUT /api/dashboard/settings). */
export const SETTING_SCHEMAS = {
  app_name: line(100).min(1),
  app_company_suffix: line(50),
  app_description: localized(500),
  default_language: z.enum(locales),
  default_role: z.number().int().positive(),
  maintenance_mode: z.boolean(),
  maintenance_message: localized(1000),
  registration: z.boolean(),
  /** Days request logs are kept; 0 keeps them for ever. */
  log_retention_days: z.number().int().min(0).max(36_500),
  /** Days audit rows (who changed what in the dashboard) are kept; 0 keeps them for ever. */
  audit_retention_days: z.number().int().min(0).max(36_500),
  cookie_consent: z.strictObject({
    enabled: z.boolean(),
    categories: z.array(z.enum(COOKIE_CATEGORIES.map((category) => category.key) as [string, ...string[]])),
    /** Scripts (https addresses or paths on this site) a page loads only once the visitor consented to their category. */
    scripts: z.partialRecord(
      z.enum(OPTIONAL_COOKIE_CATEGORIES),
      z.array(z.string().trim().max(2000).refine(isCookieScriptUrl, message('invalid_url'))).max(MAX_COOKIE_SCRIPTS),
    ).optional(),
  }),
  contact_email: z.union([z.literal(''), z.email()]),
  contact_address: line(500),
  contact_phone: line(50),
  contact_message: localized(2000),
  google_client_id: line(500),
  google_client_secret: secretInput,
  facebook_client_id: line(500),
  facebook_client_secret: secretInput,
  mail_driver: z.enum(['smtp', 'resend', 'log']),
  mail_from: line(200),
  smtp_host: line(255),
  smtp_port: port,
  smtp_username: line(255),
  smtp_password: secretInput,
  smtp_encryption: z.enum(['none', 'tls', 'ssl']),
  mail_api_key: secretInput,
  /** The media library's uploads without a module's `upload_config`: files at once, megabytes a file (never above MAX_UPLOAD_BYTES). */
  media_max_files: z.number().int().min(1).max(100),
  media_max_size_mb: z.number().positive().max(5 * 1024),
  ftp_enabled: z.boolean(),
  ftp_host: line(255),
  ftp_port: port,
  ftp_username: line(255),
  ftp_password: secretInput,
  vimeo_client_id: line(500),
  vimeo_client_secret: secretInput,
  vimeo_access_token: secretInput,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;

export const SECRET_SETTING_KEYS = [
  'google_client_secret',
  'facebook_client_secret',
  'smtp_password',
  'mail_api_key',
  'ftp_password',
  'vimeo_client_secret',
  'vimeo_access_token',
] as const satisfies readonly SettingKey[];

export type SecretSettingKey = (typeof SECRET_SETTING_KEYS)[number];
type PlainSettingKey = Exclude<SettingKey, SecretSettingKey>;

export const isSecretSetting = (key: string): key is SecretSettingKey => (SECRET_SETTING_KEYS as readonly string[]).includes(key);

/**
 * The settings that decide where, or as whom, each secret is sent. A dashboard save that changes
 * one of them clears the secret unless a new one is typed in the same save: whoever may save
 * settings but cannot read the secret must not be able to send it elsewhere. The mail API key
 * goes only to the provider the environment names (MAIL_API_URL), and the OAuth endpoints and
 * redirect come from the environment too: no setting moves them.
 */
export const SECRET_DESTINATIONS = {
  smtp_password: ['smtp_host', 'smtp_port', 'smtp_username', 'smtp_encryption'],
  ftp_password: ['ftp_host', 'ftp_port', 'ftp_username'],
  google_client_secret: ['google_client_id'],
  facebook_client_secret: ['facebook_client_id'],
  vimeo_client_secret: ['vimeo_client_id'],
  vimeo_access_token: ['vimeo_client_id'],
  mail_api_key: [],
} as const satisfies Record<SecretSettingKey, readonly PlainSettingKey[]>;

/** PUT body: any subset of the keys; an unknown key is a 422. */
export const settingsPatchSchema = z.strictObject(SETTING_SCHEMAS).partial();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** GET answer: every setting, each secret as `{ set }`. */
export const dashboardSettingsSchema = z.object({
  ...(Object.fromEntries(
    Object.entries(SETTING_SCHEMAS).map(([key, schema]) => [key, isSecretSetting(key) ? secretStateSchema : schema]),
  ) as { [K in PlainSettingKey]: (typeof SETTING_SCHEMAS)[K] } & { [K in SecretSettingKey]: typeof secretStateSchema }),
});
export type DashboardSettings = z.infer<typeof dashboardSettingsSchema>;

/** Why a connection test failed (server/net/connection-target.ts); the answer's `response` is its translated text. */
export const CONNECTION_TEST_FAILURES = ['not_allowed', 'unreachable', 'timed_out', 'auth_refused', 'tls_failed', 'rejected'] as const;
const connectionTestFailure = z.enum(CONNECTION_TEST_FAILURES).nullable();

/** POST /api/dashboard/settings/test-mail answer: whether the mail went, and why not. */
export const testMailResultSchema = z.object({
  sent: z.boolean(),
  to: z.string(),
  /**
   * SMTP: a translated text (accepted, or the failure's class), never the server's words. The
   * `resend` provider (the operator's, MAIL_API_URL): its status and message id, or its refusal.
   */
  response: z.string(),
  failure: connectionTestFailure,
});
export type TestMailResult = z.infer<typeof testMailResultSchema>;

/** POST /api/dashboard/settings/test-ftp answer: whether the login and listing worked, and why not. */
export const testFtpResultSchema = z.object({
  connected: z.boolean(),
  /** A translated text (logged in, or the failure's class), never the server's words. */
  response: z.string(),
  failure: connectionTestFailure,
  /** The working directory after login and the number of entries it lists; null when not connected. */
  directory: z.string().nullable(),
  entries: z.number().int().nullable(),
});
export type TestFtpResult = z.infer<typeof testFtpResultSchema>;
