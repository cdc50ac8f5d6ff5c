/**
 * The menus part of `npm run bench` (BENCH_PART=menus runs it alone), the targets of issue 26:
 * a 200-item, 4-level header menu saved through PUT /api/dashboard/menus/header, its server time
 * (the request log's exec_time) over BENCH_MENUS_SAVES saves on SQLite and on a throwaway
 * PostgreSQL database; anonymous cached throughput of `/` with that header against the seeded
 * one, alternating in one run; and the time from a save's answer until `/`, `/sv/` and `/tr/` all
 * show its new label. BENCH_MENUS_QUICK=1 runs it small (a check that it works, not figures).
 */
import type { RunningServer } from '../scripts/server-process';
import { startServer } from '../scripts/server-process';
import { combine, SECONDS } from './compare';
import { signIn, withThrowawayPostgres } from './dashboard';
import { load, type LoadResult } from './load';
import { data, type Engine } from './seeded-server';

const QUICK = process.env.BENCH_MENUS_QUICK === '1';
const SAVES = Number(process.env.BENCH_MENUS_SAVES ?? (QUICK ? 5 : 30));
const FRESHNESS_SAVES = QUICK ? 2 : 10;
const LOAD_SECONDS = QUICK ? 2 : SECONDS;
const ROUNDS = 2;
const CONNECTIONS = 32;
const ITEMS = 200;
const DEPTH = 4;
const SAVE_P95_TARGET_MS = 100;
const THROUGHPUT_TARGET = 0.95;
/** What a browser asks for: the page cache keeps a gzipped copy of each page for it. */
const AS_A_BROWSER = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
const FRESHNESS_TARGET_MS = 1_000;
const MENU = '/api/dashboard/menus/header';
const PAGES = ['/', '/sv/', '/tr/'];

interface MenuItem {
  id: string;
  label: { en: string; sv: string; tr: string };
  type: string;
  children?: MenuItem[];
  [target: string]: unknown;
}
interface Menu { name: string; areas: string[]; items: MenuItem[]; version: number }

export interface SaveTiming {
  engine: Engine;
  items: number;
  saves: number;
  /** The request log's exec_time of the saves, ms. */
  p50: number;
  p95: number;
  /** The same saves as the client timed them (network and JSON included), ms. */
  clientP95: number;
  pass: boolean;
}

export interface ThroughputTiming {
  connections: number;
  seeded: LoadResult;
  large: LoadResult;
  ratio: number;
  pass: boolean;
}

export interface FreshnessTiming {
  saves: number;
  /** From a save's answer until every page showed its label, ms. */
  p50: number;
  max: number;
  pass: boolean;
}

export interface MenusResults {
  saves: SaveTiming[];
  throughput: ThroughputTiming;
  freshness: FreshnessTiming;
}

const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * ITEMS items over DEPTH levels (four at the top, up to four children each, filled level by
 * level: 4 + 16 + 64 + 116), of every link kind the seeded site has targets for, labelled in three
 * languages; one in seven for signed-in users only.
 */
function largeTree(contentIds: number[]): MenuItem[] {
  const targets = [
    { type: 'page', page: 'about' },
    { type: 'list_page', module: 'blog' },
    { type: 'direct_link', url: 'https://example.com/docs' },
    { type: 'relation', relation_id: contentIds[0] },
    { type: 'detail_page', module: 'blog', content_id: contentIds[contentIds.length - 1] },
  ];
  let made = 0;
  const make = (): MenuItem => {
    const n = made++;
    return { id: `bench-${n}`, label: { en: `Item ${n}`, sv: `Punkt ${n}`, tr: `Öğe ${n}` }, ...targets[n % targets.length], open_new_page: false, visibility: n % 7 === 6 ? 'logged_in' : 'anyone' } as MenuItem;
  };
  const top = Array.from({ length: 4 }, make);
  let level = top;
  for (let depth = 2; depth <= DEPTH && made < ITEMS; depth++) {
    const next: MenuItem[] = [];
    for (const parent of level) {
      if (made >= ITEMS) break;
      parent.children = Array.from({ length: Math.min(4, ITEMS - made) }, make);
      next.push(...parent.children);
    }
    level = next;
  }
  return top;
}

function countItems(items: MenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.children ?? []), 0);
}

async function publishedBlogIds(server: RunningServer, headers: Record<string, string>): Promise<number[]> {
  const list = await data(await fetch(`${server.baseUrl}/api/dashboard/modules/blog/contents?status=published&per_page=10`, { headers }));
  const ids = (list.items as { id: number }[]).map((item) => item.id);
  if (!ids.length) throw new Error('the seeded blog has no published item to link to');
  return ids;
}

