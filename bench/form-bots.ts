/**
 * The forms part's bot corpus against people (issue 24). 200 people fill the contact form at a
 * person's pace (the ticket, 3–10 s, then the submission; each at an address of its own, in
 * English, Swedish or Turkish); then bots: honeypots filled, instant fills, no ticket, forged and
 * malformed tickets, the people's tickets replayed, bursts from one address and the people's bodies
 * sent again. The same kinds as tests/api/forms-spam.test.ts, in hundreds and over HTTP. Counted:
 * which bot submissions are held as spam (the spam view), refused (409 double submit, 429 the
 * per-address limit), and mailed (at the SMTP peer once every hold is over); and which people are
 * held.
 */
import { STAFF_MAIL_HOLD_MS } from '../src/server/services/form-intake/staff-mail';
import { FORM_META_FIELDS } from '../src/shared/api/forms';
import { startSmtpServer } from '../tests/helpers/smtp';
import { signIn } from './dashboard';
import {
  address, agedTickets, asPerson, everySubmission, fetchTicket, LANGUAGES, mailsByToken, random, serverMailingTo, sleep, submit, until, values,
  type Sent,
} from './form-intake';
import type { RunningServer } from '../scripts/server-process';

type Fields = ReturnType<typeof values>;

const HUMANS = 200;
const HUMAN_BLOCK = 2;
const BOT_BLOCK = 3;
const HELD_TARGET = 0.99;
/** How often the staff mail job looks for submissions whose hold is over (services/form-intake/staff-mail.ts). */
const RELEASE_INTERVAL_MS = 10_000;
/** Beyond the hold and the release, for the outbox to deliver. */
const DELIVERY_MARGIN_MS = 20_000;
const { ticket: TICKET, honeypot: HONEYPOT } = FORM_META_FIELDS;

export interface Tally {
  name: string;
  sent: number;
  /** Answered 201 (stored, held or not). */
  stored: number;
  held: number;
  /** 409: the same body from the same visitor (not stored). */
  duplicate: number;
  /** 429: over the per-address submission limit (not stored). */
  limited: number;
  other: number;
  /** Staff mails that arrived for them. */
  mailed: number;
}

export interface BotResults {
  kinds: Tally[];
  bots: Tally & { heldOfStored: number; target: string; pass: boolean };
  humans: Tally & { target: string; pass: boolean };
}

interface Entry {
  kind: string;
  answer: Sent;
  /** The token of the body it sent; `copy`: a person's body sent again (its mail is the person's, a second one is the bot's). */
  token: string;
  copy?: boolean;
}

const FILLED = ['http://cheap-pills.example', 'x', ' ', 'Acme AB', '0', 'https://seo.example/?ref=1'];

/** 200 people, arriving over 10 s, each taking 3–10 s to fill the form in. */
async function fillInAsPeople(server: RunningServer) {
  const pace = random(20261128);
  const fillMs = Array.from({ length: HUMANS }, () => 3_000 + Math.round(pace() * 7_000));
  return Promise.all(fillMs.map(async (ms, n) => {
    await sleep(n * 50);
    const language = LANGUAGES[n % LANGUAGES.length];
    const ticket = await fetchTicket(server);
    await sleep(ms);
    const body = asPerson(values(`bench-human-${n}`, language), ticket);
    const ip = address(HUMAN_BLOCK, n);
    return { body, ip, ticket, token: `bench-human-${n}`, answer: await submit(server, body, ip, language) };
  }));
}

