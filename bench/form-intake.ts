/**
 * The public side of the forms part of `npm run bench` (bench/forms.ts): the seeded contact form
 * submitted over HTTP as a browser does (a ticket from GET /api/forms/contact/ticket, the honeypot
 * left empty), each visitor at an address of its own (X-Forwarded-For: the bench connects from
 * loopback, a trusted proxy by default), and the staff mails counted at a loopback SMTP peer
 * (tests/helpers/smtp.ts). Every body carries a token (`bench-<kind>-<n>`) so a mail names the
 * submission it reports.
 */
import { startServer, type RunningServer } from '../scripts/server-process';
import { FILL_TIME_MS } from '../src/server/services/form-intake/spam';
import { FORM_META_FIELDS } from '../src/shared/api/forms';
import type { CapturedMail, TestSmtpServer } from '../tests/helpers/smtp';

const FORM = 'contact';
export const INBOX = `/api/dashboard/modules/${FORM}/submissions`;
const { ticket: TICKET, honeypot: HONEYPOT } = FORM_META_FIELDS;
/** A ticket is sent this long after it was issued: a person's shortest fill time and a little more. */
const FILL_MS = FILL_TIME_MS.min + 500;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50 and p95 of `times` (ms), rounded to 0.1 ms. */
export function percentiles(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
}

/** The address of visitor `n` of a block (10.{block}.x.y): blocks keep the parts' visitors apart. */
export const address = (block: number, n: number) => `10.${block}.${(n >> 8) & 255}.${n & 255}`;

/** A deterministic random number generator, so runs compare. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Runs `task` over `items`, `limit` at a time; the results in the items' order. */
export async function inTurn<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  }));
  return results;
}

/** A server whose mail goes to `smtp` (listening or not), through the SMTP_* overrides. */
export function serverMailingTo(smtp: Pick<TestSmtpServer, 'host' | 'port'>): Promise<RunningServer> {
  return startServer({ SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), SMTP_ENCRYPTION: 'none', MAIL_FROM: 'Polyglot <no-reply@polyglot.test>' });
}

export async function fetchTicket(server: RunningServer): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/forms/${FORM}/ticket`);
  const body = await answer.json();
  if (!answer.ok) throw new Error(`ticket: ${answer.status} ${JSON.stringify(body)}`);
  return body.data.ticket;
}

/** Tickets fetched ahead, then the wait until the last is a person's fill time old. */
export async function agedTickets(server: RunningServer, count: number): Promise<string[]> {
  const tickets = await inTurn(Array.from({ length: count }), 8, () => fetchTicket(server));
  await sleep(FILL_MS);
  return tickets;
}

export interface Sent {
  status: number;
  /** The stored submission's id (201), held as spam or not: the answer never tells. */
  id: number | null;
  ms: number;
}

export async function submit(server: RunningServer, body: Record<string, unknown>, ip: string, language = 'en'): Promise<Sent> {
  const started = performance.now();
  const answer = await fetch(`${server.baseUrl}/api/forms/${FORM}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-language': language },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  const ms = performance.now() - started;
  return { status: answer.status, id: answer.status === 201 ? json.data.id : null, ms };
}

const GREETINGS = {
  en: { fullname: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello, I would like a quote for a new website this autumn.' },
  sv: { fullname: 'Åsa Öberg', email: 'asa@example.se', message: 'Hej! Jag undrar över era priser för en ny webbplats i höst.' },
  tr: { fullname: 'İsmail Çelik', email: 'ismail@example.com.tr', message: 'Merhaba, bu sonbahar yeni bir web sitesi için fiyat öğrenmek istiyorum.' },
} as const;
export type Language = keyof typeof GREETINGS;
export const LANGUAGES = Object.keys(GREETINGS) as Language[];

/** The contact form's fields in `language`, the token in the subject. */
export const values = (token: string, language: Language = 'en') => ({ ...GREETINGS[language], subject: `${token} ${GREETINGS[language].fullname}` });

/** What a person's browser sends: the fields, the ticket, the honeypot empty. */
export const asPerson = (fields: Record<string, unknown>, ticket: string) => ({ ...fields, [TICKET]: ticket, [HONEYPOT]: '' });

/** The token of the submission a staff mail reports, if any. */
const tokenOf = (mail: CapturedMail) => /bench-[a-z]+-\d+/.exec(mail.text)?.[0] ?? null;

/** Staff mails received so far, by token. */
export function mailsByToken(smtp: TestSmtpServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.mails) {
    const token = tokenOf(mail);
    if (token) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return counts;
}

/** Every submission of one view of the contact form's inbox (`spam=true`: the held ones), 100 a page. */
export async function everySubmission(server: RunningServer, headers: Record<string, string>, query = ''): Promise<{ id: number; mail_state: string | null; mail_error: string | null; spam_reason: string | null }[]> {
  const rows = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${server.baseUrl}${INBOX}?per_page=100&page=${page}&sort=id&order=asc${query}`, { headers });
    const body = await answer.json();
    if (!answer.ok) throw new Error(`${INBOX}: ${answer.status} ${JSON.stringify(body)}`);
    rows.push(...body.data.items);
    if (body.data.items.length < 100) return rows;
  }
}

/** The inbox's counts (pending, solved, spam). */
export async function inboxCounts(server: RunningServer, headers: Record<string, string>): Promise<{ pending: number; solved: number; spam: number }> {
  const answer = await fetch(`${server.baseUrl}${INBOX}?per_page=1`, { headers });
  return (await answer.json()).data.counts;
}

/** Polls `check` every `everyMs` until it is true; false after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 1000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}
