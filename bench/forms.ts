/**
 * The forms part of `npm run bench` (BENCH_PART=forms runs it alone), the targets of issue 24:
 * the contact form submitted while SMTP is down and its staff mails once it is back
 * (bench/form-outage.ts); a bot corpus against people (bench/form-bots.ts); and a form with
 * 100,000 submissions (bench/submission-seed.ts) on SQLite and on a throwaway PostgreSQL
 * database: the p95 of each inbox call one request at a time, marking 10,000 solved in one bulk
 * call, and the CSV export of every submission (time, first byte, the server's memory growth).
 */
import type { RunningServer } from '../scripts/server-process';
import { STAFF_MAIL_HOLD_MS } from '../src/server/services/form-intake/staff-mail';
import { signIn, withThrowawayPostgres } from './dashboard';
import { benchBots, type BotResults, type Tally } from './form-bots';
import { benchOutage, type OutageResults } from './form-outage';
import { sampleRss } from './memory';
import { callRow, data, REQUESTS_PER_CALL, seededServer, timeCalls, type CallTiming, type Engine } from './seeded-server';
import { FORM, FORM_KEY, INBOX_CALLS, SEARCH, seedSubmissions, SUBMISSIONS } from './submission-seed';

const LIST_P95_TARGET_MS = 100;
const BULK = 10_000;
const BULK_TARGET_MS = 2_000;
const EXPORT_TARGET_MS = 5_000;
const FIRST_BYTE_TARGET_MS = 200;
const RSS_GROWTH_TARGET_MB = 32;
const INBOX = `/api/dashboard/modules/${FORM_KEY}/submissions`;

export interface BulkTiming {
  engine: Engine;
  /** The filter: pending submissions created within a range holding exactly BULK of them. */
  filter: { status: 'pending'; from: string; to: string };
  selected: number;
  changed: number;
  ms: number;
  pass: boolean;
}

export interface ExportTiming {
  engine: Engine;
  rows: number;
  bytes: number;
  ms: number;
  firstByteMs: number;
  baselineRssMb: number;
  peakRssMb: number;
  rssGrowthMb: number;
  pass: boolean;
}

/** Each section present when it ran (BENCH_FORMS). */
export interface FormsResults {
  outage?: OutageResults;
  bots?: BotResults;
  inbox?: { submissions: number; seedSeconds: Record<Engine, number>; requestsPerCall: number; lists: CallTiming[]; bulk: BulkTiming[]; exports: ExportTiming[] };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The oldest BULK pending submissions as a date range (from inclusive, to exclusive: the next one's time), then one bulk call marking them solved. */
async function measureBulk(engine: Engine, server: RunningServer, headers: Record<string, string>): Promise<BulkTiming> {
  const oldest = (page: number) => fetch(`${server.baseUrl}${INBOX}?status=pending&sort=created_at&order=asc&per_page=100&page=${page}`, { headers }).then(data);
  const from = (await oldest(1)).items[0].created_at;
  const to = (await oldest(BULK / 100 + 1)).items[0].created_at;
  const filter = { status: 'pending' as const, from, to };
  const selected = (await data(await fetch(`${server.baseUrl}${INBOX}?${new URLSearchParams({ ...filter, per_page: '1' })}`, { headers }))).total;
  const started = performance.now();
  const { changed } = await data(await fetch(`${server.baseUrl}${INBOX}/bulk`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ all: true, filter, status: 'solved' }),
  }));
  const ms = round(performance.now() - started);
  console.log(`[bench] forms, ${engine}: bulk: ${changed} of ${selected} selected marked solved in ${ms} ms`);
  return { engine, filter, selected, changed, ms, pass: changed === BULK && ms < BULK_TARGET_MS };
}

/**
 * The whole inbox as CSV (every status), read as it streams; the server's resident memory sampled
 * from just before. A narrow export first, so loading the export's code is not counted as growth.
 */
