import type { AppConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/connect';
import type { InvalidationBus } from './invalidation';

/** What every service factory receives. */
export interface ServiceDeps {
  handle: DbHandle;
  config: AppConfig;
  bus: InvalidationBus;
  /** Operational messages (e.g. mail printed while no SMTP server is configured); console.log by default. */
  log?: (line: string) => void;
}