async function getMenu(server: RunningServer, headers: Record<string, string>): Promise<Menu> {
  return data(await fetch(server.baseUrl + MENU, { headers }));
}

/** Saves `items` as the header's tree; answers the new version and the client's time. */
async function save(server: RunningServer, headers: Record<string, string>, menu: Menu, items: MenuItem[]): Promise<{ version: number; ms: number }> {
  const started = performance.now();
  const saved = await data(await fetch(server.baseUrl + MENU, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: menu.name, areas: menu.areas, items, version: menu.version }),
  }));
  return { version: saved.version, ms: performance.now() - started };
}

/** The exec_time of the newest `count` logged saves, once the log writer has flushed them. */
async function loggedSaveTimes(server: RunningServer, headers: Record<string, string>, count: number): Promise<number[]> {
  const query = new URLSearchParams({ method: 'PUT', endpoint: MENU, sort: 'created_at', order: 'desc', per_page: '100' });
  for (let attempt = 0; attempt < 50; attempt++) {
    const list = await data(await fetch(`${server.baseUrl}/api/dashboard/logs?${query}`, { headers }));
    const rows = (list.items as { exec_time: number; status_code: number }[]).filter((row) => row.status_code === 200);
    if (rows.length >= count) return rows.slice(0, count).map((row) => row.exec_time);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the request log did not show ${count} saves of ${MENU}`);
}

/** SAVES saves of the large tree, each with one label changed so every save writes. */
async function measureSaves(engine: Engine, server: RunningServer, headers: Record<string, string>, tree: MenuItem[]): Promise<SaveTiming> {
  let menu = await getMenu(server, headers);
  const client: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    tree[0].label.en = `Item 0 (save ${i})`;
    const { version, ms } = await save(server, headers, menu, tree);
    menu = { ...menu, version };
    client.push(ms);
  }
  const times = (await loggedSaveTimes(server, headers, SAVES)).sort((a, b) => a - b);
  client.sort((a, b) => a - b);
  const timing = { engine, items: countItems(tree), saves: SAVES, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), clientP95: round(percentile(client, 95)) };
  console.log(`[bench] menus, ${engine}: ${timing.items}-item save: server p50 ${timing.p50} ms, p95 ${timing.p95} ms (client p95 ${timing.clientP95} ms)`);
  return { ...timing, pass: timing.p95 < SAVE_P95_TARGET_MS };
}

/** Anonymous `/` (served from the page cache) with the seeded header and with the large one, alternating. */
async function measureThroughput(server: RunningServer, headers: Record<string, string>, seeded: MenuItem[], large: MenuItem[]): Promise<ThroughputTiming> {
  const url = `${server.baseUrl}/`;
  const rounds: Record<'seeded' | 'large', LoadResult[]> = { seeded: [], large: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [name, items] of [['seeded', seeded], ['large', large]] as const) {
      await save(server, headers, await getMenu(server, headers), items);
      const warm = await fetch(url);
      const body = await warm.text();
      if (!body.includes(items[0].label.en)) throw new Error(`GET / does not show the ${name} header's first item`);
      await load(url, CONNECTIONS, 1, AS_A_BROWSER);
      const check = await fetch(url, { headers: AS_A_BROWSER.headers });
      await check.arrayBuffer();
      const sent = check.headers.get('content-length');
      if (check.headers.get('x-page-cache') !== 'hit') throw new Error('GET / is not served from the page cache');
      if (i === 0) console.log(`[bench] menus: GET / with the ${name} header: ${fmt(body.length)} characters, ${sent ? fmt(Number(sent)) : '?'} bytes sent (${check.headers.get('content-encoding') ?? 'identity'})`);
      rounds[name].push(await load(url, CONNECTIONS, LOAD_SECONDS / ROUNDS, AS_A_BROWSER));
    }
  }
  const [seededLoad, largeLoad] = [combine(rounds.seeded), combine(rounds.large)];
  const ratio = largeLoad.requestsPerSecond / seededLoad.requestsPerSecond;
  console.log(`[bench] menus: GET / with the seeded header ${seededLoad.requestsPerSecond} req/s, with ${ITEMS} items ${largeLoad.requestsPerSecond} req/s (${Math.round(ratio * 100)}%)`);
  return { connections: CONNECTIONS, seeded: seededLoad, large: largeLoad, ratio: Math.round(ratio * 1000) / 1000, pass: ratio >= THROUGHPUT_TARGET };
}

