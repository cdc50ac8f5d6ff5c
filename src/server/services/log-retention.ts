import type { AppConfig } from '@/server/config';
import { errorMessage } from '@/server/startup-error';
import type { ServiceDeps } from './deps';
import type { SettingsService } from './settings';

/** Rows deleted per statement: short enough never to hold the database for long. */
export const PRUNE_BATCH_ROWS = 5_000;

export interface LogPrunerOptions {
  /** Time between runs (the first one comes a minute after start). */
  intervalMs?: number;
  /** Pause between two batches of a run, so request traffic goes first. */
  pauseMs?: number;
  batchRows?: number;
}

export interface PruneResult {
  deleted: number;
  batches: number;
}

/**
 * Days request logs are kept (0 keeps them for ever), the one place the retention is read: the
 * `log_retention_days` setting (dashboard) when stored, else LOG_RETENTION_DAYS (a database
 * seeded before the setting existed has no row until someone saves it).
 */
export function logRetentionDays(config: Pick<AppConfig, 'logRetentionDays'>, stored: unknown): number {
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : config.logRetentionDays;
}

const DAY_MS = 24 * 3600_000;

/**
 * Deletes request log rows older than the retention period, in the background: hourly, in
 * batches of PRUNE_BATCH_ROWS rows with a pause between them, by the created_at index.
 */
export function createLogPruner(
  { handle, config, settings }: Pick<ServiceDeps, 'handle' | 'config'> & { settings: Pick<SettingsService, 'get'> },
  options: LogPrunerOptions = {},
) {
  const { intervalMs = 3600_000, pauseMs = 100, batchRows = PRUNE_BATCH_ROWS } = options;
  const { db } = handle;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<PruneResult> | null = null;
  let closed = false;

  async function deleteBatch(cutoff: string): Promise<number> {
    const result = await db.deleteFrom('logs')
      .where('id', 'in', (eb) => eb.selectFrom('logs').select('id').where('created_at', '<', cutoff).limit(batchRows))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async function prune(): Promise<PruneResult> {
    const days = logRetentionDays(config, await settings.get('log_retention_days'));
    const result: PruneResult = { deleted: 0, batches: 0 };
    if (!(days > 0)) return result;
    const cutoff = new Date(Date.now() - days * DAY_MS).toISOString();
    while (!closed) {
      const deleted = await deleteBatch(cutoff);
      result.batches++;
      result.deleted += deleted;
      if (deleted < batchRows) break;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    return result;
  }

  /** One run now (a run already going is joined). */
  function pruneNow(): Promise<PruneResult> {
    running ??= prune().finally(() => {
      running = null;
    });
    return running;
  }

  function runInBackground(): void {
    pruneNow().catch((error) => console.error('[logs] pruning old request logs failed:', errorMessage(error)));
  }

  return {
    pruneNow,
    start(firstRunAfterMs = 60_000): void {
      if (timer || closed) return;
      timer = setTimeout(function run() {
        runInBackground();
        timer = setTimeout(run, intervalMs);
        timer.unref();
      }, firstRunAfterMs);
      timer.unref();
    },
    /** Stops the timer; a run in progress ends after its current batch. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

export type LogPruner = ReturnType<typeof createLogPruner>;
