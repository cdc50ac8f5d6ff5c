import type { AppConfig } from '@/server/config';
import type { SettingKey } from '@/shared/api/settings';
import type { ServiceDeps } from './deps';
import { periodicJob } from './periodic-job';

/** Rows deleted per statement: short enough never to hold the database for long. */
export const PRUNE_BATCH_ROWS = 5_000;

/** Days audit rows are kept while the `audit_retention_days` setting is not stored. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;

/**
 * The tables pruned by age (both by a `created_at` index): the setting that says how many days
 * their rows are kept (0: for ever) and the days that apply while that setting is not stored.
 * Request logs fall back to LOG_RETENTION_DAYS (a database seeded before the setting existed has
 * no row until someone saves it); audit rows to AUDIT_RETENTION_DEFAULT_DAYS.
 */
export const RETENTIONS = {
  logs: { setting: 'log_retention_days', fallback: (config: RetentionConfig) => config.logRetentionDays },
  audit_log: { setting: 'audit_retention_days', fallback: () => AUDIT_RETENTION_DEFAULT_DAYS },
} as const satisfies Record<string, { setting: SettingKey; fallback: (config: RetentionConfig) => number }>;

export type RetainedTable = keyof typeof RETENTIONS;
type RetentionConfig = Pick<AppConfig, 'logRetentionDays'>;
const RETAINED_TABLES = Object.keys(RETENTIONS) as RetainedTable[];

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

/** Days a table's rows are kept (0 keeps them for ever), the one place a retention is read: the stored setting, else its fallback. */
export function retentionDays(table: RetainedTable, config: RetentionConfig, stored: unknown): number {
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : RETENTIONS[table].fallback(config);
}

const DAY_MS = 24 * 3600_000;

/**
 * Deletes request log and audit rows older than their retention periods, in the background:
 * hourly, one table after the other, in batches of PRUNE_BATCH_ROWS rows with a pause between
 * them, by each table's created_at index.
 */
export function createLogPruner(
  { handle, config, settings }: Pick<ServiceDeps, 'handle' | 'config'> & { settings: { get(key: SettingKey): Promise<unknown> } },
  options: LogPrunerOptions = {},
) {
  const { intervalMs = 3600_000, pauseMs = 100, batchRows = PRUNE_BATCH_ROWS } = options;
  const { db } = handle;

  async function deleteBatch(table: RetainedTable, cutoff: string): Promise<number> {
    const result = await db.deleteFrom(table)
      .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where('created_at', '<', cutoff).limit(batchRows))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async function pruneTable(table: RetainedTable): Promise<PruneResult> {
    const days = retentionDays(table, config, await settings.get(RETENTIONS[table].setting));
    const result: PruneResult = { deleted: 0, batches: 0 };
    if (!(days > 0)) return result;
    const cutoff = new Date(Date.now() - days * DAY_MS).toISOString();
    while (!job.closed) {
      const deleted = await deleteBatch(table, cutoff);
      result.batches++;
      result.deleted += deleted;
      if (deleted < batchRows) break;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    return result;
  }

  async function prune(): Promise<Record<RetainedTable, PruneResult>> {
    const results = {} as Record<RetainedTable, PruneResult>;
    for (const table of RETAINED_TABLES) results[table] = await pruneTable(table);
    return results;
  }

  const job = periodicJob(prune, { intervalMs, failure: '[retention] pruning old log and audit rows failed:' });
  // pruneNow runs every table now (joining a run already going); after close, a run in progress ends after its current batch.
  return { pruneNow: job.runNow, start: job.start, close: job.close };
}

export type LogPruner = ReturnType<typeof createLogPruner>;
