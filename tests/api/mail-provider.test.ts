import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveMailOptions } from '@/server/mail/transport';
import type { TestMailResult } from '@/shared/api/settings';
import { createAuthTestContext } from '../helpers/accounts';
import { startMailApi, type TestMailApi } from '../helpers/mail-api';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { TEST_ADMIN, type TestContext } from '../helpers/test-context';

/** The `resend` mail driver: the outbox and "send a test mail" through a provider's HTTP API on loopback. */
let t: TestContext;
let api: TestMailApi;
let smtp: TestSmtpServer;
let admin: string;

const KEY = 're_provider_key_Zq7';
const FROM = 'Polyglot <no-reply@polyglot.test>';

beforeAll(async () => {
  api = await startMailApi();
  smtp = await startSmtpServer();
  t = await createAuthTestContext({ MAIL_API_URL: api.url });
  admin = await t.tokenFor(await t.adminId());
});
afterAll(async () => {
  await t.close();
  await api.stop();
  await smtp.stop();
});
beforeEach(async () => {
  await t.ctx.services.settings.update({ mail_driver: 'resend', mail_api_key: KEY, mail_from: FROM, smtp_host: '' });
});

let sequence = 0;
/** Queues one mail and runs the worker once; answers its outbox row. */
async function deliverOne(subject = 'Provider test') {
  const to = `reader${++sequence}@example.com`;
  const id = await t.ctx.services.outbox.enqueue({ to, subject, html: `<p>${subject}</p>`, text: subject, template: 'test' });
  return { to, id, row: await processed(id) };
}
const row = (id: number) => t.ctx.handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/**
 * Runs the worker until the row has had an attempt more than `attemptsBefore` and left 'sending'
 * (a run that started before the row became due may be the one processDue answers with).
 */
async function processed(id: number, attemptsBefore = 0) {
  for (let tries = 0; tries < 200; tries++) {
    await t.ctx.services.outbox.processDue();
    const current = await row(id);
    if (current.status !== 'sending' && current.attempts > attemptsBefore) return current;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`mail ${id} was not processed`);
}
async function retryNow(id: number) {
  const { attempts } = await row(id);
  await t.ctx.handle.db.updateTable('mail_outbox').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
  return processed(id, attempts);
}
const testMail = (language = 'en') =>
  t.callJson<TestMailResult>('/api/dashboard/settings/test-mail', { method: 'POST', token: admin, headers: { 'x-language': language } });

describe('the resend driver', () => {
  it('delivers outbox mail with one authorised JSON call and drops the body', async () => {
    const before = api.requests.length;
    const { to, row: delivered } = await deliverOne();
    expect(api.requests.slice(before)).toEqual([{
      method: 'POST',
      path: '/emails',
      authorization: `Bearer ${KEY}`,
      contentType: 'application/json',
      body: { from: FROM, to: [to], subject: 'Provider test', html: '<p>Provider test</p>', text: 'Provider test' },
    }]);
    expect(delivered).toMatchObject({ status: 'sent', attempts: 1, last_error: null, html: '', text: '' });
  });

  it("keeps a mail the provider refused (5xx) and sends it on the retry; a 4xx is kept with the provider's message", async () => {
    api.failNext(500, { statusCode: 500, name: 'internal_server_error', message: 'Upstream exploded' });
    const { id, row: failed } = await deliverOne();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: '500 Internal Server Error: Upstream exploded' });
    expect(failed.text).toBe('Provider test');
    expect(await retryNow(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

    api.failNext(422, { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' });
    expect((await deliverOne()).row).toMatchObject({ status: 'pending', attempts: 1, last_error: '422 Unprocessable Entity: Invalid `to` field.' });
  });

  it('keeps a mail while the provider cannot be reached and sends it once it is back', async () => {
    await api.stop();
    let id: number;
    try {
      const queued = await deliverOne();
      id = queued.id;
      expect(queued.row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(queued.row.last_error).toMatch(/fetch failed: .*ECONNREFUSED/);
    } finally {
      await api.start();
    }
    expect(await retryNow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it("sends the test mail through the provider and reports its answer", async () => {
    const { res, body } = await testMail();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ message: 'Test mail sent', data: { sent: true, to: TEST_ADMIN.email } });
    expect(body.data!.response).toMatch(/^200 OK \(id [0-9a-f-]{36}\)$/);
    expect(api.requests.at(-1)).toMatchObject({ authorization: `Bearer ${KEY}`, body: { to: [TEST_ADMIN.email], subject: expect.stringMatching(/^Test mail from /) } });
  });

  it("reports the provider's refusal of the test mail, never repeating the key", async () => {
    api.failNext(401, { statusCode: 401, name: 'validation_error', message: `API key ${KEY} is invalid` });
    const { res, body } = await testMail('sv');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ message: 'Testmejlet kunde inte skickas', data: { sent: false, response: '401 Unauthorized: API key [redacted] is invalid' } });

    api.failNext(403, { statusCode: 403, message: `Key ${KEY} may only send to its owner` });
    const { id } = await deliverOne();
    expect((await row(id)).last_error).toBe('403 Forbidden: Key [redacted] may only send to its owner');
    await t.ctx.services.logs.flush();
    const stored = JSON.stringify([await t.ctx.handle.db.selectFrom('mail_outbox').selectAll().execute(), await t.ctx.handle.db.selectFrom('logs').selectAll().execute()]);
    expect(stored).not.toContain(KEY);
  });

  it('is a 409 naming the provider when the resend driver has no key', async () => {
    await t.ctx.services.settings.update({ mail_api_key: '' });
    const { res, body } = await testMail();
    expect(res.status).toBe(409);
    expect(body.message).toMatch(/mail provider/i);
  });

  it('follows a changed key, driver or server on the very next mail', async () => {
    await t.ctx.services.settings.update({ mail_api_key: 're_rotated_key_Zq7' });
    await deliverOne();
    expect(api.requests.at(-1)!.authorization).toBe('Bearer re_rotated_key_Zq7');

    const before = api.requests.length;
    await t.ctx.services.settings.update({ mail_driver: 'smtp', smtp_host: smtp.host, smtp_port: smtp.port, smtp_username: '', smtp_encryption: 'none' });
    const { to, row: overSmtp } = await deliverOne('Over SMTP');
    expect(overSmtp.status).toBe('sent');
    expect(smtp.mails.some((mail) => mail.to.includes(to) && mail.subject === 'Over SMTP')).toBe(true);
    expect(api.requests.length).toBe(before);

    await t.ctx.services.settings.update({ mail_driver: 'log' });
    expect((await deliverOne()).row.status).toBe('logged');
    expect(api.requests.length).toBe(before);
  });
});

describe('mail options', () => {
  const environment = (host: string | null) => ({
    smtpOverrides: { host, port: null, username: null, password: null, encryption: null, from: null },
    mailApiUrl: 'http://127.0.0.1:9/',
  });

  it('take the provider from the dashboard unless SMTP_HOST is set, which wins as before', () => {
    const settings = { mail_driver: 'resend', mail_api_key: KEY, mail_from: FROM };
    expect(resolveMailOptions(settings, environment(null))).toEqual({ driver: 'resend', url: 'http://127.0.0.1:9', key: KEY, from: FROM });
    expect(resolveMailOptions(settings, environment('smtp.example.com'))).toMatchObject({ driver: 'smtp', host: 'smtp.example.com', from: FROM });
    expect(resolveMailOptions({ ...settings, mail_api_key: '' }, environment(null))).toBeNull();
  });
});
