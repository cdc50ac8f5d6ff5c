import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedUser } from '@/shared/api/users';
import { createAuthTestContext, linkToken, queuedMails, signIn, tokenLinkIn } from '../../helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp';
import type { CallOptions, TestContext } from '../../helpers/test-context';
import { newRole, staff } from './helpers';

/**
 * A user made by staff is invited: a mail in the user's language ("You have been invited…"), a
 * link valid once, for 7 days, that sets the password; not the reset mail (an hour, "ignore it").
 * With no mail driver nothing is queued and the staff member is given the link, which no log holds.
 */
let t: TestContext;
let smtp: TestSmtpServer;
let admin: string;
const DAY_MS = 86_400_000;
const PASSWORD = 'a-fresh-invited-passphrase';

const useSmtp = () => t.ctx.services.settings.update({ mail_driver: 'smtp', smtp_host: smtp.host, smtp_port: smtp.port, smtp_username: '', smtp_encryption: 'none' });
const noMailDriver = () => t.ctx.services.settings.update({ mail_driver: '', smtp_host: '' });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createAuthTestContext();
  admin = await t.tokenFor(await t.adminId());
  await t.ctx.handle.db.updateTable('users').set({ fullname: 'Ada Admin' }).where('id', '=', await t.adminId()).execute();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const create = async (locale: string | null, options: CallOptions & { status?: string } = {}) => {
  const name = `inv${Math.random().toString(36).slice(2, 10)}`;
  const { status = 'active', ...call } = options;
  const answer = await t.callJson<CreatedUser>('/api/dashboard/users', {
    token: admin,
    headers: { 'x-language': 'en' },
    json: { username: name, email: `${name}@example.com`, fullname: 'Invited Person', role_id: await newRole(t), status, locale },
    ...call,
  });
  return { name, email: `${name}@example.com`, ...answer };
};

async function mailTo(address: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.mails.find((mail) => mail.to.includes(address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await t.ctx.services.outbox.processDue();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const setPassword = (token: string) =>
  t.callJson('/api/auth/reset-password', { json: { token, new_password: PASSWORD, confirm_password: PASSWORD }, headers: { 'x-language': 'en' } });

const invitationTokens = (userId: number) =>
  t.ctx.handle.db.selectFrom('verification_tokens').selectAll().where('user_id', '=', userId).execute();

describe('with a mail driver', () => {
  beforeAll(useSmtp);

  it("mails an invitation in the new user's language, valid 7 days, and answers that it was mailed without the link", async () => {
    const { res, body, email, name } = await create('tr');
    expect(res.status).toBe(201);
    expect(body.data!.invitation).toMatchObject({ mailed: true, link: null, locale: 'tr' });
    const expires = Date.parse(body.data!.invitation!.expires_at);
    expect(Math.abs(expires - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Polyglot sitesine davet edildiniz');
    expect(mail.text).toContain('Ada Admin');
    expect(mail.text).toContain(name);
    expect(mail.text).toContain('7 gün');
    // Not the reset mail: no "if you did not ask for this, ignore it".
    expect(mail.text).not.toMatch(/görmezden|sıfırla/i);
    expect(tokenLinkIn(mail.text).pathname).toBe('/tr/hesap/kurtar');

    const [row] = await invitationTokens(body.data!.id);
    expect(row.kind).toBe('invitation');
    expect(row.token_hash).not.toContain(linkToken(mail.text));
    expect(Math.abs(Date.parse(row.expires_at) - Date.parse(row.created_at) - 7 * DAY_MS)).toBeLessThan(1_000);
  });

  it('an English user gets the English invitation', async () => {
    const { email } = await create('en');
    const mail = await mailTo(email);
    expect(mail.subject).toBe('You have been invited to Polyglot');
    expect(mail.text).toContain('Ada Admin has made you an account on Polyglot');
    expect(mail.text).toContain('for 7 days');
    expect(mail.text).not.toContain('ignore');
  });

  it('sets the password once: a second use is refused, and the user signs in with it', async () => {
    const { email, name } = await create('sv');
    const token = linkToken((await mailTo(email)).text);
    expect((await setPassword(token)).res.status).toBe(200);
    expect((await signIn(t, name, PASSWORD)).res.status).toBe(200);
    const again = await setPassword(token);
    expect(again.res.status).toBe(400);
  });

  it('is refused once expired', async () => {
    const { email, body } = await create('en');
    const token = linkToken((await mailTo(email)).text);
    await t.ctx.handle.db.updateTable('verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('user_id', '=', body.data!.id).where('kind', '=', 'invitation').execute();
    expect((await setPassword(token)).res.status).toBe(400);
  });

  it('still works after six days and 23 hours, no longer after seven days and a minute', async () => {
    const early = await create('en');
    const late = await create('en');
    const earlyToken = linkToken((await mailTo(early.email)).text);
    const lateToken = linkToken((await mailTo(late.email)).text);
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(now + 7 * DAY_MS - 3_600_000);
      expect((await setPassword(earlyToken)).res.status).toBe(200);
      vi.setSystemTime(now + 7 * DAY_MS + 60_000);
      expect((await setPassword(lateToken)).res.status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not sent to an account created inactive', async () => {
    const { body, email } = await create('en', { status: 'passive' });
    expect(body.data!.invitation).toBeNull();
    expect(await queuedMails(t, email)).toEqual([]);
    expect(await invitationTokens(body.data!.id)).toEqual([]);
  });
});

describe('without a mail driver', () => {
  beforeAll(noMailDriver);
  afterAll(useSmtp);

  it('queues nothing and gives the staff member the link, which works once', async () => {
    const { res, body, email } = await create('sv');
    expect(res.status).toBe(201);
    const invitation = body.data!.invitation!;
    expect(invitation).toMatchObject({ mailed: false, locale: 'sv' });
    const link = new URL(invitation.link!);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/sv/auth/recovery-account');
    expect(await queuedMails(t, email)).toEqual([]);

    const token = link.searchParams.get('token')!;
    expect((await setPassword(token)).res.status).toBe(200);
    expect((await setPassword(token)).res.status).toBe(400);
  });

  it('the link is in no request-log row and in no server log line', async () => {
    const printed: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
    }
    const { body } = await create('en');
    const token = new URL(body.data!.invitation!.link!).searchParams.get('token')!;
    await t.ctx.services.logs.flush();
    const rows = await t.ctx.handle.db.selectFrom('logs').selectAll().execute();
    expect(rows.some((row) => row.endpoint.includes('/api/dashboard/users'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(printed.join('\n')).not.toContain(token);
    const audit = await t.ctx.handle.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('a staff member without users.create gets no link (403, nothing created)', async () => {
    const reader = await staff(t, { users: { read: true, update: true } });
    const { res, body, email } = await create('en', { token: reader.token });
    expect(res.status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('token=');
    expect(await t.ctx.handle.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });
});
