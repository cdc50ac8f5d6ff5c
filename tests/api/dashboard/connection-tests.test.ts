import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import { loadConfig } from '@/server/config';
import { resolveConnectionTarget } from '@/server/net/connection-target';
import { smtpConnectionOptions } from '@/server/mail/transport';
import { CONNECTION_TEST_LIMIT } from '@/server/services/connection-tests';
import { createMailQuota } from '@/server/services/mail-quota';
import { createTestFtpService } from '@/server/services/test-ftp';
import { createTestMailService } from '@/server/services/test-mail';
import { StartupError } from '@/server/startup-error';
import type { TestFtpResult, TestMailResult } from '@/shared/api/settings';
import { startFtpServer, type TestFtpServer } from '../../helpers/ftp';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../helpers/test-context';
import { staff } from './helpers';

/**
 * Review finding (2026-11): the "test mail" and "test FTP" of the settings could be used as a
 * port scanner (any host and port, answers echoed, held up to 152 s by a slow server, no limit).
 */
const TEST_NET = '192.0.2.0/24';
let t: TestContext;
let ftp: TestFtpServer;
let smtp: TestSmtpServer;
const servers: net.Server[] = [];

beforeAll(async () => {
  ftp = await startFtpServer();
  smtp = await startSmtpServer({ auth: true });
  t = await createTestContext({ CONNECTION_TEST_ALLOWED_HOSTS: `127.0.0.0/8, ::1, ${TEST_NET}`, MAIL_RECIPIENT_LIMIT_PER_HOUR: '3' });
});
afterAll(async () => {
  await t.close();
  await ftp.stop();
  await smtp.stop();
  for (const server of servers) server.close();
});

const SETTINGS = '/api/dashboard/settings';
type Failure = TestFtpResult['failure'];
const settingsHolder = async () => (await staff(t, { external: { settings: true } })).token;
const testFtp = (context: TestContext, token: string, language = 'en') =>
  context.callJson<TestFtpResult>(`${SETTINGS}/test-ftp`, { method: 'POST', token, headers: { 'x-language': language } });
const testMail = (context: TestContext, token: string, language = 'en') =>
  context.callJson<TestMailResult>(`${SETTINGS}/test-mail`, { method: 'POST', token, headers: { 'x-language': language } });
const failureText = (failure: NonNullable<Failure>) => en.api[`connection_test_${failure}`];

