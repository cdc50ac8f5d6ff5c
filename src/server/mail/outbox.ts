import type { DbHandle } from '@/server/db/connect';
import type { MailTransport, OutgoingMail } from './transport';

export interface QueuedMail extends OutgoingMail {
  template: string;
  /** Names what the mail reports (e.g. `form_submission:12`): queued twice, it is still one mail. */
  idempotencyKey?: string;
}

/** Where a mail with an idempotency key stands after a delivery attempt: its outbox status and the server's answer. */
export interface MailOutcome {
  idempotencyKey: string;
  status: 'sent' | 'logged' | 'pending' | 'failed';
  error: string | null;
}

/** What one attempt writes on its row. */
type AttemptRecord = Pick<MailOutcome, 'status'> & { last_error: string | null; sent_at?: string; next_attempt_at?: string; html?: string; text?: string };

/** Told of each attempt's outcome in the transaction that records it, so what it writes agrees with the outbox. */
export type MailOutcomeListener = (outcome: MailOutcome, executor: DbHandle['db']) => Promise<void>;

export interface OutboxOptions {
  handle: DbHandle;
  /** The transport to use now (settings may change between sends). */
  transport: () => Promise<MailTransport>;
  pollIntervalMs?: number;
  /** While mail waits for a retry, how often the mail server is asked whether it answers again. */
  probeIntervalMs?: number;
  maxAttempts?: number;
  log?: (line: string) => void;
  /**
   * Keep the body of mail "delivered" to the server log (no mail driver) outside production: there the
   * log prints the links whole anyway and the outbox is the developer's inbox. Every other
   * delivered or failed mail loses its body.
   */
  keepLoggedBodies?: boolean;
}

/** 5 s, 10 s, 20 s, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * What is left of a mail's body once it was delivered or given up: its links (reset,
 * verification) are live credentials, so only the row's metadata (recipient, subject,
 * template, status, times) outlives the delivery.
 */
const DROPPED_BODY = { html: '', text: '' } as const;

/** Mails read at a time. */
const BATCH = 50;

/** A mail claimed for sending longer ago than this is taken to be from a crashed process. */
const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Every mail is written to `mail_outbox` first, inside the caller's flow, and delivered by
 * this worker: a request succeeds even while SMTP or the mail provider is down, and the mail
 * goes out once it is back. A row is claimed with a conditional update, so two workers never
 * send it twice. Once the server takes a mail after refusing one, the mail waiting for a retry
 * goes at once instead of after its delay.
 */