async function measureExport(engine: Engine, server: RunningServer, headers: Record<string, string>): Promise<ExportTiming> {
  await (await fetch(`${server.baseUrl}${INBOX}/export.csv?search=${SEARCH.rare}`, { headers })).arrayBuffer();
  const memory = sampleRss(server.pid, 20);
  const baselineRssMb = memory.peakSoFar();
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${INBOX}/export.csv`, { headers });
  if (!response.ok || !response.body) throw new Error(`export.csv answered ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === 10) lines++;
  }
  const ms = performance.now() - started;
  const peakRssMb = memory.stop();
  const rssGrowthMb = peakRssMb - baselineRssMb;
  const result = {
    engine, rows: lines - 1, bytes, ms: round(ms), firstByteMs: round(firstByteMs), baselineRssMb, peakRssMb, rssGrowthMb,
    pass: ms < EXPORT_TARGET_MS && firstByteMs < FIRST_BYTE_TARGET_MS && rssGrowthMb < RSS_GROWTH_TARGET_MB,
  };
  console.log(`[bench] forms, ${engine}: export: ${result.rows} rows, ${(bytes / 1024 ** 2).toFixed(1)} MB in ${result.ms} ms, first byte ${result.firstByteMs} ms, RSS +${rssGrowthMb} MB`);
  return result;
}

async function measureInbox(engine: Engine, databaseUrl: string | null) {
  const seeded = `${SUBMISSIONS.toLocaleString('en-US')} submissions`;
  const { server, seedSeconds } = await seededServer({ part: 'forms', engine, databaseUrl, module: FORM, seed: (url, moduleId) => seedSubmissions(url, moduleId, SUBMISSIONS), seeded });
  try {
    const headers = await signIn(server);
    const lists = await timeCalls('forms', engine, server, headers, INBOX_CALLS.map((call) => ({ ...call, targetMs: LIST_P95_TARGET_MS })));
    const exported = await measureExport(engine, server, headers);
    const bulk = await measureBulk(engine, server, headers);
    return { seedSeconds, lists, exported, bulk };
  } finally {
    await server.stop();
  }
}

/** Which sections run: BENCH_FORMS=outage,bots,inbox (the default: all three). */
const SECTIONS = new Set((process.env.BENCH_FORMS ?? 'outage,bots,inbox').split(',').map((name) => name.trim()));

export async function benchForms(): Promise<FormsResults> {
  const outage = SECTIONS.has('outage') ? await benchOutage() : undefined;
  const bots = SECTIONS.has('bots') ? await benchBots() : undefined;
  if (!SECTIONS.has('inbox')) return { outage, bots };
  const sqlite = await measureInbox('sqlite', null);
  const postgres = await withThrowawayPostgres((url) => measureInbox('postgres', url));
  return {
    outage,
    bots,
    inbox: {
      submissions: SUBMISSIONS,
      seedSeconds: { sqlite: round(sqlite.seedSeconds), postgres: round(postgres.seedSeconds) },
      requestsPerCall: REQUESTS_PER_CALL,
      lists: [...sqlite.lists, ...postgres.lists],
      bulk: [sqlite.bulk, postgres.bulk],
      exports: [sqlite.exported, postgres.exported],
    },
  };
}

const yes = (pass: boolean | null) => (pass === null ? '—' : pass ? 'yes' : 'NO');
const fmt = (n: number) => n.toLocaleString('en-US');
const seconds = (value: number | null) => (value === null ? 'not reached' : `${value} s`);

function printTallies(rows: Tally[]) {
  console.log(`\n| submissions | sent | stored (201) | held as spam | 409 double submit | 429 limit | other | staff mails |\n|---|---|---|---|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.name} | ${row.sent} | ${row.stored} | ${row.held} | ${row.duplicate} | ${row.limited} | ${row.other} | ${row.mailed} |`);
}

export function printForms({ outage, bots, inbox }: FormsResults): void {
  if (outage) printOutage(outage);
  if (bots) printBots(bots);
  if (inbox) printInbox(inbox);
}

