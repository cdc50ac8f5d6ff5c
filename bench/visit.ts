/**
 * A visitor's whole visit (issue 22): Chromium loads the home page, lets the router prefetch the
 * links in view and follows three header links; every request it sends for a page (documents,
 * segment and metadata-only prefetches, navigations) is recorded with its headers. Then:
 *   - each RSC request kind of one public page under load, against the cached document (target:
 *     at least 50% of its requests/s);
 *   - the recorded visit replayed in a loop at 16 connections, as page views a second (target: 250).
 * Every recorded request is checked to be a cache hit before it is loaded.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import type { RunningServer } from '../scripts/server-process';
import { compare, SECONDS, type Row } from './compare';
import type { LoadResult } from './load';

const run = promisify(execFile);
const CONNECTIONS = 16;
const PAGE_VIEWS = 4;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The headers that make a request what it is; the rest (cookies, user agent) are left out. */
const KEPT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url', 'sec-fetch-dest', 'accept', 'accept-language', 'accept-encoding'];
/** Requests the page cache does not answer by design: the API, Next's files, other files. */
const NOT_A_PAGE = /^\/(?:api|_next)\/|\.[a-z0-9]+(?:\?|$)/i;

export interface RecordedRequest {
  path: string;
  headers: Record<string, string>;
}

const kindOf = (request: RecordedRequest) =>
  request.headers.rsc ? (request.headers['next-router-segment-prefetch'] ? 'segment prefetch' : request.headers['next-router-prefetch'] ? 'metadata-only prefetch' : 'navigation') : 'document';

/**
 * The page requests of one visit: home, then three header links; and how long each click took
 * until the new page's heading was on screen (a client navigation from the prefetched answer).
 */
async function recordVisit(server: RunningServer): Promise<{ recorded: RecordedRequest[]; navigationsMs: number[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const recorded: RecordedRequest[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== server.baseUrl || NOT_A_PAGE.test(url.pathname + url.search)) return;
      const all = request.headers();
      const headers = Object.fromEntries(KEPT_HEADERS.filter((name) => all[name] !== undefined).map((name) => [name, all[name]]));
      recorded.push({ path: url.pathname + url.search, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
    });
    await page.goto(server.baseUrl + '/');
    await page.waitForLoadState('networkidle');
    const hrefs = await page.locator('header a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const navigationsMs: number[] = [];
    for (const href of [...new Set(hrefs)].filter((href) => href !== '/' && !href.includes('/auth/')).slice(0, PAGE_VIEWS - 1)) {
      const clicked = performance.now();
      await page.locator(`header a[href="${href}"]`).first().click();
      await page.waitForURL(server.baseUrl + href);
      await page.locator('main h1').first().waitFor();
      navigationsMs.push(Math.round(performance.now() - clicked));
      await page.waitForLoadState('networkidle');
    }
    return { recorded, navigationsMs };
  } finally {
    await browser.close();
  }
}

/** The share of `requests` the page cache answers (each sent twice: the first may fill it). */
async function hitShare(server: RunningServer, requests: RecordedRequest[]): Promise<number> {
  let hits = 0;
  for (const request of requests) {
    await (await fetch(server.baseUrl + request.path, { headers: request.headers })).arrayBuffer();
    const again = await fetch(server.baseUrl + request.path, { headers: request.headers });
    await again.arrayBuffer();
    if (again.headers.get('x-page-cache') === 'hit') hits++;
  }
  return hits / requests.length;
}

async function loadRequests(origin: string, requests: RecordedRequest[], seconds: number): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `bench-visit-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(requests));
  const { stdout } = await run(process.execPath, [path.resolve(import.meta.dirname, 'load-requests.mjs'), origin, String(CONNECTIONS), String(seconds), file], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as LoadResult;
}

export async function benchVisit(server: RunningServer): Promise<{ rows: Row[]; visit: { requests: number; kinds: Record<string, number>; hitShare: number; navigationsMs: number[]; replay: LoadResult; pageViewsPerSecond: number } }> {
  const { recorded, navigationsMs } = await recordVisit(server);
  const kinds: Record<string, number> = {};
  for (const request of recorded) kinds[kindOf(request)] = (kinds[kindOf(request)] ?? 0) + 1;
  const share = await hitShare(server, recorded);

  // One request of each kind for the same page (the first link followed, prefetched from home).
  const document = recorded.find((request) => kindOf(request) === 'document')!;
  const navigation = recorded.find((request) => kindOf(request) === 'navigation')!;
  const target = navigation.path.split('?')[0];
  const ofKind = (kind: string) => recorded.find((request) => kindOf(request) === kind && request.path.split('?')[0] === target);
  const documentRow = await compare(`GET ${target} (document)`, server.baseUrl + target, CONNECTIONS, () => ['(reference)', true], { headers: document.headers });
  const rows = [documentRow];
  for (const kind of ['segment prefetch', 'metadata-only prefetch', 'navigation']) {
    const request = ofKind(kind);
    if (!request) continue;
    rows.push(await compare(`GET ${target} (${kind})`, server.baseUrl + request.path, CONNECTIONS, (app) => {
      const ratio = app.requestsPerSecond / documentRow.app.requestsPerSecond;
      return [`≥ 50% of the document's req/s: ${(ratio * 100).toFixed(0)}%`, ratio >= 0.5];
    }, { headers: request.headers }));
  }

  const replay = await loadRequests(server.baseUrl, recorded, SECONDS);
  const pageViewsPerSecond = Math.round((replay.requestsPerSecond * PAGE_VIEWS) / recorded.length);
  return { rows, visit: { requests: recorded.length, kinds, hitShare: share, navigationsMs, replay, pageViewsPerSecond } };
}

export function printVisit(visit: Awaited<ReturnType<typeof benchVisit>>['visit']): void {
  console.log(`\nA visit (home + ${PAGE_VIEWS - 1} links): ${visit.requests} page requests (${Object.entries(visit.kinds).map(([kind, count]) => `${count} ${kind}`).join(', ')}), ${(visit.hitShare * 100).toFixed(0)}% cache hits on replay`);
  console.log(`Click to the new page's heading on screen (client navigations): ${visit.navigationsMs.join(', ')} ms`);
  const pass = visit.pageViewsPerSecond >= 250;
  console.log(`Replayed at ${CONNECTIONS} connections: ${visit.replay.requestsPerSecond} req/s (p50 ${visit.replay.p50} ms, p99 ${visit.replay.p99} ms, ${visit.replay.errors} errors, ${visit.replay.non2xx} non-2xx) = ${visit.pageViewsPerSecond} page views/s (target ≥ 250: ${pass ? 'yes' : 'NO'})`);
}
