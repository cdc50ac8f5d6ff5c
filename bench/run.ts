/**
 * `npm run bench`: the production server under load, each figure beside a bare node:http
 * server answering the same bytes. Prints a table and writes bench/results.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compiledServer, startServer } from '../scripts/server-process';
import { buildDir } from '../scripts/server-command.mjs';
import { load, type LoadResult } from './load';
import { compare, SECONDS, type Row } from './compare';
import { firstLoadJsGzipBytes } from './page-weight';
import { sampleRss } from './memory';
import { benchDashboard, printDashboard } from './dashboard';
import { benchContents, printContents } from './contents';
import { benchVisitors, GUEST_ROW } from './visitors';
import { benchVisit, printVisit } from './visit';
import { benchLongTail, printLongTail } from './long-tail';
import { benchForms, printForms } from './forms';
import { benchImages, printImages } from './images';
import { benchTus, printTus } from './tus';
import { benchMedia, printMedia } from './media';
import { benchMenus, printMenus } from './menus';
import { benchLighthouse, printLighthouse } from './lighthouse';
import { benchCores, printCores } from './cores';

const root = path.resolve(import.meta.dirname, '..');
const RESULTS_FILE = path.join(root, 'bench', 'results.json');

/** The web app's production build when there is none, and the compiled server when it is missing or older than its sources. */
async function ensureBuild() {
  if (!existsSync(path.join(root, buildDir(), 'BUILD_ID'))) {
    console.log('[bench] no production build yet: building');
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) process.exit(1);
  }
  if (await compiledServer()) console.log('[bench] compiled the server');
}

/** The parts that run alone (BENCH_PART=<name>), each one's figures replacing its own in results.json. */
const PARTS = {
  dashboard: async () => {
    const dashboard = await benchDashboard(SECONDS);
    printDashboard(dashboard);
    return dashboard;
  },
  contents: async () => {
    const contents = await benchContents();
    printContents(contents);
    return contents;
  },
  /** A browser visit's requests: each RSC kind and the whole visit under load. */
  visit: async () => {
    const server = await startServer();
    try {
      const { rows, visit } = await benchVisit(server);
      printRows(rows);
      printVisit(visit);
      return { rows, visit };
    } finally {
      await server.stop();
    }
  },
  longTail: async () => {
    const longTail = await benchLongTail();
    printLongTail(longTail);
    return longTail;
  },
  /** The form inbox (issue 24): SMTP down and back, bots against people, 100,000 submissions, the CSV export. */
  forms: async () => {
    const forms = await benchForms();
    printForms(forms);
    return forms;
  },
  /** The media library (issue 25): 10,000 files and 50,000 posts on both engines (each list call's p95, "used by"), a stored image variant against a bare node:http server. */
  media: async () => {
    const media = await benchMedia();
    printMedia(media);
    return media;
  },
  /** Resumable uploads (issue 25): 2 GB over tus with three dropped connections (BENCH_TUS_MB for less), the stored SHA-256 and the server's memory growth. */
  tus: async () => {
    const tus = await benchTus();
    printTus(tus);
    return tus;
  },
  /** Menus (issue 26): a 200-item, 4-level menu saved on both engines, `/` with it under load against the seeded one, a save seen in three languages. */
  menus: async () => {
    const menus = await benchMenus();
    printMenus(menus);
    return menus;
  },
  /** Lighthouse (issue 27): home, a blog post, sign-in and the dashboard overview, mobile, in Debian's Chromium. */
  lighthouse: async () => {
    const lighthouse = await benchLighthouse();
    printLighthouse(lighthouse);
    return lighthouse;
  },
  /** Every core (issue 28): uncached renders with one worker and two, start, memory per worker, a worker killed under load. */
  cores: async () => {
    const cores = await benchCores();
    printCores(cores);
    return cores;
  },
  /** Images (issue 25): a 24 MP JPEG to WebP at three widths on one core, four at once, a PNG bomb refused. */
  images: async () => {
    const images = await benchImages();
    printImages(images);
    return images;
  },
};

async function partOnly(part: keyof typeof PARTS) {
  await ensureBuild();
  const figures = await PARTS[part]();
  const earlier = existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : {};
  writeFileSync(RESULTS_FILE, JSON.stringify({ ...earlier, [part]: { date: new Date().toISOString(), ...figures } }, null, 2));
  console.log('\nwritten to bench/results.json');
}

/** BENCH_PART=visitors: only the public page for a guest, a consenting and a signed-in visitor (printed, not written). */
async function visitorsOnly() {
  await ensureBuild();
  const server = await startServer();
  try {
    printRows(await benchVisitors(server));
  } finally {
    await server.stop();
  }
}

const fmt = (n: number) => n.toLocaleString('en-US');

function printRows(rows: Row[]) {
  console.log(`\n| call | conns | app req/s | baseline req/s | ratio | app p50 / p99 ms | baseline p99 ms | target | pass |`);
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.connections} | ${fmt(r.app.requestsPerSecond)} | ${fmt(r.baseline.requestsPerSecond)} | ${(r.ratio * 100).toFixed(0)}% | ${r.app.p50} / ${r.app.p99} | ${r.baseline.p99} | ${r.target} | ${r.pass ? 'yes' : 'NO'} |`);
  }
}

async function main() {
  const part = process.env.BENCH_PART;
  if (part !== undefined && part in PARTS) return partOnly(part as keyof typeof PARTS);
  if (part === 'visitors') return visitorsOnly();
  await ensureBuild();
  const server = await startServer({
    LOG_FLUSH_INTERVAL_MS: '1000',
    // The sign-in burst below is one client hammering one account on purpose.
    AUTH_RATE_LIMIT_IP_POINTS: '1000000',
    AUTH_RATE_LIMIT_ACCOUNT_POINTS: '1000000',
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
    rows.push(...(await benchVisitors(server, rows.find((row) => row.name === GUEST_ROW))));
    peakAfter['consenting and signed-in visitors'] = memory.peakSoFar();
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
  const contents = await benchContents();

  printRows(rows);
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
  printContents(contents);
  const visit = await PARTS.visit();
  const longTail = await PARTS.longTail();
  const forms = await PARTS.forms();
  const tus = await PARTS.tus();
  const media = await PARTS.media();
  const menus = await PARTS.menus();

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
    contents,
    visit,
    longTail,
    forms,
    tus,
    media,
    menus,
  };
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2));
  console.log('\nwritten to bench/results.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
