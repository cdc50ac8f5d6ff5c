import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '@/server/config';
import { createAppContext } from '@/server/bootstrap';
import type { AppContext } from '@/server/context';

/**
 * A second application context on the server's own database, with the same Redis bus,
 * so a test can change settings or open a session exactly as the server would.
 */
export async function openServerDatabase(): Promise<AppContext> {
  return createAppContext(
    loadConfig({
      DATA_DIR: inject('dataDir'),
      DATABASE_URL: `sqlite:${path.join(inject('dataDir'), 'app.sqlite')}`,
      REDIS_URL: inject('redisUrl'),
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_FLUSH_INTERVAL_MS: '200',
    }),
    () => {},
  );
}
