import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admitRequest, createProxyTrust } from '@/server/http/client-ip';
import { createHotReads } from '@/server/http/hot-reads';
import { createTestContext, TEST_PUBLIC_URL, type TestContext } from '../helpers/test-context';

/**
 * The hot reads answer GET /api/settings and GET /api/auth before the router. Every answer
 * they give must be the one the Hono route gives, and everything they cannot answer from
 * memory must reach the route untouched.
 */
let t: TestContext;
let server: http.Server;
let baseUrl: string;
/** Which lane answered each request, in order: 'hot' or 'route'. */
let lanes: string[] = [];
/** The same app without hot reads, to compare against. */
let routeOnly: http.Server;
let routeOnlyUrl: string;
let adminToken: string;
let adminId: number;

async function listen(handler: http.RequestListener): Promise<[http.Server, string]> {
  const trust = createProxyTrust(t.ctx.config.trustedProxies);
  // As server.ts does: the forwarded headers of a loopback peer count.
  const created = http.createServer((req, res) => {
    admitRequest(req, trust);
    handler(req, res);
  });
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return [created, `http://127.0.0.1:${(created.address() as AddressInfo).port}`];
}

beforeAll(async () => {
  t = await createTestContext();
  const hono = getRequestListener(t.app.fetch);
  const hotRead = createHotReads(t.ctx.services, TEST_PUBLIC_URL);
  [server, baseUrl] = await listen((req, res) => {
    if (hotRead(req, res)) lanes.push('hot');
    else {
      lanes.push('route');
      void hono(req, res);
    }
  });
  [routeOnly, routeOnlyUrl] = await listen((req, res) => void hono(req, res));
  adminId = await t.adminId();
  adminToken = await t.tokenFor(adminId);
});
afterAll(async () => {
  server?.close();
  routeOnly?.close();
  await t?.close();
});
beforeEach(() => {
  lanes = [];
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers that describe the connection or the moment, not the answer. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const res = await fetch(url, { method, headers });
  const answerHeaders = Object.fromEntries([...res.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  return { status: res.status, headers: answerHeaders, body: await res.text() };
}

/** Asks both servers; the answers must be identical. Returns the lane that answered. */
async function sameAsRoute(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ lane: string; answer: Answer }> {
  // The route-only server first, so a bundle or session it loads is cached for both.
  const expected = await get(routeOnlyUrl + path, headers, method);
  lanes = [];
  const answer = await get(baseUrl + path, headers, method);
  expect(answer).toEqual(expected);
  return { lane: lanes[0], answer };
}

describe('GET /api/settings from memory', () => {
  it.each(['en', 'sv', 'tr', 'xx'])('answers language %s exactly as the route does', async (language) => {
    const { lane, answer } = await sameAsRoute('/api/settings', { 'x-language': language });
    expect(lane).toBe('hot');
    expect(JSON.parse(answer.body)).toMatchObject({ status: true, statusCode: 200 });
  });

  it('leaves ?force, a consent cookie and other methods to the route', async () => {
    expect((await sameAsRoute('/api/settings?force')).lane).toBe('route');
    expect((await sameAsRoute('/api/settings', { cookie: 'cookie_consent_id=00000000-0000-4000-8000-000000000000' })).lane).toBe('route');
    expect((await sameAsRoute('/api/settings', {}, 'HEAD')).lane).toBe('route');
    expect((await sameAsRoute('/api/settings/', {})).lane).toBe('route');
  });

  it('serves a change to the settings at once', async () => {
    await sameAsRoute('/api/settings');
    await t.ctx.services.settings.update({ app_name: 'Renamed' });
    // The cached bytes are gone with the change: the first read after it goes to the route, never stale.
    lanes = [];
    const first = await get(`${baseUrl}/api/settings`);
    expect(lanes).toEqual(['route']);
    expect(JSON.parse(first.body).data.settings.app_name).toBe('Renamed');
    const { answer } = await sameAsRoute('/api/settings');
    expect(JSON.parse(answer.body).data.settings.app_name).toBe('Renamed');
    const again = await sameAsRoute('/api/settings');
    expect(again.lane).toBe('hot');
    expect(JSON.parse(again.answer.body).data.settings.app_name).toBe('Renamed');
  });
});

describe('GET /api/auth from memory', () => {
  it.each(['en', 'sv', 'tr'])('answers a cached session in %s exactly as the route does', async (language) => {
    const { lane, answer } = await sameAsRoute('/api/auth', { authorization: `Bearer ${adminToken}`, 'x-language': language });
    expect(lane).toBe('hot');
    expect(JSON.parse(answer.body).data.user).toMatchObject({ id: adminId, username: 'admin' });
  });

  it('reads the token from the cookie as the route does', async () => {
    await sameAsRoute('/api/auth', { authorization: `Bearer ${adminToken}` });
    const { lane } = await sameAsRoute('/api/auth', { cookie: `theme=dark; token=${adminToken}` });
    expect(lane).toBe('hot');
  });

  it('leaves no token, a malformed, unknown or closed one to the route (401)', async () => {
    const anonymousOrBad: Record<string, string>[] = [{}, { authorization: 'Bearer short' }, { authorization: `Bearer ${'x'.repeat(43)}` }, { cookie: 'token=' }];
    for (const headers of anonymousOrBad) {
      const { lane, answer } = await sameAsRoute('/api/auth', headers);
      expect(lane).toBe('route');
      expect(answer.status).toBe(401);
    }
    const token = await t.tokenFor(adminId);
    expect((await sameAsRoute('/api/auth', { authorization: `Bearer ${token}` })).lane).toBe('hot');
    const session = await t.ctx.services.sessions.resolve(token);
    await t.ctx.services.sessions.closeOne(adminId, session!.sessionId);
    const closed = await sameAsRoute('/api/auth', { authorization: `Bearer ${token}` });
    expect([closed.lane, closed.answer.status]).toEqual(['route', 401]);
  });

  it('shows a profile change on the next read', async () => {
    await sameAsRoute('/api/auth', { authorization: `Bearer ${adminToken}` });
    const update = await fetch(`${baseUrl}/api/auth`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', origin: TEST_PUBLIC_URL },
      body: JSON.stringify({ fullname: 'Ada Admin' }),
    });
    expect(update.status).toBe(200);
    await sameAsRoute('/api/auth', { authorization: `Bearer ${adminToken}` });
    const { lane, answer } = await sameAsRoute('/api/auth', { authorization: `Bearer ${adminToken}` });
    expect(lane).toBe('hot');
    expect(JSON.parse(answer.body).data.user.fullname).toBe('Ada Admin');
  });

  it("leaves a language other than the user's stored one to the route, which records it; then answers from memory", async () => {
    const userId = await t.createUser({});
    const token = await t.tokenFor(userId);
    const stored = async () => (await t.ctx.handle.db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirstOrThrow()).locale;
    await get(`${routeOnlyUrl}/api/auth`, { authorization: `Bearer ${token}` });
    expect(await stored()).toBeNull();
    lanes = [];
    await get(`${baseUrl}/api/auth`, { authorization: `Bearer ${token}` });
    await get(`${baseUrl}/api/auth`, { authorization: `Bearer ${token}`, 'x-language': 'tr' });
    await get(`${baseUrl}/api/auth`, { authorization: `Bearer ${token}`, 'x-language': 'tr' });
    expect(lanes).toEqual(['hot', 'route', 'hot']);
    await expect.poll(stored).toBe('tr');
  });

  it('logs what it answers like the route: path, status, address, agent and user', async () => {
    await t.ctx.services.logs.flush();
    const before = await t.ctx.handle.db.selectFrom('logs').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    await get(`${baseUrl}/api/auth`, { authorization: `Bearer ${adminToken}`, 'user-agent': 'hot-read-test', 'x-forwarded-for': '203.0.113.9' });
    await get(`${baseUrl}/api/settings`, { authorization: `Bearer ${adminToken}`, 'user-agent': 'hot-read-test' });
    expect(lanes).toEqual(['hot', 'hot']);
    await t.ctx.services.logs.flush();
    const rows = await t.ctx.handle.db.selectFrom('logs').selectAll().where('id', '>', Number(before.id ?? 0)).orderBy('id').execute();
    expect(rows.map((row) => [row.method, row.endpoint, row.status_code, row.user_agent, row.created_by, row.request_count])).toEqual([
      ['GET', '/api/auth', 200, 'hot-read-test', adminId, 1],
      ['GET', '/api/settings', 200, 'hot-read-test', adminId, 1],
    ]);
    expect(rows[0].ip).toBe('203.0.113.9');
    expect(rows[0].exec_time).toBeGreaterThanOrEqual(0);
    expect(Date.parse(rows[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('logging of anonymous reads from memory', () => {
  it('counts anonymous GET /api/settings answered from memory: one row a minute, no address or agent', async () => {
    // The bundles in memory first (the route answers the first read of each language).
    await get(`${baseUrl}/api/settings`);
    await get(`${baseUrl}/api/settings`, { 'x-language': 'sv' });
    await t.ctx.services.logs.flush();
    lanes = [];
    const before = await t.ctx.handle.db.selectFrom('logs').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    for (let i = 0; i < 25; i++) await get(`${baseUrl}/api/settings`, { 'user-agent': `visitor ${i}`, 'x-forwarded-for': `198.51.100.${i}`, 'x-language': i % 2 ? 'sv' : 'en' });
    expect(new Set(lanes)).toEqual(new Set(['hot']));
    // Signed-in reads and errors keep a full row each.
    await get(`${baseUrl}/api/settings`, { cookie: `token=${adminToken}`, 'user-agent': 'signed-in' });
    await get(`${baseUrl}/api/settings/nope`, { 'user-agent': 'error' });
    await t.ctx.services.logs.flush();

    const rows = await t.ctx.handle.db.selectFrom('logs').selectAll().where('id', '>', Number(before.id ?? 0)).orderBy('id').execute();
    const fullRows = rows.filter((row) => row.user_agent !== null);
    expect(fullRows.map((row) => [row.endpoint, row.status_code, row.user_agent, row.ip, row.created_by, row.request_count])).toEqual([
      ['/api/settings', 200, 'signed-in', '127.0.0.1', adminId, 1],
      ['/api/settings/nope', 404, 'error', '127.0.0.1', null, 1],
    ]);
    // One row for the minute (two if the reads happened to straddle one), standing for all 25.
    const counted = rows.filter((row) => row.user_agent === null);
    expect(counted.length).toBeLessThanOrEqual(2);
    expect(counted.reduce((sum, row) => sum + row.request_count, 0)).toBe(25);
    for (const row of counted) {
      expect(row).toMatchObject({ endpoint: '/api/settings', method: 'GET', status_code: 200, ip: null, created_by: null });
      expect(new Date(row.created_at).getUTCSeconds()).toBe(0);
      expect(row.exec_time).toBeGreaterThanOrEqual(0);
    }
  });
});
