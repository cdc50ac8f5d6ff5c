import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LogEntry } from '@/server/services/logs';
import { AUDIT_RETENTION_DEFAULT_DAYS, createLogPruner, PRUNE_BATCH_ROWS } from '@/server/services/log-retention';
import { createTestContext, type TestContext } from '../helpers/test-context';

/**
 * Request logs are kept LOG_RETENTION_DAYS (30 by default), audit rows 365 days, each unless its
 * setting says otherwise; one pruner deletes both in batches in the background.
 */
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

async function insertAuditRows(entity: string, count: number, ageDays: number): Promise<void> {
  const createdAt = new Date(Date.now() - ageDays * DAY_MS).toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({ actor_id: null, action: 'update', entity, record_id: String(i), changes: null, created_at: createdAt }));
  await t.ctx.handle.insertRows('audit_log', ['actor_id', 'action', 'entity', 'record_id', 'changes', 'created_at'], rows);
}

async function countAuditRows(entity: string): Promise<number> {
  const row = await t.ctx.handle.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('entity', '=', entity).executeTakeFirstOrThrow();
  return Number(row.n);
}

const saveSetting = async (values: Record<string, number>) => {
  const token = await t.tokenFor(await t.adminId());
  const saved = await t.callJson('/api/dashboard/settings', { method: 'PUT', json: values, token });
  expect(saved.res.status, JSON.stringify(saved.body)).toBe(200);
};

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
    expect(result.logs).toEqual({ deleted: 2 * PRUNE_BATCH_ROWS + 1_234, batches: 3 });
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
    expect((await keepForever.pruneNow()).logs).toEqual({ deleted: 0, batches: 0 });
    expect(await countLogs('/eight-days')).toBe(3);
    await keepNothingOlderThanWeek.pruneNow();
    expect(await countLogs('/eight-days')).toBe(0);
    expect(await countLogs('/today')).toBe(5);
    await Promise.all([keepForever.close(), keepNothingOlderThanWeek.close()]);
  });

  it('finds old rows and a user\'s rows by index, old audit rows too', async () => {
    const { db, engine } = t.ctx.handle;
    const indexes = async (table: string) => (engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(db)).rows
      : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}`.execute(db)).rows).map((row) => row.name);
    expect(await indexes('logs')).toEqual(expect.arrayContaining(['logs_created_at_idx', 'logs_created_by_idx']));
    expect(await indexes('audit_log')).toEqual(expect.arrayContaining(['audit_log_created_at_idx']));
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

describe('audit row retention', () => {
  it(`keeps audit rows ${AUDIT_RETENTION_DEFAULT_DAYS} days by default, also while the setting is not stored, deleting in batches`, { timeout: 60_000 }, async () => {
    const token = await t.tokenFor(await t.adminId());
    const settings = await t.callJson<{ audit_retention_days: number }>('/api/dashboard/settings', { token });
    expect(settings.body.data!.audit_retention_days).toBe(AUDIT_RETENTION_DEFAULT_DAYS);
    await insertAuditRows('old-audit', PRUNE_BATCH_ROWS + 7, AUDIT_RETENTION_DEFAULT_DAYS + 1);
    await insertAuditRows('kept-audit', 4, AUDIT_RETENTION_DEFAULT_DAYS - 1);
    expect((await t.ctx.services.logPruner.pruneNow()).audit_log).toEqual({ deleted: PRUNE_BATCH_ROWS + 7, batches: 2 });
    expect(await countAuditRows('old-audit')).toBe(0);
    expect(await countAuditRows('kept-audit')).toBe(4);

    await t.ctx.handle.db.deleteFrom('settings').where('key', '=', 'audit_retention_days').execute();
    t.ctx.bus.publish('settings');
    expect((await t.callJson<{ audit_retention_days: number }>('/api/dashboard/settings', { token })).body.data!.audit_retention_days).toBe(AUDIT_RETENTION_DEFAULT_DAYS);
    await insertAuditRows('old-audit', 3, AUDIT_RETENTION_DEFAULT_DAYS + 1);
    expect((await t.ctx.services.logPruner.pruneNow()).audit_log.deleted).toBe(3);
  });

  it('follows the audit_retention_days setting, independently of the request logs; 0 keeps everything', async () => {
    await saveSetting({ audit_retention_days: 10, log_retention_days: 0 });
    await insertAuditRows('eleven-days', 2, 11);
    await insertAuditRows('nine-days', 2, 9);
    await insertLogs('/forty-days', 2, 40);
    const result = await t.ctx.services.logPruner.pruneNow();
    expect(result.logs).toEqual({ deleted: 0, batches: 0 });
    expect(await countAuditRows('eleven-days')).toBe(0);
    expect(await countAuditRows('nine-days')).toBe(2);
    expect(await countLogs('/forty-days')).toBe(2);

    await saveSetting({ audit_retention_days: 0, log_retention_days: 30 });
    await insertAuditRows('ancient', 2, 5_000);
    expect((await t.ctx.services.logPruner.pruneNow()).audit_log).toEqual({ deleted: 0, batches: 0 });
    expect(await countAuditRows('ancient')).toBe(2);
    expect(await countLogs('/forty-days')).toBe(0);
  });

  it('refuses a negative retention (422)', async () => {
    const token = await t.tokenFor(await t.adminId());
    const bad = await t.callJson<Record<string, unknown>>('/api/dashboard/settings', { method: 'PUT', json: { audit_retention_days: -1 }, token });
    expect(bad.res.status).toBe(422);
    expect(bad.body.data).toHaveProperty('audit_retention_days');
  });
});
