/**
 * The dashboard part of `npm run bench`: a database seeded with 100,000 users, 1,000,000 request
 * log rows and 10,000 sessions (SQLite, then PostgreSQL in a throwaway database), the production
 * server against it, and the p95 of each dashboard list and the overview, one request at a time.
 * Also API throughput with request logging on against the same server with REQUEST_LOG=off.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { startServer, type RunningServer } from '../scripts/server-process';
import { connectDatabase, DEFAULT_DATABASE_CONFIG } from '../src/server/db/connect';
import { rebuildLogDays } from '../src/server/db/migrations/0010_log_days';
import { load, type LoadResult } from './load';

export const SEED = { users: 100_000, logs: 1_000_000, sessions: 10_000 } as const;
const REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 200);
const P95_TARGET_MS = 100;
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ListTiming {
  engine: 'sqlite' | 'postgres';
  name: string;
  path: string;
  p50: number | null;
  p95: number | null;
  pass: boolean | null;
  note?: string;
}

export interface LoggingOverhead {
  path: string;
  caller: 'anonymous' | 'signed in';
  on: LoadResult;
  off: LoadResult;
  ratio: number;
  pass: boolean;
}

export interface DashboardResults {
  seed: typeof SEED;
  seedSeconds: Record<string, number>;
  requestsPerCall: number;
  lists: ListTiming[];
  logging: LoggingOverhead[];
}

/** The calls measured; those whose route is not there yet are reported as skipped. */
const CALLS: { name: string; path: string }[] = [
  { name: 'users: first page', path: '/api/dashboard/users' },
  { name: 'users: search', path: '/api/dashboard/users?search=er4242' },
  { name: 'users: search matching every row', path: '/api/dashboard/users?search=example.com' },
  { name: 'users: two-letter search', path: '/api/dashboard/users?search=zq' },
  { name: 'users: sort by fullname', path: '/api/dashboard/users?sort=fullname&order=asc' },
  { name: 'users: deep page (500)', path: '/api/dashboard/users?page=500' },
  { name: 'users: filter by status', path: '/api/dashboard/users?status=passive' },
  { name: 'roles: first page', path: '/api/dashboard/roles' },
  { name: 'sessions: first page', path: '/api/dashboard/sessions' },
  { name: 'sessions: search', path: '/api/dashboard/sessions?search=er777' },
  { name: 'sessions: deep page (200)', path: '/api/dashboard/sessions?page=200' },
  { name: 'logs: first page', path: '/api/dashboard/logs' },
  { name: 'logs: filter', path: '/api/dashboard/logs?status=4xx' },
  { name: 'logs: deep page (500)', path: '/api/dashboard/logs?page=500' },
  { name: 'logs: 5xx, newest first', path: '/api/dashboard/logs?status=5xx' },
  { name: 'logs: method POST', path: '/api/dashboard/logs?method=POST' },
  { name: 'logs: endpoint prefix', path: '/api/dashboard/logs?endpoint=/api/auth/sign' },
  { name: 'logs: one user', path: '/api/dashboard/logs?user_id=4242' },
  { name: 'logs: date range', path: `/api/dashboard/logs?from=${encodeURIComponent(new Date(Date.now() - 3 * 86400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() - 2 * 86400_000).toISOString())}` },
  { name: 'logs: sort by exec time', path: '/api/dashboard/logs?sort=exec_time&order=desc' },
  { name: 'logs: search endpoint', path: '/api/dashboard/logs?search=sign-in' },
  { name: 'overview', path: '/api/dashboard/overview' },
];

