/**
 * `npm run bench`: the production server under load, each figure beside a bare node:http
 * server answering the same bytes. Prints a table and writes bench/results.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../scripts/server-process';
import { load, startBaseline, type LoadRequest, type LoadResult } from './load';
import { firstLoadJsGzipBytes } from './page-weight';
import { sampleRss } from './memory';
import { benchDashboard, printDashboard } from './dashboard';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RESULTS_FILE = path.join(root, 'bench', 'results.json');

interface Row {
  name: string;
  connections: number;
  app: LoadResult;
  baseline: LoadResult;
  ratio: number;
  target: string;
  pass: boolean;
}

function ensureBuild() {
  if (existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  console.log('[bench] no production build yet: building');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(1);
}

/** Two rounds of each, alternating, so a noisy moment on the machine does not land on one side only. */
const ROUNDS = 2;

function combine(results: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: Math.round(sum((r) => r.requestsPerSecond) / results.length),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
  };
}

async function compare(name: string, url: string, connections: number, target: (app: LoadResult, ratio: number) => [string, boolean], request: LoadRequest = {}): Promise<Row> {
  const response = await fetch(url, { headers: request.headers });
  const body = Buffer.from(await response.arrayBuffer());
  const baselineServer = await startBaseline(body, response.headers.get('content-type') ?? 'application/octet-stream');
  // The baseline gets the very same requests (headers included).
  await load(url, connections, 2, request); // warm-up
  await load(baselineServer.url, connections, 2, request);
  const appRounds: LoadResult[] = [];
  const baselineRounds: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    appRounds.push(await load(url, connections, SECONDS / ROUNDS, request));
    baselineRounds.push(await load(baselineServer.url, connections, SECONDS / ROUNDS, request));
  }
  baselineServer.stop();
  const app = combine(appRounds);
  const baseline = combine(baselineRounds);
  const ratio = app.requestsPerSecond / baseline.requestsPerSecond;
  const [targetText, pass] = target(app, ratio);
  return { name, connections, app, baseline, ratio, target: targetText, pass };
}

/** BENCH_PART=dashboard: only the dashboard part, its figures replacing those in results.json. */
async function dashboardOnly() {
  ensureBuild();
  const dashboard = await benchDashboard(SECONDS);
  printDashboard(dashboard);
  const earlier = existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : {};
  writeFileSync(RESULTS_FILE, JSON.stringify({ ...earlier, dashboard: { date: new Date().toISOString(), ...dashboard } }, null, 2));
  console.log('\nwritten to bench/results.json');
}

