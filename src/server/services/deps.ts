import type { AppConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/connect';
import type { InvalidationBus } from './invalidation';

/** What every service factory receives. */
export interface ServiceDeps {
  handle: DbHandle;
  config: AppConfig;
  bus: InvalidationBus;
  /**
   * Whether this process runs the work done once per site: the outbox's polling, retention,
   * sweeps and background media work (only the first of several workers does).
   */
  siteJobs: boolean;
  /** Operational messages (e.g. mail printed while no SMTP server is configured); console.log by default. */
  log?: (line: string) => void;
}
