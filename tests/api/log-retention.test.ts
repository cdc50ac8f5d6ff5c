import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '@/server/services/logs';
import { createLogPruner, PRUNE_BATCH_ROWS } from '@/server/services/log-retention';
import { createTestContext, type TestContext } from '../helpers/test-context';

/** Request logs are kept LOG_RETENTION_DAYS (30 by default) and pruned in batches in the background. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;
const COLUMNS = ['endpoint', 'status_code', 'method', 'ip', 'user_agent', 'exec_time', 'created_by', 'created_at'] as const;

async function insertLogs(prefix: string, count: number, ageDays: number): Promise<void> {
  const createdAt = new Date(Date.now() - ageDays * DAY_MS).toISOString();
  const rows = Array.from({ length: count }, (_, i): LogEntry => ({
    endpoint: `${prefix}/${i}`, status_code: 200, method: 'GET', ip: '192.0.2.1', user_agent: 'retention', exec_time: 1, created_by: null, created_at: createdAt,
  }));
  await t.ctx.handle.insertRows('logs', COLUMNS, rows);
}

async function countLogs(prefix: string): Promise<number> {
  const row = await t.ctx.handle.db.selectFrom('logs').select((eb) => eb.fn.countAll<number>().as('n')).where('endpoint', 'like', `${prefix}/%`).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('request log retention', () => {
  it(`deletes rows older than the retention in batches of ${PRUNE_BATCH_ROWS} and keeps newer ones`, { timeout: 60_000 }, async () => {
    expect(t.ctx.config.logRetentionDays).toBe(30);
    await insertLogs('/old', 2 * PRUNE_BATCH_ROWS + 1_234, 31);
    await insertLogs('/recent', 50, 29);
    await insertLogs('/today', 5, 0);

    const result = await t.ctx.services.logPruner.pruneNow();
    expect(result).toEqual({ deleted: 2 * PRUNE_BATCH_ROWS + 1_234, batches: 3 });
    expect(await countLogs('/old')).toBe(0);
    expect(await countLogs('/recent')).toBe(50);
    expect(await countLogs('/today')).toBe(5);
  });

  it('follows LOG_RETENTION_DAYS while the log_retention_days setting is not stored, and 0 keeps everything', async () => {
    await t.ctx.handle.db.deleteFrom('settings').where('key', '=', 'log_retention_days').execute();
    t.ctx.bus.publish('settings');
    await insertLogs('/eight-days', 3, 8);
    const { settings } = t.ctx.services;
    const keepNothingOlderThanWeek = createLogPruner({ handle: t.ctx.handle, config: { ...t.ctx.config, logRetentionDays: 7 }, settings });
    const keepForever = createLogPruner({ handle: t.ctx.handle, config: { ...t.ctx.config, logRetentionDays: 0 }, settings });
    expect(await keepForever.pruneNow()).toEqual({ deleted: 0, batches: 0 });
    expect(await countLogs('/eight-days')).toBe(3);
    await keepNothingOlderThanWeek.pruneNow();
    expect(await countLogs('/eight-days')).toBe(0);
    expect(await countLogs('/today')).toBe(5);
    await Promise.all([keepForever.close(), keepNothingOlderThanWeek.close()]);
  });

  it('finds old rows and a user\'s rows by index', async () => {
    const { db, engine } = t.ctx.handle;
    const names = engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from pragma_index_list('logs')`.execute(db)).rows
      : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'logs'`.execute(db)).rows;
    expect(names.map((row) => row.name)).toEqual(expect.arrayContaining(['logs_created_at_idx', 'logs_created_by_idx']));
  });

  it('runs on its own timer, and stops on close', async () => {
    await insertLogs('/background', 30, 40);
    const pruner = createLogPruner({ handle: t.ctx.handle, config: t.ctx.config, settings: t.ctx.services.settings }, { intervalMs: 20, pauseMs: 1, batchRows: 10 });
    pruner.start(10);
    await vi.waitFor(async () => expect(await countLogs('/background')).toBe(0));
    await pruner.close();
    await insertLogs('/after-close', 3, 40);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await countLogs('/after-close')).toBe(3);
  });
});