/** Bulk seeding in a few set-based statements: seconds, not minutes. */
async function seed(url: string): Promise<number> {
  const started = performance.now();
  const handle = await connectDatabase(url, { ...DEFAULT_DATABASE_CONFIG, poolSize: 1, statementTimeoutMs: 600_000 });
  const { db, engine } = handle;
  const pgsql = engine === 'postgres';
  // The rows are consistent by construction: no per-row foreign key checks (on this one connection).
  await (pgsql ? sql`set session_replication_role = replica` : sql`pragma foreign_keys = off`).execute(db);
  const numbers = (count: number) =>
    pgsql ? sql`select i from generate_series(1, ${sql.lit(count)}) as i` : sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(count)}) select i from n`;
  const ago = (unit: 'minutes' | 'seconds') =>
    pgsql ? sql.raw(`now() - i * interval '1 ${unit.slice(0, -1)}'`) : sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' ${unit}')`);
  const later = pgsql ? sql`now() + interval '30 days'` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+30 days')`;
  const role = await db.selectFrom('roles').select('id').where('name', '!=', 'admin').orderBy('id').executeTakeFirstOrThrow();
  const firstUser = (await db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id as number;
  await sql`
    insert into users (username, email, password_hash, fullname, role_id, status, created_at, updated_at)
    select 'member' || i, 'member' || i || '@example.com', '', 'Person ' || ((i * 7919) % ${sql.lit(SEED.users)}), ${sql.lit(role.id)},
      case when i % 20 = 0 then 'passive' else 'active' end, ${ago('minutes')}, ${ago('minutes')}
    from (${numbers(SEED.users)}) as n`.execute(db);
  const userId = sql.raw(`${firstUser + 1} + (i % ${SEED.users})`);
  await sql`
    insert into sessions (user_id, token_hash, ip_address, device, browser, last_activity, expires_at, created_at)
    select ${userId}, 'bench-' || i, '10.1.' || (i % 250) || '.' || (i % 200), 'Desktop', 'Firefox', ${ago('seconds')}, ${later}, ${ago('minutes')}
    from (${numbers(SEED.sessions)}) as n`.execute(db);
  await sql`
    insert into logs (endpoint, status_code, method, ip, user_agent, exec_time, created_by, created_at, request_count)
    select case i % 4 when 0 then '/api/auth' when 1 then '/api/dashboard/users' when 2 then '/api/settings' else '/api/auth/sign-in' end,
      case when i % 25 = 0 then 404 when i % 50 = 1 then 500 else 200 end,
      case when i % 4 = 3 then 'POST' else 'GET' end,
      '10.0.' || (i % 250) || '.' || (i % 200), 'Mozilla/5.0 (bench)', (i % 500) / 10.0,
      case when i % 3 = 0 then null else ${userId} end, ${ago('seconds')}, 1
    from (${numbers(SEED.logs)}) as n`.execute(db);
  // The per-day totals the log writer would have kept while these rows were written.
  await rebuildLogDays(db, engine);
  // What autovacuum (PostgreSQL) or `PRAGMA optimize` (SQLite) would have done on a database that grew to this size.
  await sql`analyze`.execute(db);
  await handle.close();
  return (performance.now() - started) / 1000;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function time(url: string, headers: Record<string, string>, requests = REQUESTS): Promise<{ p50: number; p95: number } | { status: number }> {
  const first = await fetch(url, { headers });
  await first.arrayBuffer();
  if (first.status !== 200) return { status: first.status };
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

export async function signIn(server: RunningServer): Promise<Record<string, string>> {
  const body = JSON.stringify({ username: 'admin', password: server.env.ADMIN_PASSWORD, remember_me: false });
  const answer = await (await fetch(`${server.baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json();
  return { authorization: `Bearer ${answer.data.token}` };
}

async function measureLists(engine: 'sqlite' | 'postgres', databaseUrl: string | null): Promise<{ lists: ListTiming[]; seedSeconds: number }> {
  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const seedSeconds = await seed(databaseUrl ?? `sqlite:${server.dataDir}/app.sqlite`);
    console.log(`[bench] ${engine}: seeded in ${seedSeconds.toFixed(1)} s`);
    const headers = await signIn(server);
    const lists: ListTiming[] = [];
    for (const call of CALLS) {
      const result = await time(server.baseUrl + call.path, headers);
      if ('status' in result) {
        const note = result.status === 404 ? 'skipped: no such route yet' : `skipped: answered ${result.status}`;
        lists.push({ engine, ...call, p50: null, p95: null, pass: null, note });
      } else {
        lists.push({ engine, ...call, ...result, pass: result.p95 < P95_TARGET_MS });
        console.log(`[bench] ${engine}: ${call.name}: p50 ${result.p50} ms, p95 ${result.p95} ms`);
      }
    }
    return { lists, seedSeconds };
  } finally {
    await server.stop();
  }
}

export async function withThrowawayPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `polyglot_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * Two servers, one with REQUEST_LOG=off, loaded in alternating rounds so machine noise hits
 * both: an anonymous read (counted into its endpoint's row of the minute) and the same read
 * signed in (a row of its own, with every index of the log to update).
 */
async function measureLogging(seconds: number, caller: LoggingOverhead['caller']): Promise<LoggingOverhead> {
  const path = '/api/constants';
  const [on, off] = await Promise.all([startServer({ LOG_FLUSH_INTERVAL_MS: '1000' }), startServer({ REQUEST_LOG: 'off' })]);
  try {
    const request = async (server: RunningServer) => (caller === 'signed in' ? { headers: await signIn(server) } : {});
    const [onRequest, offRequest] = [await request(on), await request(off)];
    const rounds = { on: [] as LoadResult[], off: [] as LoadResult[] };
    await load(on.baseUrl + path, 32, 1, onRequest);
    await load(off.baseUrl + path, 32, 1, offRequest);
    for (let round = 0; round < 2; round++) {
      rounds.on.push(await load(on.baseUrl + path, 32, seconds / 2, onRequest));
      rounds.off.push(await load(off.baseUrl + path, 32, seconds / 2, offRequest));
    }
    const mean = (results: LoadResult[]): LoadResult => ({
      requestsPerSecond: Math.round(results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length),
      p50: Math.max(...results.map((r) => r.p50)),
      p99: Math.max(...results.map((r) => r.p99)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    });
    const result = { on: mean(rounds.on), off: mean(rounds.off) };
    const ratio = result.on.requestsPerSecond / result.off.requestsPerSecond;
    return { path, caller, ...result, ratio, pass: ratio >= 0.9 };
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}

export async function benchDashboard(seconds: number): Promise<DashboardResults> {
  const sqlite = await measureLists('sqlite', null);
  const postgres = await withThrowawayPostgres((url) => measureLists('postgres', url));
  const logging = [await measureLogging(seconds, 'anonymous'), await measureLogging(seconds, 'signed in')];
  return {
    seed: SEED,
    seedSeconds: { sqlite: round(sqlite.seedSeconds), postgres: round(postgres.seedSeconds) },
    requestsPerCall: REQUESTS,
    lists: [...sqlite.lists, ...postgres.lists],
    logging,
  };
}

export function printDashboard(results: DashboardResults): void {
  const fmt = (n: number) => n.toLocaleString('en-US');
  console.log(`\nDashboard: ${fmt(SEED.users)} users, ${fmt(SEED.logs)} log rows, ${fmt(SEED.sessions)} sessions; seeded in ${results.seedSeconds.sqlite} s (SQLite), ${results.seedSeconds.postgres} s (PostgreSQL); ${results.requestsPerCall} sequential requests per call`);
  console.log(`\n| call | engine | p50 ms | p95 ms | target | pass |\n|---|---|---|---|---|---|`);
  for (const row of results.lists) {
    if (row.p95 === null) console.log(`| ${row.name} | ${row.engine} | — | — | p95 < ${P95_TARGET_MS} ms | ${row.note} |`);
    else console.log(`| ${row.name} | ${row.engine} | ${row.p50} | ${row.p95} | p95 < ${P95_TARGET_MS} ms | ${row.pass ? 'yes' : 'NO'} |`);
  }
  console.log(`\n| request logging (32 conns) | on req/s | off req/s (REQUEST_LOG=off) | on p50 / p99 ms | on / off | target ≥ 90% |\n|---|---|---|---|---|---|`);
  for (const row of results.logging) {
    console.log(`| GET ${row.path}, ${row.caller} | ${fmt(row.on.requestsPerSecond)} | ${fmt(row.off.requestsPerSecond)} | ${row.on.p50} / ${row.on.p99} | ${(row.ratio * 100).toFixed(0)}% | ${row.pass ? 'yes' : 'NO'} |`);
  }
}
