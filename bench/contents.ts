/**
 * The contents part of `npm run bench` (BENCH_PART=contents runs it alone): 100,000 items in one
 * content module (bench/content-seed.ts) on SQLite and on a throwaway PostgreSQL database; the
 * p95 of the dashboard's contents list one request at a time, and the public item and listing
 * pages under load, cached (beside a bare node:http server) and rendered (every request another
 * URL); the first-load JavaScript of an item page against the home page's.
 */
import { writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from '../scripts/server-process';
import { compare, SECONDS } from './compare';
import { BENCH_LOCALES, benchItem, ITEMS, itemPath, MODULE, MODULE_KEY, MODULE_SLUG, SEARCH, seedItems } from './content-seed';
import { signIn, time, withThrowawayPostgres, type ListTiming } from './dashboard';
import type { LoadResult } from './load';
import { sampleRss } from './memory';
import { firstLoadJsGzipBytes } from './page-weight';

const run = promisify(execFile);
const P95_TARGET_MS = 50;
const CACHED_RATIO_TARGET = 0.3;
const RENDERS_TARGET = 150;
const JS_DELTA_TARGET_BYTES = 20 * 1024;
/** The whole bench's memory target (bench/run.ts), held here through a minute of renders. */
export const SUSTAINED_RSS_TARGET_MB = 400;
const SUSTAINED_SECONDS = 60;
/** Items a public listing page shows (src/server/services/content.ts PUBLIC_PAGE_SIZE). */
const LISTING_PAGE_SIZE = 24;

const REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 200);
const SLOW_PROBE_MS = 250;
const SLOW_REQUESTS = 10;

/**
 * The cached rows load as a returning visitor, with the locale cookie the first visit set: the
 * answer to a request without it sets that cookie, and the page cache keeps no answer that sets one.
 */
const RETURNING_VISITOR = { headers: { cookie: 'i18n_redirected=en' } };
const CACHED_NOTE = 'one URL, returning visitor (cookie i18n_redirected=en), page cache';

const LIST = `/api/dashboard/modules/${MODULE_KEY}/contents`;
const CALLS: { name: string; path: string }[] = [
  { name: 'first page (newest edit first)', path: LIST },
  { name: 'sort by title', path: `${LIST}?sort=title&order=asc` },
  { name: `search a common word ("${SEARCH.common}", 16.7k matches), newest edit first`, path: `${LIST}?search=${SEARCH.common}&sort=updated_at&order=desc` },
  { name: `search a rare word ("${SEARCH.rare}", 11 matches)`, path: `${LIST}?search=${SEARCH.rare}` },
  { name: `search a subtitle field only ("${SEARCH.subtitleOnly}", 21 matches)`, path: `${LIST}?search=${SEARCH.subtitleOnly}` },
  { name: `search a Turkish title word ("${SEARCH.turkish}", 3.3k matches)`, path: `${LIST}?search=${encodeURIComponent(SEARCH.turkish)}` },
  { name: 'sort by a number field (content.rank)', path: `${LIST}?sort=content.rank&order=desc` },
  { name: 'sort by a text field (content.subtitle)', path: `${LIST}?sort=content.subtitle&order=asc` },
  { name: 'deep page (500)', path: `${LIST}?page=500` },
  { name: 'status filter (drafts)', path: `${LIST}?status=draft` },
  { name: 'status filter + sort by title', path: `${LIST}?status=published&sort=title&order=asc` },
  { name: `search a common word + sort by a number field`, path: `${LIST}?search=${SEARCH.common}&sort=content.rank&order=desc` },
  { name: 'status filter (drafts) + sort by a number field', path: `${LIST}?status=draft&sort=content.rank&order=asc` },
  { name: 'sort by a number field, page 300', path: `${LIST}?sort=content.rank&order=desc&page=300` },
];

export interface PageLoad {
  engine: 'sqlite' | 'postgres';
  name: string;
  /** cached: one URL, beside the bare baseline; rendered: every request another URL. */
  kind: 'cached' | 'rendered';
  connections: number;
  app: LoadResult;
  baseline: LoadResult | null;
  ratio: number | null;
  target: string;
  pass: boolean | null;
  note?: string;
  /** The server's peak resident memory during the load, where it was sampled. */
  peakRssMb?: number;
}

export interface ContentsResults {
  seed: { items: number; published: number };
  seedSeconds: Record<string, number>;
  requestsPerCall: number;
  lists: ListTiming[];
  pages: PageLoad[];
  firstLoadJs: { itemPath: string; itemGzipBytes: number; homeGzipBytes: number; deltaBytes: number; pass: boolean };
}