async function main() {
  if (process.env.BENCH_PART === 'dashboard') return dashboardOnly();
  ensureBuild();
  const server = await startServer({
    LOG_FLUSH_INTERVAL_MS: '1000',
    // The sign-in burst below is one client hammering one account on purpose.
    AUTH_RATE_LIMIT_IP_POINTS: '100000000',
    AUTH_RATE_LIMIT_ACCOUNT_POINTS: '100000000',
  });
  const memory = sampleRss(server.pid);
  const rows: Row[] = [];
  const signInRows: { burst: LoadResult; beside: LoadResult }[] = [];
  let peakRssMb = 0;
  /** The peak resident memory once each phase has run, to tell which one raised it. */
  const peakAfter: Record<string, number> = { start: memory.peakSoFar() };
  try {
    rows.push(await compare('GET /api/settings', `${server.baseUrl}/api/settings`, 64, (_a, ratio) => [`≥ 50% of baseline req/s`, ratio >= 0.5]));
    peakAfter['GET /api/settings'] = memory.peakSoFar();
    for (const page of ['/', '/about']) {
      rows.push(await compare(`GET ${page} (page)`, server.baseUrl + page, 32, (app) => [`p99 < 100 ms`, app.p99 < 100]));
      peakAfter[`GET ${page}`] = memory.peakSoFar();
    }
    const signInBody = JSON.stringify({ username: 'admin', password: server.env.ADMIN_PASSWORD, remember_me: false });
    const signIn = await (await fetch(`${server.baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: signInBody })).json();
    const bearer = { authorization: `Bearer ${signIn.data.token}` };
    rows.push(await compare('GET /api/auth (signed in)', `${server.baseUrl}/api/auth`, 64, (_a, ratio) => ['≥ 40% of baseline req/s', ratio >= 0.4], { headers: bearer }));
    peakAfter['GET /api/auth'] = memory.peakSoFar();
    // A burst of argon2id sign-ins, with GET /api/settings measured beside it.
    const [burst, beside] = await Promise.all([
      load(`${server.baseUrl}/api/auth/sign-in`, 16, SECONDS, { method: 'POST', body: signInBody, headers: { 'content-type': 'application/json' } }),
      load(`${server.baseUrl}/api/settings`, 4, SECONDS),
    ]);
    signInRows.push({ burst, beside });
    peakAfter['sign-in burst'] = memory.peakSoFar();
  } finally {
    peakRssMb = memory.stop();
  }
  const weights = {
    '/': await firstLoadJsGzipBytes(`${server.baseUrl}/`),
    '/about': await firstLoadJsGzipBytes(`${server.baseUrl}/about`),
  };
  await server.stop();
  const dashboard = await benchDashboard(SECONDS);

  const fmt = (n: number) => n.toLocaleString('en-US');
  console.log(`\n| call | conns | app req/s | baseline req/s | ratio | app p50 / p99 ms | baseline p99 ms | target | pass |`);
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.connections} | ${fmt(r.app.requestsPerSecond)} | ${fmt(r.baseline.requestsPerSecond)} | ${(r.ratio * 100).toFixed(0)}% | ${r.app.p50} / ${r.app.p99} | ${r.baseline.p99} | ${r.target} | ${r.pass ? 'yes' : 'NO'} |`);
  }
  for (const { burst, beside } of signInRows) {
    console.log(`\n| sign-in burst (argon2id, 16 conns) | req/s | p50 / p99 ms | errors, non-2xx |\n|---|---|---|---|`);
    console.log(`| POST /api/auth/sign-in | ${fmt(burst.requestsPerSecond)} | ${burst.p50} / ${burst.p99} | ${burst.errors}, ${burst.non2xx} |`);
    console.log(`| GET /api/settings beside it (4 conns) | ${fmt(beside.requestsPerSecond)} | ${beside.p50} / ${beside.p99} (target p99 < 50 ms: ${beside.p99 < 50 ? 'yes' : 'NO'}) | ${beside.errors}, ${beside.non2xx} |`);
  }
  const startupPass = server.startupMs < 5000;
  const memoryPass = peakRssMb < 400;
  console.log(`\n| measure | value | target | pass |\n|---|---|---|---|`);
  console.log(`| start to first answered request | ${Math.round(server.startupMs)} ms | < 5000 ms | ${startupPass ? 'yes' : 'NO'} |`);
  console.log(`| peak resident memory under load | ${peakRssMb} MB | < 400 MB | ${memoryPass ? 'yes' : 'NO'} |`);
  console.log(`| peak memory after each phase | ${Object.entries(peakAfter).map(([phase, mb]) => `${phase}: ${mb}`).join(', ')} MB | | |`);
  for (const [page, w] of Object.entries(weights)) {
    const kb = w.bytes / 1024;
    console.log(`| first-load JS of ${page} (gzip, ${w.scripts} scripts) | ${kb.toFixed(1)} KB | < 150 KB | ${kb < 150 ? 'yes' : 'NO'} |`);
  }
  printDashboard(dashboard);

  const results = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    loads: rows,
    signInBurst: signInRows[0] ?? null,
    startupMs: Math.round(server.startupMs),
    peakRssMb,
    peakRssMbAfter: peakAfter,
    firstLoadJs: Object.fromEntries(Object.entries(weights).map(([p, w]) => [p, { gzipBytes: w.bytes, scripts: w.scripts }])),
    dashboard,
  };
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2));
  console.log('\nwritten to bench/results.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