export async function benchBots(): Promise<BotResults> {
  const smtp = await startSmtpServer();
  const server = await serverMailingTo(smtp);
  try {
    const headers = await signIn(server);
    const humans = await fillInAsPeople(server);
    console.log(`[bench] forms, bots: ${humans.filter((h) => h.answer.status === 201).length} of ${HUMANS} people answered 201`);

    const entries: Entry[] = [];
    let bot = 0;
    let botAddress = 0;
    const send = async (kind: string, fields: (typed: Fields) => Record<string, unknown>, ip = address(BOT_BLOCK, botAddress++)) => {
      const token = `bench-bot-${bot++}`;
      entries.push({ kind, token, answer: await submit(server, fields(values(token, LANGUAGES[bot % LANGUAGES.length])), ip) });
    };
    const BURSTS = 10;
    const PER_BURST = 10;
    const aged = await agedTickets(server, 60 + BURSTS * PER_BURST);

    for (let n = 0; n < 60; n++) await send('honeypot filled', (v) => ({ ...asPerson(v, aged[n]), [HONEYPOT]: FILLED[n % FILLED.length] }));
    for (let n = 0; n < 60; n++) {
      const ticket = await fetchTicket(server);
      await send('instant fill (fresh ticket)', (v) => asPerson(v, ticket));
    }
    for (let n = 0; n < 40; n++) await send('no ticket', (v) => (n % 2 ? { ...v } : { ...v, [HONEYPOT]: '' }));
    for (let n = 0; n < 40; n++) {
      // A fresh ticket whose time a bot moved back a minute, to look like a person's fill time.
      const forged = (await fetchTicket(server)).replace(/\.(\d+)\./, (_, issued: string) => `.${Number(issued) - 60_000}.`);
      await send('forged ticket', (v) => asPerson(v, forged));
    }
    const malformed = [12345, '', 'contact', `contact.${Date.now() - 60_000}.abc.def`, null, true, { issued: 1 }, ['x'], `other-form${aged[0].slice('contact'.length)}`, 'x'.repeat(600)];
    for (let n = 0; n < 20; n++) await send('malformed ticket', (v) => ({ ...v, [TICKET]: malformed[n % malformed.length], [HONEYPOT]: '' }));
    for (let n = 0; n < 60; n++) await send('replayed ticket (a person\'s, new body)', (v) => asPerson(v, humans[n % HUMANS].ticket));
    for (let burst = 0; burst < BURSTS; burst++) {
      const ip = address(BOT_BLOCK, botAddress++);
      for (let n = 0; n < PER_BURST; n++) await send(`burst (${PER_BURST} from one address)`, (v) => asPerson(v, aged[60 + burst * PER_BURST + n]), ip);
    }
    for (let n = 0; n < 60; n++) {
      const { body, ip, token } = humans[n];
      const same = n < 30;
      entries.push({
        kind: same ? 'replayed body (same address)' : 'replayed body (another address)', token, copy: true,
        answer: await submit(server, body, same ? ip : address(BOT_BLOCK, botAddress++)),
      });
    }
    const lastSent = Date.now();
    console.log(`[bench] forms, bots: ${entries.length} bot submissions sent; waiting out the staff mail's hold`);

    // Every hold is over and the job has released it; every person's mail has arrived (or the wait ends).
    const heldNow = new Set((await everySubmission(server, headers, '&spam=true')).map((row) => row.id));
    const mailedPeople = humans.filter((h) => h.answer.id !== null && !heldNow.has(h.answer.id)).length;
    await until(() => Date.now() > lastSent + STAFF_MAIL_HOLD_MS + RELEASE_INTERVAL_MS + DELIVERY_MARGIN_MS
      && [...mailsByToken(smtp).keys()].filter((token) => token.startsWith('bench-human-')).length >= mailedPeople,
    STAFF_MAIL_HOLD_MS + 5 * 60_000);

    const held = new Set((await everySubmission(server, headers, '&spam=true')).map((row) => row.id));
    const mails = mailsByToken(smtp);
    const mailedFor = (entry: Pick<Entry, 'token' | 'copy'>) => Math.max(0, (mails.get(entry.token) ?? 0) - (entry.copy ? 1 : 0));
    const tally = (name: string, list: Pick<Entry, 'answer' | 'token' | 'copy'>[]): Tally => ({
      name,
      sent: list.length,
      stored: list.filter((e) => e.answer.status === 201).length,
      held: list.filter((e) => e.answer.id !== null && held.has(e.answer.id)).length,
      duplicate: list.filter((e) => e.answer.status === 409).length,
      limited: list.filter((e) => e.answer.status === 429).length,
      other: list.filter((e) => ![201, 409, 429].includes(e.answer.status)).length,
      mailed: list.reduce((sum, e) => sum + mailedFor(e), 0),
    });
    const kinds = [...new Set(entries.map((e) => e.kind))].map((kind) => tally(kind, entries.filter((e) => e.kind === kind)));
    const bots = tally('all bot submissions', entries);
    const heldOfStored = bots.stored ? bots.held / bots.stored : 1;
    const people = tally(`people (${HUMANS}, en/sv/tr, 3–10 s to fill in)`, humans);
    console.log(`[bench] forms, bots: ${bots.held} of ${bots.stored} stored held (${(heldOfStored * 100).toFixed(1)} %), ${bots.duplicate} 409, ${bots.limited} 429, ${bots.mailed} mailed; people: ${people.held} held, ${people.mailed} mailed`);
    return {
      kinds,
      bots: { ...bots, heldOfStored, target: `≥ ${HELD_TARGET * 100} % of those stored held, 0 mailed`, pass: heldOfStored >= HELD_TARGET && bots.mailed === 0 },
      humans: { ...people, target: `0 held, all ${HUMANS} stored`, pass: people.held === 0 && people.stored === HUMANS },
    };
  } finally {
    await server.stop();
    await smtp.stop();
  }
}
