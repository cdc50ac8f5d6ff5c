import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardSettings, SettingsPatch } from '@/shared/api/settings';
import { startFtpServer, type TestFtpServer } from '../helpers/ftp';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { createTestContext, type TestContext } from '../helpers/test-context';
import { staff } from './dashboard/helpers';

/**
 * Review finding (2026-11): a holder of external.settings, who may not read the saved secrets,
 * pointed the test mail and the test FTP at a server of their own and received the saved
 * passwords. Changing where a secret goes now clears it unless it is typed in the same save.
 */
let t: TestContext;
let holder: string;
let attackerSmtp: TestSmtpServer;
let attackerFtp: TestFtpServer;

const SMTP_SECRET = 'operator-smtp-password-Zq7';
const FTP_SECRET = 'operator-ftp-password-Zq7';
const OPERATOR_SMTP = { mail_driver: 'smtp', smtp_host: 'smtp.operator.invalid', smtp_port: 587, smtp_username: 'operator', smtp_password: SMTP_SECRET, smtp_encryption: 'tls' };
const OPERATOR_FTP = { ftp_enabled: true, ftp_host: 'ftp.operator.invalid', ftp_port: 21, ftp_username: 'operator', ftp_password: FTP_SECRET };

beforeAll(async () => {
  attackerSmtp = await startSmtpServer({ auth: true });
  attackerFtp = await startFtpServer({ username: 'operator' });
  t = await createTestContext();
  holder = (await staff(t, { external: { settings: true } })).token;
});
afterAll(async () => {
  await t.close();
  await attackerSmtp.stop();
  await attackerFtp.stop();
});
beforeEach(async () => {
  await t.ctx.services.settings.update({
    ...OPERATOR_SMTP, ...OPERATOR_FTP,
    google_client_id: 'google-id', google_client_secret: 'google-secret-Zq7',
    facebook_client_id: 'facebook-id', facebook_client_secret: 'facebook-secret-Zq7',
    vimeo_client_id: 'vimeo-id', vimeo_client_secret: 'vimeo-secret-Zq7', vimeo_access_token: 'vimeo-token-Zq7',
    mail_api_key: 'mail-api-key-Zq7',
  });
});

const SETTINGS = '/api/dashboard/settings';
const save = (json: SettingsPatch) => t.callJson<DashboardSettings>(SETTINGS, { method: 'PUT', json, token: holder });
const stored = (key: string) => t.ctx.services.settings.get<string>(key);

describe('the attack of the review', () => {
  it('the test mail pointed at the holder\'s own SMTP server does not carry the saved password', async () => {
    const { res, body } = await save({ smtp_host: attackerSmtp.host, smtp_port: attackerSmtp.port, smtp_encryption: 'none' });
    expect(res.status).toBe(200);
    const answer = await t.call(`${SETTINGS}/test-mail`, { method: 'POST', token: holder });
    expect(answer.status).toBe(200);
    expect(attackerSmtp.mails).toHaveLength(1);
    expect(attackerSmtp.logins.map((login) => login.password)).not.toContain(SMTP_SECRET);
    expect(await answer.text()).not.toContain(SMTP_SECRET);
    // The outbox, which sends with the same saved settings, does not carry it either.
    await t.ctx.services.outbox.enqueue({ to: 'reader@example.com', subject: 'S', html: '', text: 'T', template: 'test' });
    await t.ctx.services.outbox.processDue();
    expect(attackerSmtp.mails).toHaveLength(2);
    expect(attackerSmtp.logins.map((login) => login.password)).not.toContain(SMTP_SECRET);
    expect(body.data!.smtp_password).toEqual({ set: false });
    expect(await stored('smtp_password')).toBe('');
  });

  it('the test FTP pointed at the holder\'s own FTP server does not carry the saved password', async () => {
    const { res, body } = await save({ ftp_host: attackerFtp.host, ftp_port: attackerFtp.port });
    expect(res.status).toBe(200);
    const answer = await t.call(`${SETTINGS}/test-ftp`, { method: 'POST', token: holder });
    expect(answer.status).toBe(200);
    expect(attackerFtp.logins.map((login) => login.password)).not.toContain(FTP_SECRET);
    expect(await answer.text()).not.toContain(FTP_SECRET);
    expect(body.data!.ftp_password).toEqual({ set: false });
    expect(await stored('ftp_password')).toBe('');
  });
});

describe('a change of where a secret goes clears it', () => {
  it.each([
    ['smtp_password', { smtp_host: 'other.example.org' }],
    ['smtp_password', { smtp_port: 2525 }],
    ['smtp_password', { smtp_username: 'someone-else' }],
    ['smtp_password', { smtp_encryption: 'ssl' }],
    ['ftp_password', { ftp_host: 'other.example.org' }],
    ['ftp_password', { ftp_port: 2121 }],
    ['ftp_password', { ftp_username: 'someone-else' }],
    ['google_client_secret', { google_client_id: 'another-google-id' }],
    ['facebook_client_secret', { facebook_client_id: 'another-facebook-id' }],
    ['vimeo_client_secret', { vimeo_client_id: 'another-vimeo-id' }],
    ['vimeo_access_token', { vimeo_client_id: 'another-vimeo-id' }],
  ] as const)('%s is cleared by %j, and the audit row names it', async (secret, change) => {
    const { res, body } = await save(change);
    expect(res.status).toBe(200);
    expect(body.data![secret]).toEqual({ set: false });
    expect(await stored(secret)).toBe('');
    const audit = await t.ctx.handle.db.selectFrom('audit_log').select('changes').where('entity', '=', 'settings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes!)).toEqual(expect.arrayContaining([...Object.keys(change), secret]));
  });

  it('keeps a secret typed in the same save', async () => {
    const { body } = await save({ smtp_host: 'other.example.org', smtp_password: 'new-smtp-Zq7', ftp_port: 2121, ftp_password: 'new-ftp-Zq7' });
    expect(body.data).toMatchObject({ smtp_password: { set: true }, ftp_password: { set: true } });
    expect(await stored('smtp_password')).toBe('new-smtp-Zq7');
    expect(await stored('ftp_password')).toBe('new-ftp-Zq7');
  });

  it('keeps every secret when the destination is sent back unchanged (a GET answer saved again) or something else changes', async () => {
    const { body: read } = await t.callJson<DashboardSettings>(SETTINGS, { token: holder });
    expect((await save({ ...read.data, app_name: 'Renamed', mail_driver: 'resend' })).res.status).toBe(200);
    expect(await stored('smtp_password')).toBe(SMTP_SECRET);
    expect(await stored('ftp_password')).toBe(FTP_SECRET);
    expect(await stored('google_client_secret')).toBe('google-secret-Zq7');
    // The mail API key goes only to the provider the environment names (MAIL_API_URL): no setting moves it.
    expect(await stored('mail_api_key')).toBe('mail-api-key-Zq7');
  });

  it('the SMTP password typed as "" (keep) with a new host is still cleared', async () => {
    const { body } = await save({ smtp_host: 'other.example.org', smtp_password: '' });
    expect(body.data!.smtp_password).toEqual({ set: false });
    expect(await stored('smtp_password')).toBe('');
  });
});
