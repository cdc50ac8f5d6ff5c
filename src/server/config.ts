import { availableParallelism } from 'node:os';
import path from 'node:path';
import { addressList, email, hostList, integer, key32, oneOf, optionalInteger, optionalText, parseEnv, text, url, type ParsedEnv } from './env-schema';
import { StartupError } from './startup-error';
import { DEFAULT_MAX_HEAP_MB } from '../../scripts/server-command.mjs';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const GIB = 1024 ** 3;

/** Everything the process reads from its environment, in one place (documented in the README). */
export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  databaseUrl: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  publicUrl: string;
  /** Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-* headers are believed. */
  trustedProxies: string[];
  adminUsername: string;
  adminEmail: string;
  adminPassword: string | null;
  logFlushIntervalMs: number;
  /** REQUEST_LOG=off: no request log rows at all (for measuring what logging costs; keep it on in production). */
  requestLog: boolean;
  /** Request log rows older than this many days are deleted (0 keeps them for ever); read it through logRetentionDays(). */
  logRetentionDays: number;
  maxBodyBytes: number;
  /** How long a public page rendered for an anonymous visitor is reused. */
  pageCacheTtlMs: number;
  /** PAGE_CACHE_MAX_BYTES: the page cache's bound in memory (least recently used pages go first, to disk). */
  pageCacheMaxBytes: number;
  /** PAGE_CACHE_DISK_BYTES: the bound of its second tier on disk, under DATA_DIR/page-cache (0: none). */
  pageCacheDiskBytes: number;
  /** Dashboard writes (POST, PUT, PATCH, DELETE under /api/dashboard) one user may make per minute. */
  dashboardWritesPerMinute: number;
  /** Where the process keeps its files (SQLite database, uploaded avatars, the generated settings key). */
  dataDir: string;
  /** SETTINGS_ENCRYPTION_KEY (32 bytes); null: the key in DATA_DIR/secret.key, generated on first start. */
  settingsEncryptionKey: Buffer | null;
  auth: AuthConfig;
  mailPollIntervalMs: number;
  /** While mail waits for a retry, how often the mail server is asked whether it is back. */
  mailProbeIntervalMs: number;
  /** SMTP_* and MAIL_FROM: each one set wins over the dashboard's mail settings. */
  smtpOverrides: SmtpOverrides;
  /** Base URL of the mail provider's API (the `resend` driver); MAIL_API_URL points tests at a loopback server. */
  mailApiUrl: string;
  /** Mails one address may receive (see services/mail-quota.ts). */
  mailRecipientLimits: { perHour: number; perDay: number };
  /** argon2id hashes running at once in this process (the rest wait their turn). */
  passwordHashConcurrency: number;
  /** Host names, addresses and CIDR ranges the dashboard's connection tests may reach although loopback, link-local or private. */
  connectionTestAllowedHosts: string[];
  uploads: UploadLimits;
  /** Where uploads go besides the local disk: the FTP server's timeout, Vimeo's API. */
  remoteStorage: RemoteStorageConfig;
}

export interface RemoteStorageConfig {
  /** FTP_TIMEOUT_MS: how long the FTP server may stay silent (connecting, a reply, a transfer) before the operation fails. */
  ftpTimeoutMs: number;
  /** VIMEO_API_URL: base of Vimeo's API (tests point it at a fake one on loopback). */
  vimeoApiUrl: string;
  /** VIMEO_TIMEOUT_MS: how long one call to Vimeo's API (or one part of a video's upload) may take. */
  vimeoTimeoutMs: number;
  /** VIMEO_POLL_INTERVAL_MS: how often videos Vimeo is still transcoding are asked after. */
  vimeoPollIntervalMs: number;
}

/** Content uploads (POST /api/dashboard/modules/{key}/uploads). */
export interface UploadLimits {
  /** MAX_UPLOAD_BYTES: one file at most; no module or field may allow more. */
  maxBytes: number;
  /** Bytes one user may store per hour (429 beyond). */
  bytesPerHourPerUser: number;
  /** Free disk space an upload must leave in the uploads directory (503 otherwise). */
  diskReserveBytes: number;
  /** RESUMABLE_UPLOAD_EXPIRY_HOURS: a resumable (tus) upload not finished this long after it began expires and its parts are removed. */
  resumableExpiryMs: number;
}

