import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@/shared/types';
import { createAuthTestContext, newAccount, signIn, tokenLinkIn } from '../../helpers/accounts';
import { smtpSettings, startSmtpServer, type TestSmtpServer } from '../../helpers/smtp';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createAuthTestContext();
  await t.ctx.services.settings.update(smtpSettings(smtp));
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

async function waitForMailTo(address: string, count = 1) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(address).length < count) {
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await t.ctx.services.outbox.processDue();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(address);
}

describe('mail through a real SMTP server', () => {
  it('delivers the welcome mail whose link verifies the account', async () => {
    const input = newAccount();
    const res = await t.call('/api/auth/sign-up', { json: input, headers: { 'x-language': 'tr' } });
    expect(res.status).toBe(201);
    const [welcome] = await waitForMailTo(input.email);
    expect(welcome.from).toBe('no-reply@polyglot.test');
    expect(welcome.subject).toBe('Polyglot hesabınıza hoş geldiniz');
    const link = tokenLinkIn(welcome.text);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/tr/hesap');
    expect(welcome.html).toContain(link.toString().replace(/&/g, '&amp;'));

    const verified = await t.callJson<{ user: AuthUser }>('/api/auth/verify', { json: { token: link.searchParams.get('token') } });
    expect(verified.res.status).toBe(200);
    expect(verified.body.data!.user).toMatchObject({ email: input.email, email_verified: true });
  });

  it('delivers the reset link, which sets a new password; then "password changed"', async () => {
    const input = newAccount();
    expect((await t.call('/api/auth/sign-up', { json: input })).status).toBe(201);
    await waitForMailTo(input.email);

    const forgot = await t.call('/api/auth/forgot-password', { json: { email: input.email, path: '/auth/recovery-account' } });
    expect(forgot.status).toBe(200);
    await t.ctx.services.auth.recovery.settled();
    const recovery = (await waitForMailTo(input.email, 2))[1];
    expect(recovery.subject).toBe('Reset your Polyglot password');
    const link = tokenLinkIn(recovery.text);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/auth/recovery-account');

    const newPassword = 'Saffron-Glacier-Tunnel-3';
    const reset = await t.call('/api/auth/reset-password', { json: { token: link.searchParams.get('token'), new_password: newPassword, confirm_password: newPassword } });
    expect(reset.status).toBe(200);
    expect((await signIn(t, input.username, newPassword)).res.status).toBe(200);
    const changed = (await waitForMailTo(input.email, 3))[2];
    expect(changed.subject).toBe('Your Polyglot password was changed');
  });

  it('keeps a mail while SMTP is down and delivers it exactly once when it is back', async () => {
    await smtp.stop();
    const input = newAccount();
    const res = await t.call('/api/auth/sign-up', { json: input });
    expect(res.status).toBe(201);

    const { db } = t.ctx.handle;
    const pendingRow = () => db.selectFrom('mail_outbox').selectAll().where('recipient', '=', input.email).executeTakeFirstOrThrow();
    await t.ctx.services.outbox.processDue();
    let row = await pendingRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    // The retry is due after its back-off; let that time pass.
    await db.updateTable('mail_outbox').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', row.id).execute();
    await Promise.all([t.ctx.services.outbox.processDue(), t.ctx.services.outbox.processDue()]);
    await t.ctx.services.outbox.processDue();
    await waitForMailTo(input.email);
    await t.ctx.services.outbox.processDue();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(mailsTo(input.email)).toHaveLength(1);
    row = await pendingRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });
});