/** Until every page shows `label`: ms from `since`. */
async function shownEverywhere(server: RunningServer, label: string, since: number): Promise<number> {
  const pending = new Set(PAGES);
  const deadline = since + 10_000;
  while (pending.size) {
    for (const page of [...pending]) {
      if ((await (await fetch(server.baseUrl + page)).text()).includes(label)) pending.delete(page);
    }
    if (performance.now() > deadline) throw new Error(`${[...pending].join(', ')} did not show "${label}" within 10 s`);
  }
  return performance.now() - since;
}

/** A save with a new first label, then `/`, `/sv/` and `/tr/` read (each cached beforehand) until all show it. */
async function measureFreshness(server: RunningServer, headers: Record<string, string>, tree: MenuItem[]): Promise<FreshnessTiming> {
  const times: number[] = [];
  for (let i = 0; i < FRESHNESS_SAVES; i++) {
    for (const page of PAGES) await (await fetch(server.baseUrl + page)).arrayBuffer();
    const label = `Fresh${i}x${Date.now()}`;
    tree[0].label = { en: label, sv: label, tr: label };
    await save(server, headers, await getMenu(server, headers), tree);
    times.push(await shownEverywhere(server, label, performance.now()));
  }
  times.sort((a, b) => a - b);
  const timing = { saves: FRESHNESS_SAVES, p50: round(percentile(times, 50)), max: round(times[times.length - 1]) };
  console.log(`[bench] menus: a save in ${PAGES.join(', ')}: p50 ${timing.p50} ms, max ${timing.max} ms`);
  return { ...timing, pass: timing.max < FRESHNESS_TARGET_MS };
}

async function measureEngine(engine: Engine, databaseUrl: string | null) {
  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const headers = await signIn(server);
    const seeded = (await getMenu(server, headers)).items;
    const tree = largeTree(await publishedBlogIds(server, headers));
    const saves = await measureSaves(engine, server, headers, tree);
    if (engine === 'postgres') return { saves };
    const throughput = await measureThroughput(server, headers, seeded, tree);
    const freshness = await measureFreshness(server, headers, tree);
    return { saves, throughput, freshness };
  } finally {
    await server.stop();
  }
}

export async function benchMenus(): Promise<MenusResults> {
  const sqlite = await measureEngine('sqlite', null);
  const postgres = await withThrowawayPostgres((url) => measureEngine('postgres', url));
  return { saves: [sqlite.saves, postgres.saves], throughput: sqlite.throughput!, freshness: sqlite.freshness! };
}

const yes = (pass: boolean) => (pass ? 'yes' : 'NO');
const fmt = (n: number) => n.toLocaleString('en-US');

export function printMenus({ saves, throughput, freshness }: MenusResults): void {
  console.log(`\n| menu save (PUT ${MENU}) | engine | items | saves | server p50 ms | server p95 ms | client p95 ms | target | pass |\n|---|---|---|---|---|---|---|---|---|`);
  for (const row of saves) {
    console.log(`| ${row.items} items, ${DEPTH} levels | ${row.engine} | ${row.items} | ${row.saves} | ${row.p50} | ${row.p95} | ${row.clientP95} | p95 < ${SAVE_P95_TARGET_MS} ms | ${yes(row.pass)} |`);
  }
  const { seeded, large } = throughput;
  console.log(`\n| anonymous GET / (page cache, ${throughput.connections} conns) | seeded header req/s | ${ITEMS}-item header req/s | ratio | p50 / p99 ms (seeded, ${ITEMS}) | errors, non-2xx | target | pass |\n|---|---|---|---|---|---|---|---|`);
  console.log(`| GET / | ${fmt(seeded.requestsPerSecond)} | ${fmt(large.requestsPerSecond)} | ${Math.round(throughput.ratio * 100)}% | ${seeded.p50} / ${seeded.p99}, ${large.p50} / ${large.p99} | ${seeded.errors + large.errors}, ${seeded.non2xx + large.non2xx} | ≥ ${THROUGHPUT_TARGET * 100}% | ${yes(throughput.pass)} |`);
  console.log(`\n| a saved menu in ${PAGES.join(', ')} | saves | p50 ms | max ms | target | pass |\n|---|---|---|---|---|---|`);
  console.log(`| from the PUT's answer until all three show it | ${freshness.saves} | ${freshness.p50} | ${freshness.max} | < ${FRESHNESS_TARGET_MS} ms | ${yes(freshness.pass)} |`);
}
