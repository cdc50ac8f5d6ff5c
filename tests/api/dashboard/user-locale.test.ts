import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardUser } from '@/shared/api/users';
import { createAuthTestContext, signIn, signUp } from '../../helpers/accounts';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp';
import type { CallOptions, TestContext } from '../../helpers/test-context';
import { member, newRole } from './helpers';

/**
 * Users have a language (users.locale): recorded from the X-Language the client names at sign-up,
 * at sign-in and when a signed-in client names another one; editable by staff; and the language of
 * the mails staff trigger, whatever language the staff member reads the dashboard in.
 */
let t: TestContext;
let smtp: TestSmtpServer;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createAuthTestContext();
  admin = await t.tokenFor(await t.adminId());
  await t.ctx.services.settings.update({ mail_driver: 'smtp', smtp_host: smtp.host, smtp_port: smtp.port, smtp_username: '', smtp_encryption: 'none' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** Every call as a staff member reading the dashboard in English. */
const api = <T = unknown>(path: string, options: CallOptions = {}) =>
  t.callJson<T>(`/api/dashboard${path}`, { token: admin, ...options, headers: { 'x-language': 'en', ...options.headers } });
const storedLocale = async (id: number) =>
  (await t.ctx.handle.db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirstOrThrow()).locale;

/** The mails that reached the SMTP server for `address` (the outbox is run until `count` arrived). */
async function mailsTo(address: string, count = 1) {
  await t.ctx.services.auth.recovery.settled();
  const received = () => smtp.mails.filter((mail) => mail.to.includes(address));
  const deadline = Date.now() + 10_000;
  while (received().length < count) {
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await t.ctx.services.outbox.processDue();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return received();
}

async function userWithLocale(locale: string | null, verified = true): Promise<DashboardUser> {
  const id = await member(t);
  await t.ctx.handle.db.updateTable('users').set({ locale, email_verified_at: verified ? new Date().toISOString() : null }).where('id', '=', id).execute();
  return (await api<DashboardUser>(`/users/${id}`)).body.data!;
}

describe('mails staff trigger', () => {
  it("reach a Swedish user in Swedish while the staff member's X-Language is en", async () => {
    const user = await userWithLocale('sv');
    const sent = await api(`/users/${user.id}/send-reset`, { method: 'POST' });
    expect([sent.res.status, sent.body.message]).toEqual([200, expect.any(String)]);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe('Återställ ditt lösenord för Polyglot');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/sv\//);
  });

  it("the verification link and a new user's invitation too, in the user's language", async () => {
    const unverified = await userWithLocale('tr', false);
    expect((await api(`/users/${unverified.id}/send-verification`, { method: 'POST' })).res.status).toBe(200);
    expect((await mailsTo(unverified.email))[0].subject).toBe('E-posta adresinizi onaylayın');

    const name = `svensk${Math.random().toString(36).slice(2, 8)}`;
    const created = await api<DashboardUser>('/users', { json: { username: name, email: `${name}@example.com`, fullname: 'Svensk Person', role_id: await newRole(t), locale: 'sv' } });
    expect(created.res.status).toBe(201);
    expect(created.body.data!.locale).toBe('sv');
    expect((await mailsTo(`${name}@example.com`))[0].subject).toBe('Du har blivit inbjuden till Polyglot');
  });

  it("use the site's default language for a user without one, and English when that is unset", async () => {
    const user = await userWithLocale(null);
    await t.ctx.services.settings.update({ default_language: 'tr' });
    try {
      await api(`/users/${user.id}/send-reset`, { method: 'POST', headers: { 'x-language': 'sv' } });
      expect((await mailsTo(user.email))[0].subject).toBe('Polyglot şifrenizi sıfırlayın');
    } finally {
      await t.ctx.services.settings.update({ default_language: 'en' });
    }
    await t.ctx.handle.db.deleteFrom('settings').where('key', '=', 'default_language').execute();
    t.ctx.bus.publish('settings');
    try {
      await api(`/users/${user.id}/send-reset`, { method: 'POST', headers: { 'x-language': 'sv' } });
      expect((await mailsTo(user.email, 2))[1].subject).toBe('Reset your Polyglot password');
    } finally {
      await t.ctx.services.settings.update({ default_language: 'en' });
    }
  });
});

describe("a user's language on the dashboard", () => {
  it('round-trips GET → PUT; a PUT without it keeps it, null or an empty choice clears it, anything else is 422', async () => {
    const user = await userWithLocale('tr');
    expect(user.locale).toBe('tr');
    const copy = (await api<DashboardUser>(`/users/${user.id}`, { method: 'PUT', json: user })).body.data!;
    expect(copy).toMatchObject({ locale: 'tr', version: user.version + 1 });
    const { locale: _dropped, ...withoutLocale } = copy;
    const kept = (await api<DashboardUser>(`/users/${user.id}`, { method: 'PUT', json: withoutLocale })).body.data!;
    expect(kept.locale).toBe('tr');
    const swedish = (await api<DashboardUser>(`/users/${user.id}`, { method: 'PUT', json: { ...kept, locale: 'sv' } })).body.data!;
    expect(swedish.locale).toBe('sv');
    const cleared = (await api<DashboardUser>(`/users/${user.id}`, { method: 'PUT', json: { ...swedish, locale: '' } })).body.data!;
    expect(cleared.locale).toBeNull();
    const bad = await api<Record<string, unknown>>(`/users/${user.id}`, { method: 'PUT', json: { ...cleared, locale: 'de' } });
    expect(bad.res.status).toBe(422);
    expect(bad.body.data).toHaveProperty('locale');
    expect((await api<DashboardUser>('/users', { json: { username: `nolang${Date.now()}`, email: `nolang${Date.now()}@example.com`, fullname: 'No Language', role_id: await newRole(t), status: 'passive' } })).body.data!.locale).toBeNull();
  });
});

describe("recording a user's language", () => {
  it('at sign-up and sign-in from the X-Language named; nothing when none is named', async () => {
    const swedish = await signUp(t, {}, { headers: { 'x-language': 'sv' } });
    expect(await storedLocale(swedish.user.id)).toBe('sv');
    const unnamed = await signUp(t);
    expect(await storedLocale(unnamed.user.id)).toBeNull();

    expect((await signIn(t, swedish.input.username, swedish.input.password, { headers: { 'x-language': 'tr' } })).res.status).toBe(200);
    expect(await storedLocale(swedish.user.id)).toBe('tr');
    expect((await signIn(t, swedish.input.username, swedish.input.password)).res.status).toBe(200);
    expect(await storedLocale(swedish.user.id)).toBe('tr');
  });

  it('when a signed-in client names another language, once; an unknown value changes nothing', async () => {
    const { user, token } = await signUp(t, {}, { headers: { 'x-language': 'en' } });
    const me = (language: string) => t.callJson('/api/auth/notifications', { token, headers: { 'x-language': language } });
    expect((await me('sv')).res.status).toBe(200);
    await expect.poll(() => storedLocale(user.id)).toBe('sv');
    // The session knows it now: the same language again writes nothing.
    const before = await t.ctx.handle.db.selectFrom('users').select(['locale', 'updated_at', 'version']).where('id', '=', user.id).executeTakeFirstOrThrow();
    await me('sv');
    await me('xx');
    await me('SV');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await t.ctx.handle.db.selectFrom('users').select(['locale', 'updated_at', 'version']).where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual(before);
  });
});
