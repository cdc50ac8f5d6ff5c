import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_CONCURRENCY, loadConfig } from '@/server/config';
import { StartupError } from '@/server/startup-error';

function failure(env: Record<string, string>): StartupError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).not.toContain('\n');
    return error as StartupError;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig validates the environment', () => {
  it('names the variable, the rule and the value given', () => {
    expect(failure({ PORT: 'abc' }).message).toBe('PORT must be an integer from 1 to 65535 (got "abc")');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '-1'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', 'ten'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', '1e99'],
    ['DATABASE_URL', 'mysql://db/app'],
    ['REDIS_URL', 'localhost:6379'],
    ['PUBLIC_URL', 'example.com'],
    ['TRUSTED_PROXIES', '10.0.0.0/8, proxy.local'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['ADMIN_EMAIL', 'not-an-address'],
    ['LOG_FLUSH_INTERVAL_MS', '0'],
    ['LOG_RETENTION_DAYS', '-5'],
    ['MAX_BODY_BYTES', '1MB'],
    ['PAGE_CACHE_TTL_MS', 'forever'],
    ['PAGE_CACHE_MAX_BYTES', '1000'],
    ['PAGE_CACHE_DISK_BYTES', '-1'],
    ['SMTP_PORT', '0'],
    ['SMTP_ENCRYPTION', 'starttls'],
    ['MAIL_POLL_INTERVAL_MS', 'x'],
    ['MAIL_API_URL', 'api.resend.com'],
    ['MAIL_RECIPIENT_LIMIT_PER_HOUR', '0'],
    ['MAIL_RECIPIENT_LIMIT_PER_DAY', 'many'],
    ['OAUTH_GOOGLE_TOKEN_URL', 'ftp://example.com/token'],
    ['AUTH_RATE_LIMIT_IP_POINTS', '0'],
    ['AUTH_RATE_LIMIT_ACCOUNT_POINTS', 'ten'],
    ['AUTH_RATE_LIMIT_ACCOUNT_TOTAL_POINTS', '-1'],
    ['AUTH_RATE_LIMIT_WINDOW_SECONDS', '1.5'],
    ['AVATAR_MAX_BYTES', '12'],
    ['AVATAR_RATE_LIMIT_ACCOUNT_PER_HOUR', '0'],
    ['AVATAR_RATE_LIMIT_IP_PER_HOUR', 'lots'],
    ['DASHBOARD_WRITE_RATE_LIMIT_PER_MINUTE', '0'],
    ['PASSWORD_HASH_CONCURRENCY', '0'],
    ['MAX_HEAP_MB', '10'],
    ['SETTINGS_ENCRYPTION_KEY', 'too-short'],
  ])('a bad %s (%s) stops the start naming it', (name, value) => {
    expect(failure({ [name]: value }).message).toMatch(new RegExp(`^${name} must be `));
  });

  it('never repeats the value of a secret', () => {
    const message = failure({ DATABASE_URL: 'mysql://user:hunter2@db/app' }).message;
    expect(message).toBe('DATABASE_URL must be a sqlite or postgres or postgresql URL (the value given is not shown)');
    expect(failure({ SETTINGS_ENCRYPTION_KEY: 'hunter2' }).message).not.toContain('hunter2');
  });

  it('reads the SMTP overrides', () => {
    expect(loadConfig({ SMTP_HOST: 'mail.local', SMTP_PORT: '2525', SMTP_ENCRYPTION: 'none', MAIL_FROM: 'A <a@b.c>' }).smtpOverrides)
      .toEqual({ host: 'mail.local', port: 2525, username: null, password: null, encryption: 'none', from: 'A <a@b.c>' });
  });

  it('reads the mail API URL', () => {
    expect(loadConfig({ MAIL_API_URL: 'http://127.0.0.1:4010' }).mailApiUrl).toBe('http://127.0.0.1:4010');
  });

  it('accepts a 32-byte key in hex or base64', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: key.toString('hex') }).settingsEncryptionKey).toEqual(key);
    expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: key.toString('base64') }).settingsEncryptionKey).toEqual(key);
  });

  it('keeps the documented defaults, empty values included', () => {
    for (const env of [{}, { PORT: '', DATABASE_URL: '', PUBLIC_URL: '', LOG_RETENTION_DAYS: ' ' }]) {
      const config = loadConfig(env);
      expect(config).toMatchObject({
        port: 3000,
        host: '0.0.0.0',
        production: false,
        database: { poolSize: 10, connectTimeoutMs: 5000, statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 30_000 },
        redisUrl: null,
        publicUrl: 'http://localhost:3000',
        trustedProxies: ['127.0.0.0/8', '::1'],
        adminUsername: 'admin',
        adminEmail: 'admin@example.com',
        adminPassword: null,
        logFlushIntervalMs: 1000,
        requestLog: true,
        logRetentionDays: 30,
        maxBodyBytes: 1024 * 1024,
        pageCacheTtlMs: 6 * 3_600_000,
        pageCacheMaxBytes: 32 * 1024 * 1024,
        pageCacheDiskBytes: 1024 ** 3,
        settingsEncryptionKey: null,
        mailPollIntervalMs: 5000,
        mailApiUrl: 'https://api.resend.com',
        mailRecipientLimits: { perHour: 5, perDay: 20 },
        passwordHashConcurrency: DEFAULT_PASSWORD_HASH_CONCURRENCY,
        auth: {
          rateLimit: { ipPoints: 50, accountPoints: 10, accountTotalPoints: 50, windowSeconds: 900 },
          avatarMaxBytes: 512 * 1024,
          avatarUploadLimits: { accountPerHour: 10, ipPerHour: 30 },
          oauthClients: { google: { clientId: '', clientSecret: '' }, facebook: { clientId: '', clientSecret: '' } },
        },
      });
      expect(config.databaseUrl).toMatch(/^sqlite:.*data[/\\]app\.sqlite$/);
    }
    expect(loadConfig({ TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
    expect(loadConfig({ LOG_RETENTION_DAYS: '0', NODE_ENV: 'production' })).toMatchObject({ logRetentionDays: 0, production: true });
  });
});