export const published = Array.from({ length: ITEMS }, (_, i) => i).filter((i) => benchItem(i).status === 'published');
const round = (n: number) => Math.round(n * 10) / 10;

async function json(response: Response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The module and its first item through the API (so the shapes are what the service accepts),
 * then the other items in bulk with the server stopped, then the server again on that data.
 */
export async function seededServer(engine: 'sqlite' | 'postgres', databaseUrl: string | null): Promise<{ server: RunningServer; seedSeconds: number }> {
  const first = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  let moduleId: number;
  try {
    const headers = { ...(await signIn(first)), 'content-type': 'application/json' };
    moduleId = (await json(await fetch(`${first.baseUrl}/api/dashboard/modules`, { method: 'POST', headers, body: JSON.stringify(MODULE) }))).id;
    const { title, slug, content, status } = benchItem(0);
    await json(await fetch(`${first.baseUrl}${LIST}`, { method: 'POST', headers, body: JSON.stringify({ title, slug, content, status }) }));
  } finally {
    await first.stop();
  }
  const seedSeconds = await seedItems(databaseUrl ?? `sqlite:${first.dataDir}/app.sqlite`, moduleId, 1);
  console.log(`[bench] contents, ${engine}: seeded ${ITEMS.toLocaleString('en-US')} items in ${seedSeconds.toFixed(1)} s`);
  const server = await startServer({ DATA_DIR: first.dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  return { server, seedSeconds };
}

async function measureLists(engine: 'sqlite' | 'postgres', server: RunningServer): Promise<ListTiming[]> {
  const headers = await signIn(server);
  const lists: ListTiming[] = [];
  for (const call of CALLS) {
    // A call far over target is timed fewer times, so the bench still ends (its p95 is then the slowest of those).
    const started = performance.now();
    await (await fetch(server.baseUrl + call.path, { headers })).arrayBuffer();
    const slow = performance.now() - started > SLOW_PROBE_MS;
    const result = await time(server.baseUrl + call.path, headers, slow ? SLOW_REQUESTS : REQUESTS);
    if ('status' in result) {
      lists.push({ engine, ...call, p50: null, p95: null, pass: null, note: `n/a (answered ${result.status})` });
      console.log(`[bench] contents, ${engine}: ${call.name}: n/a (answered ${result.status})`);
    } else {
      lists.push({ engine, ...call, ...result, pass: result.p95 < P95_TARGET_MS, ...(slow ? { note: `${SLOW_REQUESTS} requests (the first took over ${SLOW_PROBE_MS} ms)` } : {}) });
      console.log(`[bench] contents, ${engine}: ${call.name}: p50 ${result.p50} ms, p95 ${result.p95} ms`);
    }
  }
  return lists;
}

/** Loads `origin` with each of `paths` requested once in turn (bench/load-requests.mjs in its own process). */
async function loadPaths(origin: string, connections: number, seconds: number, paths: string[]): Promise<LoadResult & { used: number; wrapped: boolean }> {
  const file = path.join(os.tmpdir(), `bench-paths-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(paths.map((page) => ({ path: page }))));
  const { stdout } = await run(process.execPath, [path.resolve(import.meta.dirname, 'load-requests.mjs'), origin, String(connections), String(seconds), file], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout);
}

/** A deterministic shuffle, so runs compare. */
export function shuffled<T>(values: readonly T[]): T[] {
  const copy = [...values];
  let state = 20261124;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** SECONDS (or `seconds`) of load over `paths`, each requested once in turn: a render each. */
async function renderLoad(server: RunningServer, paths: string[], connections: number, seconds = SECONDS): Promise<{ app: LoadResult; urls: string }> {
  const { used, wrapped, ...app } = await loadPaths(server.baseUrl, connections, seconds, paths);
  return { app, urls: `${used.toLocaleString('en-US')} distinct URLs${wrapped ? ' (the list ran out and started again)' : ''}` };
}

/**
 * Renders a second: a warm-up from the list's end, then SECONDS of load from its start, so no URL
 * is asked twice (each is a page-cache miss; a list that runs out starts again, and what it
 * repeats is still rendered once the page cache's 300 entries have moved on).
 */
async function rendered(engine: PageLoad['engine'], name: string, server: RunningServer, paths: string[], connections: number, note: string): Promise<PageLoad> {
  await loadPaths(server.baseUrl, connections, 2, [...paths].reverse());
  const { app, urls } = await renderLoad(server, paths, connections);
  return {
    engine, name, kind: 'rendered', connections, app, baseline: null, ratio: null, target: `≥ ${RENDERS_TARGET} renders/s`,
    pass: app.errors === 0 && app.non2xx === 0 && app.requestsPerSecond >= RENDERS_TARGET,
    note: `${note}; ${urls}`,
  };
}

/** SUSTAINED_SECONDS of renders, each request another item, with the server's memory sampled. */
async function sustainedRenders(engine: PageLoad['engine'], server: RunningServer, paths: string[]): Promise<PageLoad> {
  const memory = sampleRss(server.pid);
  const { app, urls } = await renderLoad(server, paths, 16, SUSTAINED_SECONDS);
  const peakRssMb = memory.stop();
  const answering = await expectOk(server.baseUrl + paths[0]).then(() => true, () => false);
  return {
    engine, name: `GET /{articles}/{item} (${SUSTAINED_SECONDS} s of renders)`, kind: 'rendered', connections: 16, app, baseline: null, ratio: null,
    target: `peak RSS < ${SUSTAINED_RSS_TARGET_MB} MB, no errors`, peakRssMb,
    pass: answering && app.errors === 0 && app.non2xx === 0 && peakRssMb < SUSTAINED_RSS_TARGET_MB,
    note: `peak RSS ${peakRssMb} MB${answering ? '' : '; THE SERVER STOPPED ANSWERING'}; ${urls}`,
  };
}

async function expectOk(url: string) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

async function measurePages(engine: PageLoad['engine'], server: RunningServer): Promise<PageLoad[]> {
  const pages: PageLoad[] = [];
  const item = server.baseUrl + itemPath(published[1000], 'en');
  for (const locale of BENCH_LOCALES) await expectOk(server.baseUrl + itemPath(published[1001], locale));
  const cachedTarget = (_app: LoadResult, ratio: number): [string, boolean] => [`≥ ${CACHED_RATIO_TARGET * 100}% of baseline req/s`, ratio >= CACHED_RATIO_TARGET];
  const cached = await compare('GET /articles/{item} (item page, cached)', item, 32, cachedTarget, RETURNING_VISITOR);
  pages.push({ engine, name: cached.name, kind: 'cached', connections: 32, app: cached.app, baseline: cached.baseline, ratio: cached.ratio, target: cached.target, pass: cached.pass, note: CACHED_NOTE });
  console.log(`[bench] contents, ${engine}: item page cached: ${cached.app.requestsPerSecond} req/s (${Math.round(cached.ratio * 100)}% of baseline)`);

  // Published items in a shuffled order, in turn English, Swedish and Turkish URLs.
  const itemPaths = shuffled(published).map((i, n) => itemPath(i, BENCH_LOCALES[n % BENCH_LOCALES.length]));

  // The minute of renders comes first, from a cold render path, so it shows the start as well.
  // A render that stayed reachable from the next one grew the heap until the process died
  // (PostgreSQL, about 40 s in): a minute of renders has to end with the server answering.
  const sustained = await sustainedRenders(engine, server, itemPaths.slice(Math.floor(itemPaths.length / 2)));
  console.log(`[bench] contents, ${engine}: ${SUSTAINED_SECONDS} s of renders: ${sustained.app.requestsPerSecond} req/s, peak RSS ${sustained.peakRssMb} MB`);

  // Then the rate of a server that has been rendering (other items: every request is still a render).
  const renders = await rendered(engine, 'GET /{articles}/{item} (item pages, rendered)', server, itemPaths, 16, 'each request another published item, en/sv/tr in turn');
  pages.push(renders, sustained);
  console.log(`[bench] contents, ${engine}: item pages rendered: ${renders.app.requestsPerSecond} req/s, p99 ${renders.app.p99} ms`);

  const listing = `${server.baseUrl}/${MODULE_SLUG.en}`;
  const listingCached = await compare('GET /articles (listing, cached)', listing, 32, () => ['—', true], RETURNING_VISITOR);
  pages.push({ engine, name: listingCached.name, kind: 'cached', connections: 32, app: listingCached.app, baseline: listingCached.baseline, ratio: listingCached.ratio, target: '—', pass: null, note: CACHED_NOTE });

  // `?page=` is not a tracking parameter: every such request is rendered.
  const pageCount = Math.ceil(published.length / LISTING_PAGE_SIZE);
  const secondPage = await (await fetch(`${listing}?page=2`)).text();
  const paginated = secondPage.includes(`/${MODULE_SLUG.en}/${benchItem(published[LISTING_PAGE_SIZE]).slug.en}"`);
  const pagePaths = shuffled(Array.from({ length: pageCount }, (_, n) => `/${MODULE_SLUG.en}?page=${n + 1}`));
  const listingRenders = await rendered(engine, 'GET /articles?page=N (listing pages, rendered)', server, pagePaths, 4,
    paginated ? `pages 1 to ${pageCount} in a shuffled order` : '?page= NOT HONOURED YET: every hit rendered page 1');
  pages.push({ ...listingRenders, target: '—', pass: null });
  console.log(`[bench] contents, ${engine}: listing pages rendered: ${listingRenders.app.requestsPerSecond} req/s, p99 ${listingRenders.app.p99} ms`);
  return pages;
}

async function measureEngine(engine: 'sqlite' | 'postgres', databaseUrl: string | null) {
  const { server, seedSeconds } = await seededServer(engine, databaseUrl);
  try {
    const lists = await measureLists(engine, server);
    const pages = await measurePages(engine, server);
    const itemPathEn = itemPath(published[2000], 'en');
    const item = await firstLoadJsGzipBytes(server.baseUrl + itemPathEn);
    const home = await firstLoadJsGzipBytes(`${server.baseUrl}/`);
    return { seedSeconds, lists, pages, js: { itemPath: itemPathEn, itemGzipBytes: item.bytes, homeGzipBytes: home.bytes } };
  } finally {
    await server.stop();
  }
}

export async function benchContents(): Promise<ContentsResults> {
  const sqlite = await measureEngine('sqlite', null);
  const postgres = await withThrowawayPostgres((url) => measureEngine('postgres', url));
  const deltaBytes = sqlite.js.itemGzipBytes - sqlite.js.homeGzipBytes;
  return {
    seed: { items: ITEMS, published: published.length },
    seedSeconds: { sqlite: round(sqlite.seedSeconds), postgres: round(postgres.seedSeconds) },
    requestsPerCall: REQUESTS,
    lists: [...sqlite.lists, ...postgres.lists],
    pages: [...sqlite.pages, ...postgres.pages],
    firstLoadJs: { ...sqlite.js, deltaBytes, pass: deltaBytes <= JS_DELTA_TARGET_BYTES },
  };
}

export function printContents(results: ContentsResults): void {
  const fmt = (n: number) => n.toLocaleString('en-US');
  console.log(`\nContents: ${fmt(results.seed.items)} items in one module (${fmt(results.seed.published)} published); seeded in ${results.seedSeconds.sqlite} s (SQLite), ${results.seedSeconds.postgres} s (PostgreSQL); ${results.requestsPerCall} sequential requests per list call`);
  console.log(`\n| contents list call | engine | p50 ms | p95 ms | target | pass |\n|---|---|---|---|---|---|`);
  for (const row of results.lists) {
    if (row.p95 === null) console.log(`| ${row.name} | ${row.engine} | — | — | p95 < ${P95_TARGET_MS} ms | ${row.note} |`);
    else console.log(`| ${row.name} | ${row.engine} | ${row.p50} | ${row.p95} | p95 < ${P95_TARGET_MS} ms | ${row.pass ? 'yes' : 'NO'}${row.note ? ` (${row.note})` : ''} |`);
  }
  console.log(`\n| public page | engine | conns | app req/s | baseline req/s | ratio | app p50 / p99 ms | errors, non-2xx | target | pass | how |\n|---|---|---|---|---|---|---|---|---|---|---|`);
  for (const row of results.pages) {
    const pass = row.pass === null ? '—' : row.pass ? 'yes' : 'NO';
    console.log(`| ${row.name} | ${row.engine} | ${row.connections} | ${fmt(row.app.requestsPerSecond)} | ${row.baseline ? fmt(row.baseline.requestsPerSecond) : '—'} | ${row.ratio === null ? '—' : `${Math.round(row.ratio * 100)}%`} | ${row.app.p50} / ${row.app.p99} | ${row.app.errors}, ${row.app.non2xx} | ${row.target} | ${pass} | ${row.note ?? ''} |`);
  }
  const js = results.firstLoadJs;
  console.log(`\n| measure | value | target | pass |\n|---|---|---|---|`);
  console.log(`| first-load JS of an item page (${js.itemPath}) vs / (gzip) | ${(js.itemGzipBytes / 1024).toFixed(1)} KB vs ${(js.homeGzipBytes / 1024).toFixed(1)} KB: ${js.deltaBytes >= 0 ? '+' : ''}${(js.deltaBytes / 1024).toFixed(1)} KB | ≤ +20 KB | ${js.pass ? 'yes' : 'NO'} |`);
}
