import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '@/server/services/logs';
import type { DashboardLog, LogList } from '@/shared/api/logs';
import type { DashboardSettings } from '@/shared/api/settings';
import { createTestContext, type TestContext } from '../../helpers/test-context';
import { staff } from './helpers';

let t: TestContext;
let admin: string;
let reader: { id: number; token: string };
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.tokenFor(await t.adminId());
  reader = await staff(t, { logs: { read: true } });
  await seedLogs();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;
const P = '/probe';
const COLUMNS = ['endpoint', 'status_code', 'method', 'ip', 'user_agent', 'exec_time', 'created_by', 'created_at', 'request_count'] as const;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Rows under /probe only, so the requests the tests themselves make never match. */
async function seedLogs() {
  const row = (endpoint: string, status_code: number, method: string, ageDays: number, extra: Partial<LogEntry> = {}): LogEntry => ({
    endpoint: `${P}${endpoint}`, status_code, method, ip: '192.0.2.7', user_agent: 'probe-agent', exec_time: 5, created_by: null,
    created_at: daysAgo(ageDays), request_count: 1, ...extra,
  });
  await t.ctx.handle.insertRows('logs', COLUMNS, [
    row('/users/1', 200, 'GET', 1, { created_by: reader.id, exec_time: 12.5 }),
    row('/users/2', 201, 'POST', 2, { created_by: reader.id, exec_time: 80 }),
    row('/items', 302, 'GET', 3),
    row('/items/9', 404, 'GET', 4, { exec_time: 1 }),
    row('/items/9', 422, 'PUT', 5),
    row('/crash', 500, 'DELETE', 6, { exec_time: 300 }),
    row('/settings', 200, 'GET', 10, { ip: null, user_agent: null, request_count: 42 }),
  ]);
}

const list = (query: string, token = reader.token) => t.callJson<LogList>(`/api/dashboard/logs?${query}`, { token });
const endpoints = async (query: string) => {
  const { res, body } = await list(`endpoint=${P}&per_page=100&${query}`);
  expect(res.status).toBe(200);
  return body.data!.items.map((item) => `${item.method} ${item.status_code} ${item.endpoint.slice(P.length)}`);
};

describe('GET /api/dashboard/logs', () => {
  it('401 without a session, 403 without logs.read, 200 with it', async () => {
    expect((await t.call('/api/dashboard/logs')).status).toBe(401);
    const other = await staff(t, { users: { read: true }, external: { dashboard: true } });
    expect((await list('', other.token)).res.status).toBe(403);
    expect((await t.call('/api/dashboard/logs/1', { token: other.token })).status).toBe(403);
    expect((await list('')).res.status).toBe(200);
  });

  it('answers each row with its user, address, agent, time and request count, newest first', async () => {
    const { body } = await list(`endpoint=${P}`);
    expect(body.data).toMatchObject({ total: 7, page: 1, per_page: 20 });
    const [first] = body.data!.items;
    expect(first).toMatchObject({
      endpoint: `${P}/users/1`, method: 'GET', status_code: 200, ip: '192.0.2.7', user_agent: 'probe-agent', exec_time: 12.5, request_count: 1,
    });
    const { username } = await t.ctx.handle.db.selectFrom('users').select('username').where('id', '=', reader.id).executeTakeFirstOrThrow();
    expect(first.user).toEqual({ id: reader.id, username });
    const aggregated = body.data!.items.find((item) => item.endpoint === `${P}/settings`)!;
    expect(aggregated).toMatchObject({ request_count: 42, ip: null, user_agent: null, user: null });
  });

  it('filters by status class, status range, method, endpoint prefix, user and dates', async () => {
    expect(await endpoints('status=2xx')).toEqual(['GET 200 /users/1', 'POST 201 /users/2', 'GET 200 /settings']);
    expect(await endpoints('status=3xx')).toEqual(['GET 302 /items']);
    expect(await endpoints('status=4xx')).toEqual(['GET 404 /items/9', 'PUT 422 /items/9']);
    expect(await endpoints('status=5xx')).toEqual(['DELETE 500 /crash']);
    expect(await endpoints('status_min=300&status_max=404')).toEqual(['GET 302 /items', 'GET 404 /items/9']);
    expect(await endpoints('method=PUT')).toEqual(['PUT 422 /items/9']);
    expect(await endpoints('user_id=' + reader.id)).toEqual(['GET 200 /users/1', 'POST 201 /users/2']);
    const { body } = await list(`endpoint=${P}/items`);
    expect(body.data!.items.map((item) => item.endpoint)).toEqual([`${P}/items`, `${P}/items/9`, `${P}/items/9`]);
    expect(await endpoints(`from=${encodeURIComponent(daysAgo(4.5))}&to=${encodeURIComponent(daysAgo(2.5))}`)).toEqual(['GET 302 /items', 'GET 404 /items/9']);
  });

  it('treats LIKE wildcards in the endpoint prefix and the search as plain characters', async () => {
    expect((await list('endpoint=%25')).body.data!.total).toBe(0);
    expect((await list(`endpoint=${P}&search=_`)).body.data!.total).toBe(0);
    expect(await endpoints('search=crash')).toEqual(['DELETE 500 /crash']);
  });

  it('sorts by exec_time, status_code and endpoint in either order', async () => {
    expect((await endpoints('sort=exec_time&order=desc'))[0]).toBe('DELETE 500 /crash');
    expect((await endpoints('sort=exec_time&order=asc'))[0]).toBe('GET 404 /items/9');
    expect((await endpoints('sort=status_code&order=asc'))[0]).toMatch(/ 200 /);
    expect((await endpoints('sort=endpoint&order=asc'))[0]).toBe('DELETE 500 /crash');
    const { body } = await list(`endpoint=${P}&per_page=2&page=2&sort=created_at&order=desc`);
    expect(body.data!.items.map((item) => item.endpoint)).toEqual([`${P}/items`, `${P}/items/9`]);
  });

  it.each([
    ['an unknown sort column', 'sort=ip'],
    ['per_page 101', 'per_page=101'],
    ['an unknown status class', 'status=6xx'],
    ['an unknown method', 'method=BREW'],
    ['a date that is not ISO', 'from=yesterday'],
  ])('refuses %s with a 422', async (_, query) => {
    const { res, body } = await list(query);
    expect(res.status).toBe(422);
    expect(body).toMatchObject({ status: false, statusCode: 422 });
  });
});

