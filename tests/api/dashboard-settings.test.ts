import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSealed } from '@/server/services/secret-cipher';
import { probeFtp } from '@/server/storage/ftp';
import { SECRET_SETTING_KEYS, SETTING_SCHEMAS, type DashboardSettings, type TestFtpResult, type TestMailResult } from '@/shared/api/settings';
import type { PublicBundle } from '@/shared/types';
import { startFtpServer, type TestFtpServer } from '../helpers/ftp';
import { startMailApi, type TestMailApi } from '../helpers/mail-api';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { createTestContext, TEST_ADMIN, type TestContext } from '../helpers/test-context';

let t: TestContext;
let smtp: TestSmtpServer;
let mailApi: TestMailApi;
let admin: string;
let logged: string[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  mailApi = await startMailApi();
  t = await createTestContext({ MAIL_API_URL: mailApi.url });
  admin = await t.tokenFor(await t.adminId());
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
  await mailApi.stop();
});

/** Everything the process prints while a test runs, to check that no secret reaches the log. */
beforeAll(() => {
  logged = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
});


const SETTINGS = '/api/dashboard/settings';
const put = (json: unknown, token = admin, language = 'en') =>
  t.callJson<DashboardSettings>(SETTINGS, { method: 'PUT', json, token, headers: { 'x-language': language } });
const get = (token = admin) => t.callJson<DashboardSettings>(SETTINGS, { token });
const secretOf = (name: string) => `sentinel-${name}-Zq7`;
const ALL_SECRETS = Object.fromEntries(SECRET_SETTING_KEYS.map((key) => [key, secretOf(key)]));

async function storedRows() {
  const rows = await t.ctx.handle.db.selectFrom('settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, t.ctx.handle.json.read<unknown>(row.value)]));
}

describe('/api/dashboard/settings access', () => {
  it.each([
    ['GET', SETTINGS, undefined],
    ['PUT', SETTINGS, { app_name: 'X' }],
    ['POST', `${SETTINGS}/test-mail`, undefined],
    ['POST', `${SETTINGS}/test-ftp`, undefined],
  ])('%s %s: 401 without a session, 403 without external.settings', async (method, path, json) => {
    expect((await t.call(path, { method, json })).status).toBe(401);
    const token = await t.tokenFor(await t.createUser({ external: { dashboard: true }, users: { read: true, update: true, settings: true } }));
    const { res, body } = await t.callJson(path, { method, json, token });
    expect(res.status).toBe(403);
    expect(body).toMatchObject({ status: false, statusCode: 403 });
  });

  it('a role holding only external.settings may read and save', async () => {
    const token = await t.tokenFor(await t.createUser({ external: { settings: true } }));
    expect((await get(token)).res.status).toBe(200);
    expect((await put({ contact_phone: '+46 8 000 00 00' }, token)).res.status).toBe(200);
  });
});

describe('GET /api/dashboard/settings', () => {
  it('answers every setting, each secret only as { set }', async () => {
    const { res, body } = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(body.data!).sort()).toEqual(Object.keys(SETTING_SCHEMAS).sort());
    expect(body.data).toMatchObject({ app_name: 'Polyglot', smtp_port: 587, registration: true });
    for (const key of SECRET_SETTING_KEYS) expect(body.data![key]).toEqual({ set: false });
  });
});