/** A TCP service on loopback that answers every connection with `greet` (and every line with `reply`). */
async function fakeService(greet: (socket: net.Socket) => void, reply?: (line: string) => string): Promise<number> {
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    greet(socket);
    if (reply) socket.on('data', (data) => { for (const line of data.toString().split('\r\n').filter(Boolean)) socket.write(reply(line)); });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A server that never finishes its greeting: one more continuation line every 50 ms. */
const trickling = () => fakeService((socket) => {
  const timer = setInterval(() => socket.write('220-still greeting\r\n'), 50);
  socket.on('close', () => clearInterval(timer));
});

describe('private and loopback targets', () => {
  it('loopback is refused without CONNECTION_TEST_ALLOWED_HOSTS: nothing connects', async () => {
    const closed = await createTestContext({ CONNECTION_TEST_ALLOWED_HOSTS: '' });
    try {
      await closed.ctx.services.settings.update({
        ftp_host: ftp.host, ftp_port: ftp.port, ftp_username: ftp.username, ftp_password: ftp.password,
        mail_driver: 'smtp', smtp_host: smtp.host, smtp_port: smtp.port, smtp_encryption: 'none', smtp_username: '',
      });
      const token = await closed.tokenFor(await closed.adminId());
      const loginsBefore = ftp.logins.length;
      const mailsBefore = smtp.mails.length;
      const ftpAnswer = await testFtp(closed, token, 'sv');
      expect(ftpAnswer.res.status).toBe(200);
      expect(ftpAnswer.body.data).toMatchObject({ connected: false, failure: 'not_allowed', response: sv.api.connection_test_not_allowed });
      const mailAnswer = await testMail(closed, token);
      expect(mailAnswer.body.data).toMatchObject({ sent: false, failure: 'not_allowed', response: failureText('not_allowed') });
      expect(ftp.logins.length).toBe(loginsBefore);
      expect(smtp.mails.length).toBe(mailsBefore);
    } finally {
      await closed.close();
    }
  });

  it.each(['localhost', '127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '0.0.0.0', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', 'fe80::1', 'fd00::1'])(
    '%s is refused without the allow-list, before any connection', async (host) => {
      await expect(resolveConnectionTarget(host, [])).rejects.toMatchObject({ failure: 'not_allowed' });
    },
  );

  it('a name is resolved once and the checked address is what is connected to', async () => {
    const address = await resolveConnectionTarget('localhost', ['127.0.0.0/8', '::1']);
    expect(net.isIP(address)).not.toBe(0);
    expect(['127.0.0.1', '::1']).toContain(address);
    await expect(resolveConnectionTarget('ftp.internal.example', ['ftp.internal.example'])).rejects.toMatchObject({ failure: 'unreachable' });
    expect(await resolveConnectionTarget('192.0.2.7', [TEST_NET])).toBe('192.0.2.7');
  });

  it('CONNECTION_TEST_ALLOWED_HOSTS is checked at start: hosts, addresses and CIDR ranges', () => {
    const base = { DATABASE_URL: 'sqlite::memory:' };
    expect(loadConfig({ ...base, CONNECTION_TEST_ALLOWED_HOSTS: '10.0.0.0/8, ftp.internal.example ::1' }).connectionTestAllowedHosts)
      .toEqual(['10.0.0.0/8', 'ftp.internal.example', '::1']);
    expect(loadConfig(base).connectionTestAllowedHosts).toEqual([]);
    expect(() => loadConfig({ ...base, CONNECTION_TEST_ALLOWED_HOSTS: '10.0.0.0/33' })).toThrow(StartupError);
    expect(() => loadConfig({ ...base, CONNECTION_TEST_ALLOWED_HOSTS: 'not a_host!' })).toThrow(/CONNECTION_TEST_ALLOWED_HOSTS/);
  });
});

describe('no foreign bytes in the answer', () => {
  it('an FTP server\'s greeting and refusal are not echoed: a translated class instead', async () => {
    const port = await fakeService((socket) => socket.write('220 BANNER-7f3a internal-ftpd 1.2\r\n'), () => '530 Denied BANNER-7f3a\r\n');
    await t.ctx.services.settings.update({ ftp_host: '127.0.0.1', ftp_port: port, ftp_username: 'u', ftp_password: 'p' });
    const { res, body } = await testFtp(t, await settingsHolder());
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ connected: false, failure: 'auth_refused', response: failureText('auth_refused'), directory: null });
    expect(JSON.stringify(body)).not.toContain('BANNER');
  });

  it('a service that is not FTP (or SMTP) is only "unreachable"', async () => {
    const port = await fakeService((socket) => socket.end('SSH-2.0-OpenSSH_9.9 BANNER-7f3a\r\n'));
    await t.ctx.services.settings.update({ ftp_host: '127.0.0.1', ftp_port: port, mail_driver: 'smtp', smtp_host: '127.0.0.1', smtp_port: port, smtp_encryption: 'none', smtp_username: '' });
    const token = await settingsHolder();
    const ftpAnswer = await testFtp(t, token);
    expect(ftpAnswer.body.data).toMatchObject({ connected: false, failure: 'unreachable', response: failureText('unreachable') });
    const mailAnswer = await testMail(t, token);
    expect(mailAnswer.body.data).toMatchObject({ sent: false, failure: 'unreachable', response: failureText('unreachable') });
    expect(JSON.stringify([ftpAnswer.body, mailAnswer.body])).not.toMatch(/BANNER|OpenSSH/);
  });

  it('an SMTP refusal is a class, and an SMTP error kept by the outbox has the password redacted', async () => {
    const careless = await startSmtpServer({ auth: true, refuseAuth: (password) => `Wrong password ${password} BANNER-7f3a` });
    try {
      await t.ctx.services.settings.update({ mail_driver: 'smtp', smtp_host: careless.host, smtp_port: careless.port, smtp_encryption: 'none', smtp_username: 'mailer', smtp_password: 'echoed-smtp-Zq7' });
      const { body } = await testMail(t, await settingsHolder());
      expect(body.data).toMatchObject({ sent: false, failure: 'auth_refused', response: failureText('auth_refused') });
      expect(JSON.stringify(body)).not.toMatch(/BANNER|echoed-smtp-Zq7/);
      const id = await t.ctx.services.outbox.enqueue({ to: 'reader@example.com', subject: 'S', html: '', text: 'T', template: 'test' });
      await t.ctx.services.outbox.processDue();
      const row = await t.ctx.handle.db.selectFrom('mail_outbox').select('last_error').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.last_error).toContain('[redacted]');
      expect(row.last_error).not.toContain('echoed-smtp-Zq7');
    } finally {
      await careless.stop();
    }
  });

  it('a successful test answers translated texts, not the servers\' replies', async () => {
    await t.ctx.services.settings.update({
      ftp_host: ftp.host, ftp_port: ftp.port, ftp_username: ftp.username, ftp_password: ftp.password,
      mail_driver: 'smtp', smtp_host: smtp.host, smtp_port: smtp.port, smtp_encryption: 'none', smtp_username: '',
    });
    const token = await settingsHolder();
    expect((await testFtp(t, token)).body.data).toMatchObject({ connected: true, failure: null, response: en.api.connection_test_ftp_ok, directory: '/', entries: 2 });
    expect((await testMail(t, token)).body.data).toMatchObject({ sent: true, failure: null, response: en.api.connection_test_smtp_ok });
  });
});