export interface SmtpOverrides {
  host: string | null;
  port: number | null;
  username: string | null;
  password: string | null;
  encryption: 'none' | 'tls' | 'ssl' | null;
  from: string | null;
}

/** PostgreSQL pool and timeouts: a silent database fails requests (503) instead of holding them. */
export interface DatabaseConfig {
  poolSize: number;
  /** Waiting for a new connection or for a free one of the pool. */
  connectTimeoutMs: number;
  /** One statement, cancelled by the server; the client gives up shortly after if the server is silent. */
  statementTimeoutMs: number;
  /** A transaction left idle this long is ended by the server (its locks released). */
  idleInTransactionTimeoutMs: number;
}

/** Avatar uploads per hour, per account and per address (429 beyond). */
export interface AvatarUploadLimits {
  accountPerHour: number;
  ipPerHour: number;
}

/** Points per window for the sign-in, sign-up, recovery, verification and OAuth calls. */
export interface AuthRateLimitConfig {
  ipPoints: number;
  /** Per account; for sign-in: failed attempts per account from one address. */
  accountPoints: number;
  /** Failed sign-ins per account from all addresses before it counts as under attack (see sign-in-throttle.ts). */
  accountTotalPoints: number;
  windowSeconds: number;
}

export interface OAuthEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface AuthConfig {
  rateLimit: AuthRateLimitConfig;
  avatarMaxBytes: number;
  avatarUploadLimits: AvatarUploadLimits;
  /** OAuth client credentials from the environment; they win over the dashboard's settings. */
  oauthClients: Record<'google' | 'facebook', { clientId: string; clientSecret: string }>;
  /** Provider endpoints, overridable only here (tests point them at a fake provider). */
  oauthEndpoints: Partial<Record<'google' | 'facebook', Partial<OAuthEndpoints>>>;
}

export type Env = Record<string, string | undefined>;

/**
 * Each argon2id hash takes 19 MiB and a whole core: by default a burst of sign-ins may use
 * every core but one, which stays with the event loop.
 */
export const DEFAULT_PASSWORD_HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/** Mails one address may receive per hour and per day, per budget (services/mail-quota.ts): enough for a person, too few to flood a mailbox. */
export const MAIL_PER_RECIPIENT_PER_HOUR = 5;
export const MAIL_PER_RECIPIENT_PER_DAY = 20;

/** Resend's API, the `resend` mail driver's default base URL. */
export const DEFAULT_MAIL_API_URL = 'https://api.resend.com';
export const DEFAULT_VIMEO_API_URL = 'https://api.vimeo.com';

/** A reverse proxy on this machine (loopback); set TRUSTED_PROXIES to the proxies' addresses otherwise. */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8, ::1';