describe('PUT /api/dashboard/settings', () => {
  it('saves a subset, answers reload_store, and the public bundle has it on the next request', async () => {
    await t.callJson<PublicBundle>('/api/settings');
    const { res, body } = await put({ app_name: 'Renamed by PUT', contact_message: { en: 'Hi', sv: 'Hej' } });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'Settings updated', reload_store: true });
    expect(body.data).toMatchObject({ app_name: 'Renamed by PUT', contact_message: { en: 'Hi', sv: 'Hej' }, contact_email: 'hello@example.com' });
    const bundle = await t.callJson<PublicBundle>('/api/settings', { headers: { 'x-language': 'sv' } });
    expect(bundle.body.data!.settings).toMatchObject({ app_name: 'Renamed by PUT', contact: { message: 'Hej' } });
  });

  it('stores secrets encrypted, answers only { set: true }, and never returns or logs them', async () => {
    const saved = await put(ALL_SECRETS);
    expect(saved.res.status).toBe(200);
    for (const key of SECRET_SETTING_KEYS) expect(saved.body.data![key]).toEqual({ set: true });
    const read = await t.call(SETTINGS, { token: admin });
    const text = await read.text();
    const stored = await storedRows();
    for (const key of SECRET_SETTING_KEYS) {
      expect(text).not.toContain(secretOf(key));
      expect(isSealed(stored[key])).toBe(true);
      expect(JSON.stringify(stored)).not.toContain(secretOf(key));
      // The services that need them (mail transport, OAuth) read them in clear.
      expect(await t.ctx.services.settings.get(key)).toBe(secretOf(key));
    }
    const publicBundle = await (await t.call('/api/settings?force', { token: admin })).text();
    // The mail API key in use, refused by a provider that repeats it: neither the answer nor the outbox keeps it.
    await put({ mail_driver: 'resend' });
    mailApi.failNext(401, { statusCode: 401, message: `Unknown key ${secretOf('mail_api_key')}` }, 2);
    const testMail = await (await t.call(`${SETTINGS}/test-mail`, { method: 'POST', token: admin })).text();
    expect(mailApi.requests.at(-1)!.authorization).toBe(`Bearer ${secretOf('mail_api_key')}`);
    const queued = await t.ctx.services.outbox.enqueue({ to: 'reader@example.com', subject: 'S', html: '', text: 'T', template: 'test' });
    await t.ctx.services.outbox.processDue();
    await put({ mail_driver: 'smtp' });
    const outbox = JSON.stringify(await t.ctx.handle.db.selectFrom('mail_outbox').selectAll().where('id', '=', queued).execute());
    expect(outbox).toContain('[redacted]');
    await t.ctx.services.logs.flush();
    const logRows = JSON.stringify(await t.ctx.handle.db.selectFrom('logs').selectAll().execute());
    for (const key of SECRET_SETTING_KEYS) {
      expect(publicBundle).not.toContain(secretOf(key));
      expect(testMail).not.toContain(secretOf(key));
      expect(outbox).not.toContain(secretOf(key));
      expect(logRows).not.toContain(secretOf(key));
      expect(logged.join('\n')).not.toContain(secretOf(key));
    }
  });

  it('an empty secret keeps the stored value; null clears it', async () => {
    await put({ smtp_password: 'kept-Zq7', ftp_password: 'cleared-Zq7' });
    // (mail_from decides nothing about where the password goes: see settings-secret-targets.test.ts)
    const { body } = await put({ smtp_password: '', ftp_password: null, mail_from: 'mailer@polyglot.test' });
    expect(body.data).toMatchObject({ smtp_password: { set: true }, ftp_password: { set: false }, mail_from: 'mailer@polyglot.test' });
    expect(await t.ctx.services.settings.get('smtp_password')).toBe('kept-Zq7');
    expect(await t.ctx.services.settings.get('ftp_password')).toBe('');
    expect((await storedRows()).ftp_password).toBe('');
  });

  it('takes its GET answer back as it is, with a field changed, keeping the secrets', async () => {
    await put({ smtp_password: 'round-trip-Zq7' });
    const { body: read } = await get();
    const { res, body } = await put({ ...read.data, contact_phone: '+46 8 111 11 11' });
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ ...read.data, contact_phone: '+46 8 111 11 11' });
    expect(await t.ctx.services.settings.get('smtp_password')).toBe('round-trip-Zq7');
  });

  it('refuses an unknown key with a translated 422 and writes nothing', async () => {
    const before = await storedRows();
    const { res, body } = await put({ app_name: 'Not saved', not_a_setting: 1 }, admin, 'sv');
    expect(res.status).toBe(422);
    expect(body.status).toBe(false);
    expect(JSON.stringify(body.data)).toMatch(/not_a_setting/);
    expect(JSON.stringify(body.data)).toMatch(/Okänd|okänd|nyckel/i);
    expect(await storedRows()).toEqual(before);
  });

  it.each([
    [{ smtp_port: 'abc' }, 'smtp_port'],
    [{ smtp_port: 70_000 }, 'smtp_port'],
    [{ default_language: 'de' }, 'default_language'],
    [{ contact_email: 'not-an-address' }, 'contact_email'],
    [{ app_name: '' }, 'app_name'],
    [{ smtp_password: 42 }, 'smtp_password'],
    [{ cookie_consent: { enabled: true, categories: ['spying'] } }, 'cookie_consent'],
  ])('refuses %j with a 422 naming the field', async (json, field) => {
    const { res, body } = await put(json);
    expect(res.status).toBe(422);
    expect(body.data).toHaveProperty(field);
  });

  it('refuses a default role that does not exist, and saves one that does', async () => {
    const { res, body } = await put({ default_role: 999_999, app_name: 'Not saved either' }, admin, 'sv');
    expect(res.status).toBe(422);
    expect(body.data).toMatchObject({ default_role: { _errors: ['Rollen finns inte'] } });
    const { db, json } = t.ctx.handle;
    const role = await db.insertInto('roles').values({ name: 'Members', permissions: json.write({}), updated_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    expect((await put({ default_role: role.id })).body.data).toMatchObject({ default_role: role.id });
  });

  it('a non-object body is a 422', async () => {
    expect((await put(['app_name'])).res.status).toBe(422);
  });
});