describe('an overall deadline', () => {
  it('a server that never finishes its greeting holds neither test beyond the deadline', async () => {
    const port = await trickling();
    await t.ctx.services.settings.update({ ftp_host: '127.0.0.1', ftp_port: port, mail_driver: 'smtp', smtp_host: '127.0.0.1', smtp_port: port, smtp_encryption: 'none', smtp_username: '' });
    const actor = { id: await t.adminId(), email: TEST_ADMIN.email };
    const ftpTest = createTestFtpService(t.ctx.services.settings, t.ctx.config, { deadlineMs: 300 });
    expect(await ftpTest.run(actor, 'en')).toMatchObject({ connected: false, failure: 'timed_out', response: failureText('timed_out') });
    const mailTest = createTestMailService(t.ctx.services.settings, t.ctx.config, createMailQuota(t.ctx.config), { deadlineMs: 300 });
    expect(await mailTest.send(actor, 'en')).toMatchObject({ sent: false, failure: 'timed_out', response: failureText('timed_out') });
  }, 10_000);
});

describe('SMTP authentication needs encryption beyond loopback', () => {
  it('the test refuses a password over plain SMTP to a non-loopback host, before connecting', async () => {
    await t.ctx.services.settings.update({ mail_driver: 'smtp', smtp_host: '192.0.2.10', smtp_port: 587, smtp_encryption: 'none', smtp_username: 'mailer', smtp_password: 'plain-Zq7' });
    const { res, body } = await testMail(t, await settingsHolder(), 'sv');
    expect(res.status).toBe(409);
    expect(body).toMatchObject({ status: false, message: sv.api.smtp_auth_unencrypted });
  }, 10_000);

  it('the outbox requires TLS before AUTH to a non-loopback host without encryption', () => {
    const plain = { driver: 'smtp', port: 25, user: 'mailer', pass: 'p', encryption: 'none', from: 'a@b.c' } as const;
    expect(smtpConnectionOptions({ ...plain, host: 'mail.example.org' })).toMatchObject({ requireTLS: true, ignoreTLS: false });
    expect(smtpConnectionOptions({ ...plain, host: '127.0.0.1' })).toMatchObject({ requireTLS: false, ignoreTLS: true });
    expect(smtpConnectionOptions({ ...plain, host: 'mail.example.org', user: '' })).toMatchObject({ ignoreTLS: true });
  });
});

describe('limits', () => {
  it(`each test answers 429 with Retry-After past ${CONNECTION_TEST_LIMIT.points} per user; another user is not counted`, async () => {
    await t.ctx.services.settings.update({ ftp_host: '10.9.9.9' });
    const token = await settingsHolder();
    for (let i = 0; i < CONNECTION_TEST_LIMIT.points; i++) expect((await testFtp(t, token)).body.data).toMatchObject({ failure: 'not_allowed' });
    const { res, body } = await testFtp(t, token, 'sv');
    expect(res.status).toBe(429);
    expect(body).toMatchObject({ status: false, message: sv.api.too_many_requests });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await testFtp(t, await settingsHolder())).res.status).toBe(200);
  });

  it('test mails count against the recipient\'s mail budget (MAIL_RECIPIENT_LIMIT_PER_HOUR)', async () => {
    await t.ctx.services.settings.update({ mail_driver: 'smtp', smtp_host: smtp.host, smtp_port: smtp.port, smtp_encryption: 'none', smtp_username: '' });
    const holder = await staff(t, { external: { settings: true } });
    const email = (await t.ctx.handle.db.selectFrom('users').select('email').where('id', '=', holder.id).executeTakeFirstOrThrow()).email;
    for (let i = 0; i < 3; i++) expect((await testMail(t, holder.token)).body.data).toMatchObject({ sent: true });
    const { res } = await testMail(t, holder.token);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(3);
  });
});
