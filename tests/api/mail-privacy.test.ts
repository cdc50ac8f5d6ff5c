import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '@/server/bootstrap';
import { loadConfig } from '@/server/config';
import type { AppContext } from '@/server/context';
import { createApiApp } from '@/server/http/app';
import { createOutbox } from '@/server/mail/outbox';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/databases';
import { linkToken, newAccount } from '../helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

/**
 * Mail carries live links (reset, verification): its body is dropped from mail_outbox once
 * delivered or given up, and printed to the log (no SMTP) with the tokens redacted in production.
 */
let database: TestDatabase;
let dataDir: string;
let context: AppContext | null = null;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
afterEach(async () => {
  await context?.close();
  context = null;
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>, log: (line: string) => void = () => undefined) {
  database = await createTestDatabase(testEngine());
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-mail-'));
  context = await createAppContext(
    loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_PASSWORD: 'correct-horse-battery-staple', MAIL_POLL_INTERVAL_MS: '3600000', ...env }),
    log,
  );
  return { ctx: context, app: createApiApp(context) };
}

async function signUpAndDeliver(ctx: AppContext, app: ReturnType<typeof createApiApp>) {
  const input = newAccount();
  const res = await app.request('/api/auth/sign-up', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  expect(res.status).toBe(201);
  let row;
  for (let tries = 0; tries < 200; tries++) {
    await ctx.services.outbox.processDue();
    row = await ctx.handle.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', input.email).executeTakeFirstOrThrow();
    if (row.status !== 'pending' && row.status !== 'sending') break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { input, row: row! };
}

describe('mail bodies and links', () => {
  it('keeps only the metadata of a mail once SMTP took it', async () => {
    const { ctx, app } = await start({ NODE_ENV: 'test' });
    await ctx.services.settings.update({ mail_driver: 'smtp', smtp_host: smtp.host, smtp_port: smtp.port, smtp_username: '', smtp_encryption: 'none' });
    const { input, row } = await signUpAndDeliver(ctx, app);
    await smtp.waitForMails(1);
    const delivered = smtp.mails.find((mail) => mail.to.includes(input.email))!;
    const token = linkToken(delivered.text);
    expect(row).toMatchObject({ recipient: input.email, template: 'welcome', status: 'sent', html: '', text: '' });
    expect(row.subject).toBe(delivered.subject);
    expect(row.sent_at).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('in production, prints mail without SMTP with its link tokens redacted, and drops the body', async () => {
    const lines: string[] = [];
    const { ctx, app } = await start({ NODE_ENV: 'production' }, (line) => lines.push(line));
    const { input, row } = await signUpAndDeliver(ctx, app);
    const printed = lines.find((line) => line.includes(`mail to ${input.email}`))!;
    expect(printed).toMatch(/\?token=\[redacted\]/);
    expect(printed).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    expect(row).toMatchObject({ status: 'logged', html: '', text: '' });
  });

  it('outside production, prints the link whole (the only way to follow it without SMTP) and keeps it in the outbox', async () => {
    const lines: string[] = [];
    const { ctx, app } = await start({ NODE_ENV: 'development' }, (line) => lines.push(line));
    const { input, row } = await signUpAndDeliver(ctx, app);
    const printed = lines.find((line) => line.includes(`mail to ${input.email}`))!;
    expect(linkToken(printed)).toBe(linkToken(row.text));
  });

  it('drops the body of a mail given up after its last attempt', async () => {
    const { ctx } = await start({ NODE_ENV: 'test' });
    const outbox = createOutbox({
      handle: ctx.handle,
      transport: async () => ({ kind: 'smtp', from: 'x', send: async () => { throw new Error('mailbox unavailable'); } }),
      maxAttempts: 1,
      log: () => undefined,
    });
    const id = await outbox.enqueue({ to: 'gone@example.com', subject: 'Reset', html: '<a href="http://x/?token=secret">x</a>', text: 'http://x/?token=secret', template: 'reset_password' });
    await outbox.processDue();
    await outbox.close();
    const row = await ctx.handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', html: '', text: '', subject: 'Reset', template: 'reset_password', last_error: 'mailbox unavailable' });
  });
});