describe('POST /api/dashboard/settings/test-mail', () => {
  it('sends a mail to the caller through the configured SMTP server and reports its answer', async () => {
    await put({ mail_driver: 'smtp', smtp_host: smtp.host, smtp_port: smtp.port, smtp_username: '', smtp_encryption: 'none', mail_from: 'Polyglot <no-reply@polyglot.test>' });
    const { res, body } = await t.callJson<TestMailResult>(`${SETTINGS}/test-mail`, { method: 'POST', token: admin });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ message: 'Test mail sent', data: { sent: true, to: TEST_ADMIN.email } });
    // The server's own words are not repeated (connection-tests.test.ts), only what happened.
    expect(body.data).toMatchObject({ response: 'The SMTP server accepted the mail', failure: null });
    const mail = smtp.mails.find((captured) => captured.to.includes(TEST_ADMIN.email));
    expect(mail?.subject).toMatch(/^Test mail from /);
  });

  it("reports the SMTP server's error", async () => {
    await smtp.stop();
    try {
      const { res, body } = await t.callJson<TestMailResult>(`${SETTINGS}/test-mail`, { method: 'POST', token: admin, headers: { 'x-language': 'tr' } });
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ message: 'Test e-postası gönderilemedi', data: { sent: false, failure: 'unreachable' } });
      expect(body.data!.response).toMatch(/Sunucuya ulaşılamadı/);
    } finally {
      await smtp.start();
    }
  });

  it('is a 409 when no SMTP server is configured', async () => {
    await put({ smtp_host: '' });
    const { res, body } = await t.callJson(`${SETTINGS}/test-mail`, { method: 'POST', token: admin });
    expect(res.status).toBe(409);
    expect(body.message).toMatch(/SMTP/);
  });
});

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('POST /api/dashboard/settings/test-ftp', () => {
  let ftp: TestFtpServer;
  const testFtp = (language = 'en') =>
    t.callJson<TestFtpResult>(`${SETTINGS}/test-ftp`, { method: 'POST', token: admin, headers: { 'x-language': language } });
  const saveFtp = (server: TestFtpServer, password = server.password) =>
    put({ ftp_enabled: true, ftp_host: server.host, ftp_port: server.port, ftp_username: server.username, ftp_password: password });

  beforeAll(async () => {
    ftp = await startFtpServer({ files: ['one.txt', 'two.txt', 'three.txt'] });
  });
  afterAll(() => ftp.stop());

  it('logs in with the saved (decrypted) password, lists the directory and reports the replies', async () => {
    await saveFtp(ftp);
    const { res, body } = await testFtp();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'Connected to the FTP server', data: { connected: true, failure: null, directory: '/', entries: 3 } });
    expect(body.data!.response).toBe('Logged in to the FTP server');
    expect(ftp.logins.at(-1)).toEqual({ username: ftp.username, password: ftp.password });
    expect(JSON.stringify(body)).not.toContain(ftp.password);
  });

  it("reports the server's 530 for a wrong password, translated, without the password", async () => {
    await saveFtp(ftp, 'wrong-ftp-password-Zq7');
    const { res, body } = await testFtp('sv');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'Det gick inte att ansluta till FTP-servern', data: { connected: false, failure: 'auth_refused', directory: null, entries: null } });
    expect(body.data!.response).toBe('Servern godtog inte användarnamnet eller lösenordet');
    expect(JSON.stringify(body)).not.toContain('wrong-ftp-password-Zq7');
  });

  it('never repeats the password even when the server echoes it', async () => {
    const careless = await startFtpServer({ refusal: (tried) => `Bad password ${tried}` });
    try {
      await saveFtp(careless, 'echoed-ftp-password-Zq7');
      const { body } = await testFtp();
      expect(body.data).toMatchObject({ connected: false, failure: 'auth_refused', response: 'The server refused the user name or password' });
      expect(JSON.stringify(body)).not.toContain('echoed-ftp-password-Zq7');
      expect(careless.logins.at(-1)?.password).toBe('echoed-ftp-password-Zq7');
    } finally {
      await careless.stop();
    }
  });

  it('reports a refused connection when nothing listens', async () => {
    await put({ ftp_host: '127.0.0.1', ftp_port: await closedPort(), ftp_password: ftp.password });
    const { res, body } = await testFtp('tr');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ message: 'FTP sunucusuna bağlanılamadı', data: { connected: false, failure: 'unreachable' } });
  });

  it('gives up on a server that never answers within the deadline', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const probe = await probeFtp(
        { host: '127.0.0.1', port: (silent.address() as net.AddressInfo).port, username: 'u', password: 'p' },
        { deadlineMs: 300, resolve: async (host) => host },
      );
      expect(probe).toMatchObject({ connected: false, failure: 'timed_out', directory: null });
    } finally {
      silent.close();
    }
  });

  it('is a translated 409 when no FTP host is configured', async () => {
    await put({ ftp_host: '' });
    const { res, body } = await testFtp();
    expect(res.status).toBe(409);
    expect(body).toMatchObject({ status: false, message: 'No FTP server is configured: set the FTP host in the FTP settings first' });
    expect((await testFtp('tr')).body.message).toMatch(/FTP/);
  });

  it('writes no FTP password to the log or the request log', async () => {
    await t.ctx.services.logs.flush();
    const logRows = JSON.stringify(await t.ctx.handle.db.selectFrom('logs').selectAll().execute());
    for (const password of [ftp.password, 'wrong-ftp-password-Zq7', 'echoed-ftp-password-Zq7']) {
      expect(logged.join('\n')).not.toContain(password);
      expect(logRows).not.toContain(password);
    }
  });
});
