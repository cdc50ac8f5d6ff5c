/**
 * The long tail (issue 22): 20,000 published items, each page read once in a random order (every
 * read a render), then all again in another order. The second pass should come from the page cache
 * (memory, then its tier on disk) for at least 90% of the pages, with the server's resident memory
 * under the limit throughout. Each read is one request, 16 at a time, as a browser asks (gzip).
 */
import type { RunningServer } from '../scripts/server-process';
import { BENCH_LOCALES, itemPath } from './content-seed';
import { published, seededServer, shuffled, SUSTAINED_RSS_TARGET_MB } from './contents';
import { sampleRss } from './memory';

const ITEMS_READ = 20_000;
const CONNECTIONS = 16;
const HIT_SHARE_TARGET = 0.9;

export interface PassResult {
  requests: number;
  hits: number;
  errors: number;
  seconds: number;
  requestsPerSecond: number;
}

export interface LongTailResults {
  items: number;
  connections: number;
  first: PassResult;
  second: PassResult;
  hitShare: number;
  peakRssMb: number;
  target: string;
  pass: boolean;
}

/** Each path once, CONNECTIONS at a time; counts the answers the page cache gave. */
async function readEach(baseUrl: string, paths: readonly string[]): Promise<PassResult> {
  let next = 0;
  let hits = 0;
  let errors = 0;
  const startedAt = performance.now();
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      try {
        const response = await fetch(baseUrl + path, { headers: { 'accept-encoding': 'gzip' } });
        await response.arrayBuffer();
        if (response.status !== 200) errors++;
        else if (response.headers.get('x-page-cache') === 'hit') hits++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - startedAt) / 1000;
  return { requests: paths.length, hits, errors, seconds: Math.round(seconds), requestsPerSecond: Math.round(paths.length / seconds) };
}

async function measure(server: RunningServer): Promise<LongTailResults> {
  const items = shuffled(published).slice(0, ITEMS_READ);
  const paths = items.map((i, n) => itemPath(i, BENCH_LOCALES[n % BENCH_LOCALES.length]));
  const memory = sampleRss(server.pid);
  const first = await readEach(server.baseUrl, paths);
  console.log(`[bench] long tail: first pass ${first.requestsPerSecond}/s, ${first.hits} hits, ${first.errors} errors, peak ${memory.peakSoFar()} MB`);
  const second = await readEach(server.baseUrl, shuffled(paths));
  const peakRssMb = memory.stop();
  const hitShare = second.hits / second.requests;
  console.log(`[bench] long tail: second pass ${second.requestsPerSecond}/s, ${second.hits} hits (${(hitShare * 100).toFixed(1)}%), ${second.errors} errors, peak ${peakRssMb} MB`);
  return {
    items: ITEMS_READ, connections: CONNECTIONS, first, second, hitShare: Math.round(hitShare * 1000) / 1000, peakRssMb,
    target: `second pass ≥ ${HIT_SHARE_TARGET * 100}% from cache; peak RSS < ${SUSTAINED_RSS_TARGET_MB} MB; no errors`,
    pass: hitShare >= HIT_SHARE_TARGET && peakRssMb < SUSTAINED_RSS_TARGET_MB && first.errors + second.errors === 0,
  };
}

export async function benchLongTail(): Promise<LongTailResults> {
  const { server } = await seededServer('sqlite', null);
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}

export function printLongTail(results: LongTailResults): void {
  const { first, second } = results;
  console.log(`\n| long tail (${results.items.toLocaleString('en-US')} item pages, ${results.connections} conns) | req/s | from cache | errors |\n|---|---|---|---|`);
  console.log(`| first pass (each read once) | ${first.requestsPerSecond} | ${first.hits} | ${first.errors} |`);
  console.log(`| second pass (all again, another order) | ${second.requestsPerSecond} | ${second.hits} (${(results.hitShare * 100).toFixed(1)}%) | ${second.errors} |`);
  console.log(`peak RSS ${results.peakRssMb} MB; target: ${results.target}: ${results.pass ? 'yes' : 'NO'}`);
}
