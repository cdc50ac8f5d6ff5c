import path from 'node:path';

/** Everything the process reads from its environment, in one place (documented in the README). */
export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  databaseUrl: string;
  redisUrl: string | null;
  publicUrl: string;
  adminUsername: string;
  adminEmail: string;
  adminPassword: string | null;
  logFlushIntervalMs: number;
  maxBodyBytes: number;
}

export type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(dataDir, 'app.sqlite')}`,
    redisUrl: env.REDIS_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || null,
    logFlushIntervalMs: Number(env.LOG_FLUSH_INTERVAL_MS ?? 1000),
    maxBodyBytes: Number(env.MAX_BODY_BYTES ?? 1024 * 1024),
  };
}
