/**
 * Every core (issue 28), BENCH_PART=cores: the production server with one worker and with two, on
 * the same cores in one run.
 * - Uncached renders: the dashboard overview for a signed-in admin, rendered for them on every
 *   request; target: two workers ≥ 1.7× one.
 * - Start to first answer of the compiled server, one worker and two; target: under 1 s.
 * - Resident memory of each worker at the end of a minute of renders; target: under 350 MB.
 * - One worker killed with SIGKILL under 32 connections: the requests that failed over the 10 s
 *   around it; target: under 1 %.
 */
import { readFileSync } from 'node:fs';
import { startServer, type RunningServer } from '../scripts/server-process';
import { load, type LoadResult } from './load';

const RENDER_SECONDS = Number(process.env.BENCH_CORES_SECONDS ?? 20);
const MEMORY_SECONDS = 60;
const CONNECTIONS = 32;

export interface CoresResults {
  renders: { oneWorker: LoadResult; twoWorkers: LoadResult; ratio: number; pass: boolean };
  startMs: { oneWorker: number; twoWorkers: number; pass: boolean };
  rssMbPerWorker: { workers: number[]; pass: boolean };
  kill: { requests: number; failed: number; failedShare: number; replacementMs: number | null; pass: boolean };
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** Until every worker has said it listens (the first answers while the others still start). */
async function allListening(server: RunningServer, count: number): Promise<void> {
  while (server.workerReadyLines().length < count) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function signedInCookie(server: RunningServer): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/auth/sign-in`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.env.ADMIN_PASSWORD, remember_me: false }),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status}`);
  return answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

async function withServer<T>(workers: number, measure: (server: RunningServer, cookie: string) => Promise<T>): Promise<T> {
  const server = await startServer({ WEB_CONCURRENCY: String(workers) });
  try {
    await allListening(server, workers === 1 ? 0 : workers);
    return await measure(server, await signedInCookie(server));
  } finally {
    await server.stop();
  }
}

async function renders(server: RunningServer, cookie: string, seconds: number): Promise<LoadResult> {
  const url = `${server.baseUrl}/dashboard`;
  // Warm every worker's first render (code loading, caches of the frame) before measuring.
  await load(url, 8, 3, { headers: { cookie } });
  return load(url, CONNECTIONS, seconds, { headers: { cookie } });
}

export async function benchCores(): Promise<CoresResults> {
  const one = await withServer(1, async (server, cookie) => ({ startMs: server.startupMs, renders: await renders(server, cookie, RENDER_SECONDS) }));
  const two = await withServer(2, async (server, cookie) => {
    const result = await renders(server, cookie, RENDER_SECONDS);
    // The rest of a minute of renders, then each worker's resident memory.
    await load(`${server.baseUrl}/dashboard`, CONNECTIONS, Math.max(1, MEMORY_SECONDS - RENDER_SECONDS - 3), { headers: { cookie } });
    return { startMs: server.startupMs, renders: result, rss: server.workerPids().map(rssMb) };
  });
  const kill = await withServer(2, async (server) => {
    const victim = server.workerPids()[0];
    const shown = server.workerReadyLines().length;
    const killedAt = { at: 0 };
    setTimeout(() => {
      killedAt.at = performance.now();
      process.kill(victim, 'SIGKILL');
    }, 3_000);
    const loaded = load(`${server.baseUrl}/`, CONNECTIONS, 10);
    let replacementMs: number | null = null;
    void (async () => {
      while (server.workerReadyLines().length <= shown) await new Promise((resolve) => setTimeout(resolve, 20));
      replacementMs = Math.round(performance.now() - killedAt.at);
    })();
    const result = await loaded;
    const requests = Math.round(result.requestsPerSecond * 10) + result.errors;
    const failed = result.errors + result.non2xx;
    return { requests, failed, failedShare: failed / Math.max(1, requests), replacementMs };
  });
  const ratio = two.renders.requestsPerSecond / Math.max(1, one.renders.requestsPerSecond);
  return {
    renders: { oneWorker: one.renders, twoWorkers: two.renders, ratio, pass: ratio >= 1.7 },
    startMs: { oneWorker: Math.round(one.startMs), twoWorkers: Math.round(two.startMs), pass: Math.max(one.startMs, two.startMs) < 1_000 },
    rssMbPerWorker: { workers: two.rss, pass: two.rss.every((mb) => mb < 350) },
    kill: { ...kill, pass: kill.failedShare < 0.01 && kill.replacementMs !== null && kill.replacementMs < 2_000 },
  };
}

export function printCores(results: CoresResults): void {
  const { renders: r, startMs, rssMbPerWorker, kill } = results;
  console.log('\n| every core | one worker | two workers | target | pass |');
  console.log('|---|---|---|---|---|');
  console.log(`| uncached renders (/dashboard, ${CONNECTIONS} connections), req/s | ${r.oneWorker.requestsPerSecond} (p99 ${r.oneWorker.p99} ms) | ${r.twoWorkers.requestsPerSecond} (p99 ${r.twoWorkers.p99} ms), ${r.ratio.toFixed(2)}× | ≥ 1.7× | ${r.pass ? 'yes' : 'NO'} |`);
  console.log(`| start to first answer, ms | ${startMs.oneWorker} | ${startMs.twoWorkers} | < 1000 | ${startMs.pass ? 'yes' : 'NO'} |`);
  console.log(`| resident memory per worker after a minute of renders, MB | | ${rssMbPerWorker.workers.join(', ')} | < 350 | ${rssMbPerWorker.pass ? 'yes' : 'NO'} |`);
  console.log(`| SIGKILL of a worker under ${CONNECTIONS} connections: failed requests over 10 s | | ${kill.failed} of ${kill.requests} (${(kill.failedShare * 100).toFixed(2)} %), replacement answering after ${kill.replacementMs ?? '—'} ms | < 1 %, < 2000 ms | ${kill.pass ? 'yes' : 'NO'} |`);
}
