import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '@/server/bootstrap';
import { loadConfig } from '@/server/config';
import type { AppContext } from '@/server/context';
import { createOutbox } from '@/server/mail/outbox';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/databases';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

/**
 * After a long outage a mail waits up to an hour for its next try (retryDelayMs). The outbox asks
 * the mail server whether it answers again while mail waits, and sends the waiting mail at once
 * when it does, so mail goes out within a probe interval of the server's return, whatever the outage's length.
 */
let database: TestDatabase;
let dataDir: string;
let context: AppContext | null = null;
let smtp: TestSmtpServer;
let smtpDown = false;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
afterEach(async () => {
  await context?.close();
  context = null;
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (smtpDown) await serverBack();
});

async function serverAway() {
  await smtp.stop();
  smtpDown = true;
}

async function serverBack() {
  await smtp.start();
  smtpDown = false;
}

async function start(env: Record<string, string> = {}) {
  database = await createTestDatabase(testEngine());
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-outbox-'));
  context = await createAppContext(
    loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_PASSWORD: 'correct-horse-battery-staple', MAIL_POLL_INTERVAL_MS: '3600000', MAIL_PROBE_INTERVAL_MS: '0', NODE_ENV: 'test', ...env }),
    () => undefined,
  );
  await context.services.settings.update({ mail_driver: 'smtp', smtp_host: smtp.host, smtp_port: smtp.port, smtp_username: '', smtp_encryption: 'none' });
  return context;
}

/** A mail that failed its seventh try while the server was away: its next one is an hour off. */
async function mailWaitingAnHour(ctx: AppContext, to: string) {
  // Queued inside a transaction, so the outbox is not nudged to try it before it is made to wait.
  const id = await ctx.handle.db.transaction().execute((trx) =>
    ctx.services.outbox.enqueue({ to, subject: 'Waiting', html: '<p>w</p>', text: 'w', template: 'test' }, trx));
  await ctx.handle.db.updateTable('mail_outbox')
    .set({ attempts: 7, last_error: 'connect ECONNREFUSED', next_attempt_at: new Date(Date.now() + 3_600_000).toISOString() })
    .where('id', '=', id).execute();
  return id;
}

const row = (ctx: AppContext, id: number) => ctx.handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the outbox after an outage', () => {
  it('sends mail waiting for a late retry as soon as the SMTP server answers again', async () => {
    const ctx = await start();
    await serverAway();
    const id = await mailWaitingAnHour(ctx, 'after-outage@example.com');
    await ctx.services.outbox.processDue();
    expect(await row(ctx, id)).toMatchObject({ status: 'pending', attempts: 7 });

    await serverBack();
    await ctx.services.outbox.processDue();
    expect(await row(ctx, id)).toMatchObject({ status: 'sent', attempts: 8 });
    const mails = await smtp.waitForMails(1);
    expect(mails.filter((mail) => mail.to.includes('after-outage@example.com'))).toHaveLength(1);
  });

  it('a probe the server does not answer spends none of the mail\'s attempts', async () => {
    const ctx = await start();
    await serverAway();
    const id = await mailWaitingAnHour(ctx, 'still-down@example.com');
    for (let run = 0; run < 5; run++) await ctx.services.outbox.processDue();
    expect(await row(ctx, id)).toMatchObject({ status: 'pending', attempts: 7, last_error: 'connect ECONNREFUSED' });
  });

  it('asks the server nothing while no mail waits, and at most once per probe interval while one does', async () => {
    const ctx = await start();
    let probes = 0;
    const outbox = createOutbox({
      handle: ctx.handle,
      transport: async () => ({ kind: 'smtp', from: 'x', send: async () => { throw new Error('down'); }, reachable: async () => { probes++; throw new Error('down'); } }),
      probeIntervalMs: 3_600_000,
      log: () => undefined,
    });
    await outbox.processDue();
    expect(probes).toBe(0);
    await mailWaitingAnHour(ctx, 'waiting@example.com');
    for (let run = 0; run < 3; run++) await outbox.processDue();
    expect(probes).toBe(1);
    await outbox.close();
  });

  it('drains a queue that built up over a few kept connections, not one per mail', async () => {
    const ctx = await start();
    const before = smtp.connections;
    const mailsBefore = smtp.mails.length;
    await ctx.handle.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 40; n++) await ctx.services.outbox.enqueue({ to: `queued-${n}@example.com`, subject: 'Queued', html: '<p>q</p>', text: 'q', template: 'test' }, trx);
    });
    await ctx.services.outbox.processDue();
    await smtp.waitForMails(mailsBefore + 40);
    expect(smtp.connections - before).toBeLessThanOrEqual(2);
  });
});