describe('GET /api/dashboard/logs/{id}', () => {
  it('answers one row, and 404 in the reader\'s language for one that does not exist', async () => {
    const { body } = await list(`endpoint=${P}/crash`);
    const id = body.data!.items[0].id;
    const detail = await t.callJson<DashboardLog>(`/api/dashboard/logs/${id}`, { token: reader.token });
    expect(detail.res.status).toBe(200);
    expect(detail.body.data).toEqual(body.data!.items[0]);
    const missing = await t.callJson(`/api/dashboard/logs/999999999`, { token: reader.token, headers: { 'x-language': 'sv' } });
    expect(missing.res.status).toBe(404);
    expect(missing.body.message).toBe('Loggposten hittades inte');
  });
});

describe('log retention as a setting', () => {
  it('is 30 days by default, editable through the settings API, and the pruner follows it', async () => {
    const settings = await t.callJson<DashboardSettings>('/api/dashboard/settings', { token: admin });
    expect(settings.body.data!.log_retention_days).toBe(30);
    expect((await endpoints('')).length).toBe(7);

    const saved = await t.callJson<DashboardSettings>('/api/dashboard/settings', { method: 'PUT', json: { log_retention_days: 4 }, token: admin });
    expect(saved.res.status).toBe(200);
    expect(saved.body.data!.log_retention_days).toBe(4);
    const bad = await t.callJson('/api/dashboard/settings', { method: 'PUT', json: { log_retention_days: -1 }, token: admin });
    expect(bad.res.status).toBe(422);

    await t.ctx.services.logPruner.pruneNow();
    expect(await endpoints('')).toEqual(['GET 200 /users/1', 'POST 201 /users/2', 'GET 302 /items']);
  });

  it('has the indexes the filters use', async () => {
    const { db, engine } = t.ctx.handle;
    const names = engine === 'sqlite'
      ? (await sql<{ name: string }>`select name from pragma_index_list('logs')`.execute(db)).rows
      : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'logs'`.execute(db)).rows;
    expect(names.map((row) => row.name)).toEqual(expect.arrayContaining([
      'logs_created_at_idx', 'logs_created_by_idx', 'logs_status_code_idx', 'logs_method_idx', 'logs_endpoint_idx', 'logs_exec_time_idx',
    ]));
  });
});
