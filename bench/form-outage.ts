/**
 * The forms part's SMTP outage (issue 24): the server's mail goes to a loopback SMTP server that
 * is not listening while 1,000 people submit the contact form, one request at a time. Each staff
 * mail is held (STAFF_MAIL_HOLD_MS), queued and refused; once every one has failed at least once
 * the SMTP server listens again on its port, and the bench counts the mails as they arrive.
 */
import { STAFF_MAIL_HOLD_MS } from '../src/server/services/form-intake/staff-mail';
import { startSmtpServer } from '../tests/helpers/smtp';
import { signIn } from './dashboard';
import { address, agedTickets, asPerson, everySubmission, inboxCounts, mailsByToken, percentiles, serverMailingTo, sleep, submit, until, values } from './form-intake';

const SUBMISSIONS = Number(process.env.BENCH_FORMS_OUTAGE_SUBMISSIONS ?? 1_000);
const SUBMIT_P95_TARGET_MS = 50;
const DELIVERY_TARGET_MS = 2 * 60_000;
/** Longest wait for every mail to have failed once, and for them all to arrive. */
const PATIENCE_MS = 10 * 60_000;
/** After the last mail, how long the bench still listens for a second one of any submission. */
const AFTERWARDS_MS = 30_000;
const BLOCK = 1;

const tenths = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 10) / 10);

export interface OutageResults {
  submissions: number;
  answered201: number;
  /** In the inbox (pending + solved) as the dashboard counts it, and held as spam. */
  stored: number;
  heldAsSpam: number;
  submit: { p50: number; p95: number; target: string; pass: boolean };
  /** From the last submission until every staff mail had been refused at least once (the hold included). */
  allFailedOnceSeconds: number | null;
  /** From the SMTP server listening again until the first mail arrived (the outbox noticed it). */
  firstMailSeconds: number | null;
  /** From the SMTP server listening again until every submission's mail had arrived. */
  deliveredSeconds: number | null;
  delivered: number;
  /** Submissions whose mail arrived more than once. */
  twice: number;
  deliveryTarget: string;
  pass: boolean;
}

export async function benchOutage(): Promise<OutageResults> {
  const smtp = await startSmtpServer();
  await smtp.stop();
  const server = await serverMailingTo(smtp);
  try {
    const headers = await signIn(server);
    const tickets = await agedTickets(server, SUBMISSIONS);
    const sent = [];
    for (const [n, ticket] of tickets.entries()) sent.push(await submit(server, asPerson(values(`bench-smtp-${n}`), ticket), address(BLOCK, n)));
    const submitted = performance.now();
    const times = percentiles(sent.map((answer) => answer.ms));
    const counts = await inboxCounts(server, headers);
    console.log(`[bench] forms, SMTP down: ${SUBMISSIONS} submitted, p50 ${times.p50} ms, p95 ${times.p95} ms; ${counts.pending + counts.solved} stored, ${counts.spam} held as spam`);

    // Each mail waits out its hold, is queued and refused; none may have reached a server yet.
    const failedOnce = await until(async () => {
      const rows = await everySubmission(server, headers);
      return rows.length >= SUBMISSIONS && rows.every((row) => row.mail_error !== null || row.mail_state === 'failed');
    }, STAFF_MAIL_HOLD_MS + PATIENCE_MS, 2000);
    const allFailedOnceSeconds = failedOnce ? (performance.now() - submitted) / 1000 : null;
    console.log(`[bench] forms, SMTP down: every staff mail refused at least once ${failedOnce ? `${tenths(allFailedOnceSeconds)} s after the last submission` : 'NOT within the wait'}`);

    await smtp.start();
    const back = performance.now();
    // The first mail tells when the outbox noticed the server; the rest how fast it drains the queue.
    let firstMailSeconds: number | null = null;
    const arrived = await until(() => {
      if (firstMailSeconds === null && smtp.mails.length > 0) firstMailSeconds = (performance.now() - back) / 1000;
      return mailsByToken(smtp).size >= SUBMISSIONS;
    }, PATIENCE_MS, 250);
    const deliveredSeconds = arrived ? (performance.now() - back) / 1000 : null;
    await sleep(AFTERWARDS_MS);
    const mails = mailsByToken(smtp);
    const twice = [...mails.values()].filter((count) => count > 1).length;
    console.log(`[bench] forms, SMTP back: the first mail after ${tenths(firstMailSeconds)} s, ${mails.size} of ${SUBMISSIONS} ${arrived ? `in ${tenths(deliveredSeconds)} s` : 'by the deadline'}, ${twice} twice`);

    const stored = counts.pending + counts.solved;
    const submitPass = times.p95 < SUBMIT_P95_TARGET_MS;
    return {
      submissions: SUBMISSIONS,
      answered201: sent.filter((answer) => answer.status === 201).length,
      stored,
      heldAsSpam: counts.spam,
      submit: { ...times, target: `p95 < ${SUBMIT_P95_TARGET_MS} ms`, pass: submitPass },
      allFailedOnceSeconds: tenths(allFailedOnceSeconds),
      firstMailSeconds: tenths(firstMailSeconds),
      deliveredSeconds: tenths(deliveredSeconds),
      delivered: mails.size,
      twice,
      deliveryTarget: `all within ${DELIVERY_TARGET_MS / 1000} s, none twice`,
      pass: stored === SUBMISSIONS && submitPass && deliveredSeconds !== null && deliveredSeconds * 1000 < DELIVERY_TARGET_MS && twice === 0,
    };
  } finally {
    await server.stop();
    await smtp.stop();
  }
}
