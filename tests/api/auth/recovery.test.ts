import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext, linkToken, queuedMails, signIn, signUp, tokenLinkIn } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const forgot = (json: unknown, headers: Record<string, string> = {}) => t.callJson('/api/auth/forgot-password', { json, headers });
const reset = (json: unknown, headers: Record<string, string> = {}) => t.callJson('/api/auth/reset-password', { json, headers });
const settled = () => t.ctx.services.auth.recovery.settled();

/** Requests a reset link for the address and returns the token it carries. */
async function resetToken(email: string, path = '/auth/recovery-account'): Promise<string> {
  await forgot({ email, path });
  await settled();
  const mails = await queuedMails(t, email);
  return linkToken(mails.filter((mail) => mail.template === 'recovery').at(-1)!.text);
}

describe('POST /api/auth/forgot-password', () => {
  it('gives the same answer for a known and an unknown address, and mails only the known one', async () => {
    const { input } = await signUp(t);
    const known = await forgot({ email: input.email, path: '/auth/recovery-account' });
    const unknown = await forgot({ email: 'nobody@example.com', path: '/auth/recovery-account' });
    await settled();
    for (const answer of [known, unknown]) {
      expect(answer.res.status).toBe(200);
      expect(answer.body).toEqual({ status: true, statusCode: 200, message: 'Reset link sent', data: null });
    }
    expect((await queuedMails(t, input.email)).map((mail) => mail.template)).toEqual(['welcome', 'recovery']);
    expect(await queuedMails(t, 'nobody@example.com')).toEqual([]);
  });

  it("links to the client's page localised to the request language on the public URL", async () => {
    const { input } = await signUp(t);
    for (const [path, language] of [['/auth/recovery-account', 'tr'], ['/tr/hesap/kurtar', 'sv'], ['/custom/reset', 'en']]) {
      await forgot({ email: input.email, path }, { 'x-language': language });
      await settled();
    }
    const links = (await queuedMails(t, input.email)).filter((mail) => mail.template === 'recovery').map((mail) => tokenLinkIn(mail.text));
    expect(links.map((link) => `${link.origin}${link.pathname}`)).toEqual([
      'http://localhost:3000/tr/hesap/kurtar',
      'http://localhost:3000/sv/auth/recovery-account',
      'http://localhost:3000/custom/reset',
    ]);
    const [turkish] = (await queuedMails(t, input.email)).filter((mail) => mail.template === 'recovery');
    expect(turkish.subject).toBe('Polyglot şifrenizi sıfırlayın');
  });

  it.each([
    'https://evil.example/reset', '//evil.example/reset', '/\\evil.example', 'auth/recovery-account', '/reset?next=x', '/a b', '',
    '/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/%2f%2fevil.example', '/%5cevil.example',
  ])(
    'refuses %j as path (no open redirect)',
    async (path) => {
      const { res, body } = await forgot({ email: 'someone@example.com', path });
      expect(res.status).toBe(422);
      expect(body.data).toHaveProperty('path');
    },
  );
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and mails "password changed"', async () => {
    const { input, token, user } = await signUp(t);
    const otherSession = (await signIn(t, input.username, input.password)).body.data!.token;
    const code = await resetToken(input.email);
    const newPassword = 'Granite-Meadow-Velvet-9';
    const { res, body } = await reset({ token: code, new_password: newPassword, confirm_password: newPassword });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'Password reset' });
    for (const old of [token, otherSession]) expect((await t.call('/api/auth', { token: old })).status).toBe(401);
    expect((await signIn(t, input.username, input.password)).res.status).toBe(400);
    expect((await signIn(t, input.username, newPassword)).res.status).toBe(200);
    expect((await queuedMails(t, input.email)).at(-1)!.template).toBe('password_changed');
    const notifications = await t.ctx.services.notifications.list(user.id, 'en');
    expect(notifications[0].text).toMatch(/^Your password was changed/);
  });

  it('works once only', async () => {
    const { input } = await signUp(t);
    const code = await resetToken(input.email);
    const payload = { token: code, new_password: 'Granite-Meadow-Velvet-1', confirm_password: 'Granite-Meadow-Velvet-1' };
    expect((await reset(payload)).res.status).toBe(200);
    const again = await reset(payload);
    expect(again.res.status).toBe(400);
    expect(again.body).toEqual({ status: false, statusCode: 400, message: 'Recovery code not found, expired or invalid' });
  });

  it('refuses an expired token, and one replaced by a newer request', async () => {
    const { input } = await signUp(t);
    const first = await resetToken(input.email);
    const second = await resetToken(input.email);
    const payload = (token: string) => ({ token, new_password: 'Granite-Meadow-Velvet-2', confirm_password: 'Granite-Meadow-Velvet-2' });
    expect((await reset(payload(first))).res.status).toBe(400);
    await t.ctx.handle.db.updateTable('verification_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', 'reset_password').execute();
    expect((await reset(payload(second))).res.status).toBe(400);
  });

  it('expires the link after 60 minutes', async () => {
    const { input, user } = await signUp(t);
    await resetToken(input.email);
    const row = await t.ctx.handle.db.selectFrom('verification_tokens').select(['created_at', 'expires_at', 'token_hash'])
      .where('user_id', '=', user.id).where('kind', '=', 'reset_password').executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeLessThanOrEqual(60 * 60_000 + 1000);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 422 for tokens of the wrong shape, never a match', async () => {
    for (const token of [{}, [], 12345, null, 'too-short', `${'a'.repeat(43)}!`]) {
      const { res, body } = await reset({ token, new_password: 'Granite-Meadow-Velvet-3', confirm_password: 'Granite-Meadow-Velvet-3' });
      expect(res.status, JSON.stringify(token)).toBe(422);
      expect(body.data).toHaveProperty('token');
    }
  });

  it('checks the new password and its confirmation', async () => {
    const { body } = await reset({ token: 'a'.repeat(43), new_password: 'Granite-Meadow-Velvet-4', confirm_password: 'different-one' });
    expect(body.data).toEqual({ _errors: [], confirm_password: { _errors: ['Passwords must match'] } });
    const common = await reset({ token: 'a'.repeat(43), new_password: 'password1', confirm_password: 'password1' }, { 'x-language': 'tr' });
    expect(common.body.data).toEqual({ _errors: [], new_password: { _errors: ['Bu şifre çok yaygın: tahmin edilmesi daha zor bir şifre seçin'] } });
  });

  it('refuses a blank, repetitive or personal new password and keeps the link usable', async () => {
    const { input } = await signUp(t);
    const token = await resetToken(input.email);
    const cases: [string, string][] = [
      ['        ', 'Lösenordet måste innehålla minst 8 tecken som inte är mellanslag'],
      ['99999999', 'Lösenordet får inte bestå av ett enda tecken som upprepas'],
      [input.username, 'Lösenordet får inte vara ditt användarnamn eller din e-postadress'],
      [input.email.toUpperCase(), 'Lösenordet får inte vara ditt användarnamn eller din e-postadress'],
      [input.email.split('@')[0], 'Lösenordet får inte vara ditt användarnamn eller din e-postadress'],
    ];
    for (const [password, message] of cases) {
      const { res, body } = await reset({ token, new_password: password, confirm_password: password }, { 'x-language': 'sv' });
      expect(res.status, password).toBe(422);
      expect(body.data).toEqual({ _errors: [], new_password: { _errors: [message] } });
    }
    expect((await signIn(t, input.username, input.password)).res.status).toBe(200);
    const accepted = await reset({ token, new_password: 'Granite-Meadow-Velvet-5', confirm_password: 'Granite-Meadow-Velvet-5' });
    expect(accepted.res.status).toBe(200);
  });
});
