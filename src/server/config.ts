import { availableParallelism } from 'node:os';
import path from 'node:path';

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
  /** Request log rows older than this many days are deleted (0 keeps them for ever); read it through logRetentionDays(). */
  logRetentionDays: number;
  maxBodyBytes: number;
  /** Where the process keeps its files (SQLite database, uploaded avatars). */
  dataDir: string;
  auth: AuthConfig;
  mailPollIntervalMs: number;
  /** Mails one address may receive (see services/mail-quota.ts). */
  mailRecipientLimits: { perHour: number; perDay: number };
  /** argon2id hashes running at once in this process (the rest wait their turn). */
  passwordHashConcurrency: number;
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

/** A reverse proxy on this machine (loopback); set TRUSTED_PROXIES to the proxies' addresses otherwise. */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8, ::1';

export function loadConfig(env: Env = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(dataDir, 'app.sqlite')}`,
    database: {
      poolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
      connectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000),
      statementTimeoutMs: Number(env.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000),
      idleInTransactionTimeoutMs: Number(env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS ?? 30_000),
    },
    redisUrl: env.REDIS_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    trustedProxies: (env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES).split(/[\s,]+/).filter(Boolean),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || null,
    logFlushIntervalMs: Number(env.LOG_FLUSH_INTERVAL_MS ?? 1000),
    logRetentionDays: Number(env.LOG_RETENTION_DAYS ?? 30),
    maxBodyBytes: Number(env.MAX_BODY_BYTES ?? 1024 * 1024),
    dataDir,
    auth: loadAuthConfig(env),
    mailPollIntervalMs: Number(env.MAIL_POLL_INTERVAL_MS ?? 5_000),
    mailRecipientLimits: {
      perHour: Number(env.MAIL_RECIPIENT_LIMIT_PER_HOUR ?? MAIL_PER_RECIPIENT_PER_HOUR),
      perDay: Number(env.MAIL_RECIPIENT_LIMIT_PER_DAY ?? MAIL_PER_RECIPIENT_PER_DAY),
    },
    passwordHashConcurrency: Number(env.PASSWORD_HASH_CONCURRENCY ?? DEFAULT_PASSWORD_HASH_CONCURRENCY),
  };
}

function loadAuthConfig(env: Env): AuthConfig {
  const endpoints = (provider: 'GOOGLE' | 'FACEBOOK'): Partial<OAuthEndpoints> => ({
    authorizationUrl: env[`OAUTH_${provider}_AUTH_URL`] || undefined,
    tokenUrl: env[`OAUTH_${provider}_TOKEN_URL`] || undefined,
    userinfoUrl: env[`OAUTH_${provider}_USERINFO_URL`] || undefined,
  });
  return {
    rateLimit: {
      ipPoints: Number(env.AUTH_RATE_LIMIT_IP_POINTS ?? 50),
      accountPoints: Number(env.AUTH_RATE_LIMIT_ACCOUNT_POINTS ?? 10),
      accountTotalPoints: Number(env.AUTH_RATE_LIMIT_ACCOUNT_TOTAL_POINTS ?? 50),
      windowSeconds: Number(env.AUTH_RATE_LIMIT_WINDOW_SECONDS ?? 15 * 60),
    },
    avatarMaxBytes: Number(env.AVATAR_MAX_BYTES ?? 512 * 1024),
    avatarUploadLimits: {
      accountPerHour: Number(env.AVATAR_RATE_LIMIT_ACCOUNT_PER_HOUR ?? 10),
      ipPerHour: Number(env.AVATAR_RATE_LIMIT_IP_PER_HOUR ?? 30),
    },
    oauthClients: {
      google: { clientId: env.GOOGLE_CLIENT_ID ?? '', clientSecret: env.GOOGLE_CLIENT_SECRET ?? '' },
      facebook: { clientId: env.FACEBOOK_CLIENT_ID ?? '', clientSecret: env.FACEBOOK_CLIENT_SECRET ?? '' },
    },
    oauthEndpoints: { google: endpoints('GOOGLE'), facebook: endpoints('FACEBOOK') },
  };
}
