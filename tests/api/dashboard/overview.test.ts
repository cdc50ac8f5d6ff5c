import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '@/server/services/logs';
import { OVERVIEW_DAYS, type Overview } from '@/shared/api/overview';
import { createTestContext, type TestContext } from '../../helpers/test-context';
import { staff } from './helpers';

let t: TestContext;
let viewer: { id: number; token: string };
beforeAll(async () => {
  t = await createTestContext();
  // Every figure needs its own key (overview-scope.test.ts): the administrator holds them all.
  const adminId = await t.adminId();
  viewer = { id: adminId, token: await t.tokenFor(adminId) };
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;
/** Noon (UTC) `days` days ago, and its date. */
const noonDaysAgo = (days: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12) - days * DAY_MS).toISOString();
};
const overview = async (token = viewer.token) => {
  const { res, body } = await t.callJson<Overview>('/api/dashboard/overview', { token });
  expect(res.status).toBe(200);
  return body.data!;
};
const count = async (table: 'users' | 'module_contents' | 'media') =>
  Number((await t.ctx.handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /api/dashboard/overview', () => {
  it('401 without a session, 403 without external.dashboard', async () => {
    expect((await t.call('/api/dashboard/overview')).status).toBe(401);
    const other = await staff(t, { logs: { read: true }, external: { settings: true } });
    expect((await t.call('/api/dashboard/overview', { token: other.token })).status).toBe(403);
  });

  it('counts users, contents, pending form submissions and media', async () => {
    const before = await overview();
    expect(before.counts).toEqual({
      users: await count('users'), contents: await count('module_contents'), media: await count('media'),
      pending_submissions: Number((await t.ctx.handle.db.selectFrom('form_submissions').where('status', '=', 'pending')
        .select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    });
    expect(before.counts.contents).toBeGreaterThan(0);
    await t.createUser({});
    expect((await overview()).counts.users).toBe(before.counts.users! + 1);
  });

  it('has one day per day of the last 30 days with requests (aggregated rows by their count), error rates and sign-ups', async () => {
    const requestAt = (days: number, status_code: number, request_count = 1): LogEntry => ({
      endpoint: '/api/probe', status_code, method: 'GET', ip: null, user_agent: null, exec_time: 1, created_by: null,
      created_at: noonDaysAgo(days), request_count,
    });
    // Through the log writer, which keeps the per-day totals the series is read from.
    for (const entry of [
      requestAt(3, 200, 6), requestAt(3, 200), requestAt(3, 404), requestAt(3, 500), requestAt(3, 503),
      requestAt(5, 200, 4),
      requestAt(OVERVIEW_DAYS + 2, 500, 1000),
    ]) t.ctx.services.logs.write(entry);
    await t.ctx.services.logs.flush();
    for (const days of [2, 2, 3]) {
      const id = await t.createUser({});
      await sql`update users set created_at = ${noonDaysAgo(days)} where id = ${id}`.execute(t.ctx.handle.db);
    }

    const { days } = await overview();
    expect(days).toHaveLength(OVERVIEW_DAYS);
    expect(days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    const day = (ago: number) => days.find((entry) => entry.date === noonDaysAgo(ago).slice(0, 10))!;
    expect(day(3)).toMatchObject({ requests: 10, client_error_rate: 0.1, server_error_rate: 0.2, sign_ups: 1 });
    expect(day(5)).toMatchObject({ requests: 4, client_error_rate: 0, server_error_rate: 0, sign_ups: 0 });
    expect(day(2)).toMatchObject({ requests: 0, client_error_rate: 0, server_error_rate: 0, sign_ups: 2 });
    expect(days.reduce((sum, entry) => sum + entry.requests!, 0)).toBeLessThan(1000);
  });

  it('lists the latest 10 audit rows, newest first, with the actor and what a settings save changed', async () => {
    const admin = await t.tokenFor(await t.adminId());
    for (let index = 0; index < 11; index++) {
      expect((await t.call(`/api/dashboard/settings`, { method: 'PUT', json: { contact_phone: `+46 8 ${index}` }, token: admin })).status).toBe(200);
    }
    const saved = await t.call('/api/dashboard/settings', { method: 'PUT', json: { app_name: 'Overview', smtp_password: 'not-in-the-audit' }, token: admin });
    expect(saved.status).toBe(200);

    const { activity } = await overview();
    expect(activity).toHaveLength(10);
    expect(activity[0]).toMatchObject({
      actor: { id: await t.adminId(), username: 'admin' }, action: 'update', entity: 'settings', record_id: null,
      changes: ['app_name', 'smtp_password'],
    });
    expect(activity[1].changes).toEqual(['contact_phone']);
    expect(JSON.stringify(activity)).not.toContain('not-in-the-audit');
  });
});