/** Every variable of the README's Configuration table, with its rule and default. */
const VARIABLES = {
  PORT: integer(1, 65_535, 3000),
  HOST: text('0.0.0.0'),
  NODE_ENV: optionalText(),
  DATABASE_URL: url(['sqlite', 'postgres', 'postgresql'], { secret: true }),
  DATABASE_POOL_SIZE: integer(1, 1000, 10),
  DATABASE_CONNECT_TIMEOUT_MS: integer(1, HOUR_MS, 5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(1, DAY_MS, 10_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: integer(1, DAY_MS, 30_000),
  DATA_DIR: text('data'),
  REDIS_URL: url(['redis', 'rediss'], { secret: true }),
  PUBLIC_URL: url(['http', 'https']),
  TRUSTED_PROXIES: addressList(DEFAULT_TRUSTED_PROXIES),
  ADMIN_USERNAME: text('admin'),
  ADMIN_EMAIL: email('admin@example.com'),
  ADMIN_PASSWORD: optionalText({ secret: true }),
  LOG_FLUSH_INTERVAL_MS: integer(1, HOUR_MS, 1000),
  LOG_RETENTION_DAYS: integer(0, 36_500, 30),
  REQUEST_LOG: oneOf(['on', 'off'], 'on'),
  MAX_BODY_BYTES: integer(1024, 1024 ** 3, 1024 * 1024),
  PAGE_CACHE_TTL_MS: integer(0, 7 * DAY_MS, 6 * HOUR_MS),
  PAGE_CACHE_MAX_BYTES: integer(1024 * 1024, 64 * 1024 ** 3, 32 * 1024 * 1024),
  PAGE_CACHE_DISK_BYTES: integer(0, 1024 ** 4, 1024 ** 3),
  DASHBOARD_WRITE_RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000, 300),
  SMTP_HOST: optionalText(),
  SMTP_PORT: optionalInteger(1, 65_535),
  SMTP_USERNAME: optionalText(),
  SMTP_PASSWORD: optionalText({ secret: true }),
  SMTP_ENCRYPTION: oneOf(['none', 'tls', 'ssl'], null),
  MAIL_FROM: optionalText(),
  MAIL_API_URL: url(['http', 'https']),
  MAIL_POLL_INTERVAL_MS: integer(10, DAY_MS, 5_000),
  MAIL_PROBE_INTERVAL_MS: integer(0, DAY_MS, 30_000),
  MAIL_RECIPIENT_LIMIT_PER_HOUR: integer(1, 1_000_000, MAIL_PER_RECIPIENT_PER_HOUR),
  MAIL_RECIPIENT_LIMIT_PER_DAY: integer(1, 1_000_000, MAIL_PER_RECIPIENT_PER_DAY),
  CONNECTION_TEST_ALLOWED_HOSTS: hostList(),
  GOOGLE_CLIENT_ID: text(''),
  GOOGLE_CLIENT_SECRET: text('', { secret: true }),
  FACEBOOK_CLIENT_ID: text(''),
  FACEBOOK_CLIENT_SECRET: text('', { secret: true }),
  OAUTH_GOOGLE_AUTH_URL: url(['http', 'https']),
  OAUTH_GOOGLE_TOKEN_URL: url(['http', 'https']),
  OAUTH_GOOGLE_USERINFO_URL: url(['http', 'https']),
  OAUTH_FACEBOOK_AUTH_URL: url(['http', 'https']),
  OAUTH_FACEBOOK_TOKEN_URL: url(['http', 'https']),
  OAUTH_FACEBOOK_USERINFO_URL: url(['http', 'https']),
  AUTH_RATE_LIMIT_IP_POINTS: integer(1, 1_000_000, 50),
  AUTH_RATE_LIMIT_ACCOUNT_POINTS: integer(1, 1_000_000, 10),
  AUTH_RATE_LIMIT_ACCOUNT_TOTAL_POINTS: integer(1, 1_000_000, 50),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: integer(1, 7 * 24 * 3600, 15 * 60),
  AVATAR_MAX_BYTES: integer(1024, 100 * 1024 * 1024, 512 * 1024),
  AVATAR_RATE_LIMIT_ACCOUNT_PER_HOUR: integer(1, 1_000_000, 10),
  AVATAR_RATE_LIMIT_IP_PER_HOUR: integer(1, 1_000_000, 30),
  PASSWORD_HASH_CONCURRENCY: integer(1, 1024, DEFAULT_PASSWORD_HASH_CONCURRENCY),
  MAX_HEAP_MB: integer(64, 1024 * 1024, DEFAULT_MAX_HEAP_MB),
  MAX_UPLOAD_BYTES: integer(1024, 64 * GIB, 256 * 1024 ** 2),
  UPLOAD_BYTES_PER_HOUR_PER_USER: integer(1024, 1024 * GIB, 2 * GIB),
  UPLOAD_DISK_RESERVE_BYTES: integer(0, 1024 ** 2 * GIB, GIB),
  RESUMABLE_UPLOAD_EXPIRY_HOURS: integer(1, 24 * 365, 24),
  FTP_TIMEOUT_MS: integer(100, HOUR_MS, 15_000),
  VIMEO_API_URL: url(['http', 'https']),
  VIMEO_TIMEOUT_MS: integer(100, HOUR_MS, 60_000),
  VIMEO_POLL_INTERVAL_MS: integer(100, DAY_MS, 60_000),
  SETTINGS_ENCRYPTION_KEY: key32(),
};

type Vars = ParsedEnv<typeof VARIABLES>;

/** The environment, checked: a bad value is a StartupError naming the variable and what is wrong. */
export function loadConfig(env: Env = process.env): AppConfig {
  const vars = parseEnv(VARIABLES, env, (message) => new StartupError(message));
  const dataDir = path.resolve(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    production: vars.NODE_ENV === 'production',
    databaseUrl: vars.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.sqlite')}`,
    database: {
      poolSize: vars.DATABASE_POOL_SIZE,
      connectTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: vars.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    redisUrl: vars.REDIS_URL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    trustedProxies: vars.TRUSTED_PROXIES,
    adminUsername: vars.ADMIN_USERNAME,
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    logFlushIntervalMs: vars.LOG_FLUSH_INTERVAL_MS,
    requestLog: vars.REQUEST_LOG !== 'off',
    logRetentionDays: vars.LOG_RETENTION_DAYS,
    maxBodyBytes: vars.MAX_BODY_BYTES,
    pageCacheTtlMs: vars.PAGE_CACHE_TTL_MS,
    pageCacheMaxBytes: vars.PAGE_CACHE_MAX_BYTES,
    pageCacheDiskBytes: vars.PAGE_CACHE_DISK_BYTES,
    dashboardWritesPerMinute: vars.DASHBOARD_WRITE_RATE_LIMIT_PER_MINUTE,
    dataDir,
    settingsEncryptionKey: vars.SETTINGS_ENCRYPTION_KEY,
    auth: loadAuthConfig(vars),
    mailPollIntervalMs: vars.MAIL_POLL_INTERVAL_MS,
    mailProbeIntervalMs: vars.MAIL_PROBE_INTERVAL_MS,
    smtpOverrides: {
      host: vars.SMTP_HOST,
      port: vars.SMTP_PORT,
      username: vars.SMTP_USERNAME,
      password: vars.SMTP_PASSWORD,
      encryption: vars.SMTP_ENCRYPTION,
      from: vars.MAIL_FROM,
    },
    mailApiUrl: vars.MAIL_API_URL ?? DEFAULT_MAIL_API_URL,
    mailRecipientLimits: { perHour: vars.MAIL_RECIPIENT_LIMIT_PER_HOUR, perDay: vars.MAIL_RECIPIENT_LIMIT_PER_DAY },
    passwordHashConcurrency: vars.PASSWORD_HASH_CONCURRENCY,
    connectionTestAllowedHosts: vars.CONNECTION_TEST_ALLOWED_HOSTS,
    uploads: {
      maxBytes: vars.MAX_UPLOAD_BYTES,
      bytesPerHourPerUser: vars.UPLOAD_BYTES_PER_HOUR_PER_USER,
      diskReserveBytes: vars.UPLOAD_DISK_RESERVE_BYTES,
      resumableExpiryMs: vars.RESUMABLE_UPLOAD_EXPIRY_HOURS * HOUR_MS,
    },
    remoteStorage: {
      ftpTimeoutMs: vars.FTP_TIMEOUT_MS,
      vimeoApiUrl: (vars.VIMEO_API_URL ?? DEFAULT_VIMEO_API_URL).replace(/\/$/, ''),
      vimeoTimeoutMs: vars.VIMEO_TIMEOUT_MS,
      vimeoPollIntervalMs: vars.VIMEO_POLL_INTERVAL_MS,
    },
  };
}

function loadAuthConfig(vars: Vars): AuthConfig {
  const endpoints = (provider: 'GOOGLE' | 'FACEBOOK'): Partial<OAuthEndpoints> => ({
    authorizationUrl: vars[`OAUTH_${provider}_AUTH_URL`] ?? undefined,
    tokenUrl: vars[`OAUTH_${provider}_TOKEN_URL`] ?? undefined,
    userinfoUrl: vars[`OAUTH_${provider}_USERINFO_URL`] ?? undefined,
  });
  return {
    rateLimit: {
      ipPoints: vars.AUTH_RATE_LIMIT_IP_POINTS,
      accountPoints: vars.AUTH_RATE_LIMIT_ACCOUNT_POINTS,
      accountTotalPoints: vars.AUTH_RATE_LIMIT_ACCOUNT_TOTAL_POINTS,
      windowSeconds: vars.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    avatarMaxBytes: vars.AVATAR_MAX_BYTES,
    avatarUploadLimits: {
      accountPerHour: vars.AVATAR_RATE_LIMIT_ACCOUNT_PER_HOUR,
      ipPerHour: vars.AVATAR_RATE_LIMIT_IP_PER_HOUR,
    },
    oauthClients: {
      google: { clientId: vars.GOOGLE_CLIENT_ID, clientSecret: vars.GOOGLE_CLIENT_SECRET },
      facebook: { clientId: vars.FACEBOOK_CLIENT_ID, clientSecret: vars.FACEBOOK_CLIENT_SECRET },
    },
    oauthEndpoints: { google: endpoints('GOOGLE'), facebook: endpoints('FACEBOOK') },
  };
}