function printOutage(outage: OutageResults) {
  console.log(`\nForm inbox, SMTP down: ${fmt(outage.submissions)} submissions of the contact form, one at a time, the SMTP server not listening`);
  console.log(`\n| measure | value | target | pass |\n|---|---|---|---|`);
  console.log(`| stored (dashboard counts) | ${fmt(outage.stored)} of ${fmt(outage.submissions)} (${outage.answered201} answered 201, ${outage.heldAsSpam} held as spam) | all | ${yes(outage.stored === outage.submissions)} |`);
  console.log(`| submit p50 / p95 | ${outage.submit.p50} / ${outage.submit.p95} ms | ${outage.submit.target} | ${yes(outage.submit.pass)} |`);
  console.log(`| every staff mail refused once, after the last submission | ${seconds(outage.allFailedOnceSeconds)} | — (the hold: ${STAFF_MAIL_HOLD_MS / 1000} s) | — |`);
  console.log(`| the first mail, after SMTP listens again | ${seconds(outage.firstMailSeconds)} | — | — |`);
  console.log(`| all mails arrived, after SMTP listens again | ${seconds(outage.deliveredSeconds)} (${fmt(outage.delivered)} submissions mailed, ${outage.twice} twice) | ${outage.deliveryTarget} | ${yes(outage.pass)} |`);
}

function printBots(bots: BotResults) {
  console.log(`\nForm inbox, bots against people:`);
  printTallies([...bots.kinds, bots.bots, bots.humans]);
  console.log(`\n| measure | value | target | pass |\n|---|---|---|---|`);
  console.log(`| bot submissions held (of those stored) | ${bots.bots.held} of ${bots.bots.stored} (${(bots.bots.heldOfStored * 100).toFixed(1)} %); not stored: ${bots.bots.duplicate} 409, ${bots.bots.limited} 429 | ${bots.bots.target} | ${yes(bots.bots.pass)} |`);
  console.log(`| staff mails for bots | ${bots.bots.mailed} | 0 | ${yes(bots.bots.mailed === 0)} |`);
  console.log(`| people held | ${bots.humans.held} of ${bots.humans.sent} (${bots.humans.stored} stored, ${bots.humans.mailed} mailed) | ${bots.humans.target} | ${yes(bots.humans.pass)} |`);
}

function printInbox(inbox: NonNullable<FormsResults['inbox']>) {
  console.log(`\nForm inbox: ${fmt(inbox.submissions)} submissions in one form; seeded in ${inbox.seedSeconds.sqlite} s (SQLite), ${inbox.seedSeconds.postgres} s (PostgreSQL); ${inbox.requestsPerCall} sequential requests per call`);
  console.log(`\n| inbox call | engine | p50 ms | p95 ms | target | pass |\n|---|---|---|---|---|---|`);
  for (const row of inbox.lists) console.log(callRow(row));
  console.log(`\n| measure | engine | value | target | pass |\n|---|---|---|---|---|`);
  for (const row of inbox.bulk) {
    console.log(`| POST …/bulk: mark solved (${fmt(row.selected)} selected by date range) | ${row.engine} | ${row.ms} ms, ${fmt(row.changed)} changed | ${fmt(BULK)} in < ${BULK_TARGET_MS} ms | ${yes(row.pass)} |`);
  }
  for (const row of inbox.exports) {
    console.log(`| GET …/export.csv (${fmt(row.rows)} rows, ${(row.bytes / 1024 ** 2).toFixed(1)} MB) | ${row.engine} | ${row.ms} ms, first byte ${row.firstByteMs} ms, RSS +${row.rssGrowthMb} MB (${row.baselineRssMb} → ${row.peakRssMb}) | < ${EXPORT_TARGET_MS} ms, first byte < ${FIRST_BYTE_TARGET_MS} ms, < ${RSS_GROWTH_TARGET_MB} MB | ${yes(row.pass)} |`);
  }
}