export function createOutbox({ handle, transport, pollIntervalMs = 5_000, probeIntervalMs = 30_000, maxAttempts = 10, log = console.log, keepLoggedBodies = false }: OutboxOptions) {
  const { db } = handle;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;
  let lastAttemptFailed = false;
  let lastProbeAt = -Infinity;
  const listeners: MailOutcomeListener[] = [];

  /** Records an attempt on the row, and tells the listeners in the same transaction when the mail has a key. */
  async function record(id: number, idempotencyKey: string | null, set: AttemptRecord): Promise<void> {
    const update = (executor: DbHandle['db']) => executor.updateTable('mail_outbox').set(set).where('id', '=', id).execute();
    if (idempotencyKey === null || listeners.length === 0) {
      await update(db);
      return;
    }
    await db.transaction().execute(async (trx) => {
      await update(trx);
      for (const listener of listeners) await listener({ idempotencyKey, status: set.status, error: set.last_error ?? null }, trx);
    });
  }

  async function deliver(id: number, idempotencyKey: string | null, mail: OutgoingMail, attempts: number): Promise<boolean> {
    const now = new Date();
    let kind: MailTransport['kind'];
    try {
      const current = await transport();
      kind = current.kind;
      await current.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempts >= maxAttempts;
      await record(id, idempotencyKey, {
        status: failed ? 'failed' : 'pending',
        last_error: message.slice(0, 1000),
        next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        ...(failed ? DROPPED_BODY : {}),
      });
      log(`[mail] delivery to ${mail.to} failed (attempt ${attempts}${failed ? ', giving up' : ''}): ${message}`);
      return false;
    }
    // Outside the try: once the server took the mail, a failure to record it must not count as a failed delivery.
    await record(id, idempotencyKey, {
      status: kind === 'log' ? 'logged' : 'sent',
      sent_at: now.toISOString(),
      last_error: null,
      ...(kind === 'log' && keepLoggedBodies ? {} : DROPPED_BODY),
    });
    return true;
  }

  /** Mail whose last attempt failed, due again now: the server took a mail after refusing one, so it is back. */
  async function retryNow(): Promise<void> {
    const now = new Date().toISOString();
    await db.updateTable('mail_outbox').set({ next_attempt_at: now })
      .where('status', '=', 'pending').where('attempts', '>', 0).where('next_attempt_at', '>', now)
      .execute();
  }

  /**
   * Whether mail waits for a late retry and the mail server answers again (asked at most once per
   * probe interval, without sending anything, so a server still away spends no mail's attempts):
   * then that mail is due now. After a long outage the next retry can be an hour off.
   */
  async function serverCameBack(): Promise<boolean> {
    if (performance.now() - lastProbeAt < probeIntervalMs) return false;
    const now = new Date().toISOString();
    const waiting = await db.selectFrom('mail_outbox').select('id')
      .where('status', '=', 'pending').where('attempts', '>', 0).where('next_attempt_at', '>', now)
      .limit(1).executeTakeFirst();
    if (!waiting) return false;
    const current = await transport();
    if (!current.reachable) return false;
    lastProbeAt = performance.now();
    try {
      await current.reachable();
    } catch {
      return false;
    }
    log('[mail] the mail server answers again: sending the mail waiting for a retry');
    await retryNow();
    return true;
  }

  async function processDueOnce(): Promise<number> {
    let now = new Date().toISOString();
    await db.updateTable('mail_outbox')
      .set({ status: 'pending' })
      .where('status', '=', 'sending')
      .where('next_attempt_at', '<', new Date(Date.now() - STALE_CLAIM_MS).toISOString())
      .execute();
    let sent = 0;
    // Batch after batch while there are due mails: a queue that built up while the server was away drains in one run.
    for (;;) {
      const due = await db.selectFrom('mail_outbox')
        .select(['id', 'idempotency_key', 'recipient', 'subject', 'html', 'text', 'attempts'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      let more = due.length === BATCH || (due.length === 0 && sent === 0 && await serverCameBack());
      for (const row of due) {
        if (closed) return sent;
        const claim = await db.updateTable('mail_outbox')
          .set({ status: 'sending', attempts: row.attempts + 1, next_attempt_at: new Date().toISOString() })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .where('attempts', '=', row.attempts)
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) !== 1) continue;
        const failedBefore = lastAttemptFailed;
        lastAttemptFailed = !(await deliver(row.id, row.idempotency_key, { to: row.recipient, subject: row.subject, html: row.html, text: row.text }, row.attempts + 1));
        if (lastAttemptFailed) continue;
        sent++;
        if (failedBefore) {
          await retryNow();
          more = true;
        }
      }
      if (!more || closed) return sent;
      now = new Date().toISOString();
    }
  }

  /** Sends what is due now; concurrent calls share one run (and ask for one more). */
  function processDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = processDueOnce()
      .catch((error) => {
        log(`[mail] outbox run failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          void processDue();
        }
      });
    return running;
  }

  return {
    /**
     * Queues a mail (optionally inside a transaction's `db`) and nudges the worker. A mail whose
     * idempotency key is queued already is not queued again: the id is the first one's.
     */
    async enqueue(mail: QueuedMail, executor: DbHandle['db'] = db): Promise<number> {
      const row = await executor.insertInto('mail_outbox').values({
        recipient: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        template: mail.template,
        idempotency_key: mail.idempotencyKey ?? null,
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
        last_error: null,
        sent_at: null,
      }).onConflict((conflict) => conflict.column('idempotency_key').doNothing()).returning('id').executeTakeFirst()
        ?? await executor.selectFrom('mail_outbox').select('id').where('idempotency_key', '=', mail.idempotencyKey!).executeTakeFirstOrThrow();
      if (executor === db && !closed) setImmediate(() => void processDue());
      return row.id;
    },
    /** Adds a listener told of every attempt at a mail with an idempotency key. */
    onOutcome(listener: MailOutcomeListener): void {
      listeners.push(listener);
    },
    processDue,
    start() {
      if (timer || closed) return;
      timer = setInterval(() => void processDue(), pollIntervalMs);
      timer.unref();
      void processDue();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
