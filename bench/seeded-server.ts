/**
 * What the parts that time a large database share (forms, media): a server whose module is made
 * through the API and whose rows are written in bulk with it stopped, and list calls timed one
 * request at a time against their p95 targets.
 */
import { startServer, type RunningServer } from '../scripts/server-process';
import { signIn, time, type ListTiming } from './dashboard';

export type Engine = ListTiming['engine'];

/** Timed requests per call (BENCH_DASHBOARD_REQUESTS). */
export const REQUESTS_PER_CALL = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 200);
const SLOW_PROBE_MS = 500;
const SLOW_REQUESTS = 20;

/** The envelope's `data` of a successful answer; a failed one stops the bench with what it said. */
export async function data(response: Response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

export interface SeededServerOptions {
  /** The part's name in the log lines. */
  part: string;
  engine: Engine;
  /** PostgreSQL's; null: the server's own SQLite file. */
  databaseUrl: string | null;
  /** What POST /api/dashboard/modules creates (so its shape is what the service accepts). */
  module: unknown;
  /** Writes the rows with the server stopped; answers the seconds it took. */
  seed: (databaseUrl: string, moduleId: number) => Promise<number>;
  /** What `seed` writes, for the log line. */
  seeded: string;
}

/** The module through the API, the rows in bulk with the server stopped, then the server again on the same data. */
export async function seededServer({ part, engine, databaseUrl, module, seed, seeded }: SeededServerOptions): Promise<{ server: RunningServer; seedSeconds: number }> {
  const database: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const first = await startServer(database);
  let moduleId: number;
  try {
    const headers = { ...(await signIn(first)), 'content-type': 'application/json' };
    moduleId = (await data(await fetch(`${first.baseUrl}/api/dashboard/modules`, { method: 'POST', headers, body: JSON.stringify(module) }))).id;
  } finally {
    await first.stop();
  }
  const seedSeconds = await seed(databaseUrl ?? `sqlite:${first.dataDir}/app.sqlite`, moduleId);
  console.log(`[bench] ${part}, ${engine}: seeded ${seeded} in ${seedSeconds.toFixed(1)} s`);
  return { server: await startServer({ DATA_DIR: first.dataDir, ...database }), seedSeconds };
}

export interface TimedCall {
  name: string;
  path: string;
  /** p95 target, ms. */
  targetMs: number;
}

export type CallTiming = ListTiming & { targetMs: number };

/**
 * Each call BENCH_DASHBOARD_REQUESTS times one request at a time; a call far over its target
 * (its first answer slower than SLOW_PROBE_MS) only SLOW_REQUESTS times, so the part still ends
 * (its p95 is then about the slowest).
 */
export async function timeCalls(part: string, engine: Engine, server: RunningServer, headers: Record<string, string>, calls: readonly TimedCall[]): Promise<CallTiming[]> {
  const timings: CallTiming[] = [];
  for (const call of calls) {
    const started = performance.now();
    await (await fetch(server.baseUrl + call.path, { headers })).arrayBuffer();
    const slow = performance.now() - started > SLOW_PROBE_MS;
    const result = await time(server.baseUrl + call.path, headers, slow ? SLOW_REQUESTS : REQUESTS_PER_CALL);
    const note = 'status' in result ? `n/a (answered ${result.status})` : slow ? `${SLOW_REQUESTS} requests (the first took over ${SLOW_PROBE_MS} ms)` : undefined;
    const timing = 'status' in result ? { p50: null, p95: null, pass: null } : { ...result, pass: result.p95 < call.targetMs };
    timings.push({ engine, ...call, ...timing, ...(note ? { note } : {}) });
    console.log(`[bench] ${part}, ${engine}: ${call.name}: p50 ${timing.p50 ?? '—'} ms, p95 ${timing.p95 ?? '—'} ms${note ? ` (${note})` : ''}`);
  }
  return timings;
}

/** A timed call's row of a part's markdown table: name, engine, p50, p95, target, pass. */
export function callRow(row: CallTiming): string {
  const pass = row.p95 === null ? row.note : `${row.pass ? 'yes' : 'NO'}${row.note ? ` (${row.note})` : ''}`;
  return `| ${row.name} | ${row.engine} | ${row.p50 ?? '—'} | ${row.p95 ?? '—'} | p95 < ${row.targetMs} ms | ${pass} |`;
}
