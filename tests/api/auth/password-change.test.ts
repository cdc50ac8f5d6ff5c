import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext, queuedMails, setCookie, signIn, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const change = (token: string, json: unknown, headers: Record<string, string> = {}) =>
  t.callJson<{ token: string }>('/api/auth/change-password', { token, json, headers });
const status = async (token: string) => (await t.call('/api/auth', { token })).status;

describe('POST /api/auth/change-password', () => {
  it("rotates the caller's token, closes every other session and mails the owner", async () => {
    const { input, token, user } = await signUp(t);
    const remembered = (await t.callJson<{ token: string }>('/api/auth/sign-in', { json: { username: input.username, password: input.password, remember_me: true } })).body.data!.token;
    const other = (await signIn(t, input.username, input.password)).body.data!.token;
    const newPassword = 'Copper-Orchard-Whistle-7';

    const res = await t.call('/api/auth/change-password', { token: remembered, json: { current_password: input.password, new_password: newPassword, confirm_password: newPassword } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; data: { token: string } };
    expect(body.message).toBe('Password changed');
    const rotated = body.data.token;
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The rotated cookie keeps the session's remember-me lifetime.
    expect(setCookie(res, 'token')).toMatch(new RegExp(`^token=${rotated};.*Max-Age=2592000`));

    expect(await status(remembered)).toBe(401);
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(401);
    expect(await status(rotated)).toBe(200);
    expect((await signIn(t, input.username, newPassword)).res.status).toBe(200);
    expect((await signIn(t, input.username, input.password)).res.status).toBe(400);

    expect((await queuedMails(t, input.email)).at(-1)).toMatchObject({ template: 'password_changed', subject: 'Your Polyglot password was changed' });
    const notifications = await t.ctx.services.notifications.list(user.id, 'tr');
    expect(notifications[0].text).toBe('Şifreniz değiştirildi. Bunu siz yapmadıysanız şifrenizi hemen sıfırlayın.');
  });

  it('refuses a wrong current password on that field, keeping everything as it was', async () => {
    const { input, token } = await signUp(t);
    const { res, body } = await change(token, { current_password: 'not-my-password', new_password: 'Copper-Orchard-Whistle-8', confirm_password: 'Copper-Orchard-Whistle-8' }, { 'x-language': 'sv' });
    expect(res.status).toBe(422);
    expect(body.data).toEqual({ _errors: [], current_password: { _errors: ['Det nuvarande lösenordet är fel'] } });
    expect(await status(token)).toBe(200);
    expect((await signIn(t, input.username, input.password)).res.status).toBe(200);
  });

  it('checks the new password: confirmation, difference, length, commonness', async () => {
    const { input, token } = await signUp(t);
    const cases: [unknown, Record<string, unknown>][] = [
      [{ current_password: input.password, new_password: 'Copper-Orchard-Whistle-9', confirm_password: 'other' }, { confirm_password: { _errors: ['Passwords must match'] } }],
      [{ current_password: input.password, new_password: input.password, confirm_password: input.password }, { new_password: { _errors: ['The new password must differ from the current one'] } }],
      [{ current_password: input.password, new_password: 'short', confirm_password: 'short' }, { new_password: { _errors: ['Password must be at least 8 characters'] } }],
      [{ current_password: input.password, new_password: 'iloveyou', confirm_password: 'iloveyou' }, { new_password: { _errors: ['This password is too common: choose one that is harder to guess'] } }],
      [{ current_password: {}, new_password: 'Copper-Orchard-Whistle-9', confirm_password: 'Copper-Orchard-Whistle-9' }, { current_password: { _errors: ['Expected text'] } }],
    ];
    for (const [payload, errors] of cases) {
      const { res, body } = await change(token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(body.data).toEqual({ _errors: [], ...errors });
    }
  });

  it('refuses a blank, repetitive or personal new password, keeping the old one', async () => {
    const { input, token } = await signUp(t);
    const local = input.email.split('@')[0];
    const cases: [string, string][] = [
      ['        ', 'Şifre, boşluk dışında en az 8 karakter içermelidir'],
      ['xxxxxxxxxx', 'Şifre tek bir karakterin tekrarından oluşamaz'],
      [input.username.toUpperCase(), 'Şifre kullanıcı adınız veya e-posta adresiniz olamaz'],
      [input.email.toUpperCase(), 'Şifre kullanıcı adınız veya e-posta adresiniz olamaz'],
      [`${local}`, 'Şifre kullanıcı adınız veya e-posta adresiniz olamaz'],
    ];
    for (const [newPassword, message] of cases) {
      const { res, body } = await change(token, { current_password: input.password, new_password: newPassword, confirm_password: newPassword }, { 'x-language': 'tr' });
      expect(res.status, newPassword).toBe(422);
      expect(body.data).toEqual({ _errors: [], new_password: { _errors: [message] } });
    }
    expect(await status(token)).toBe(200);
    expect((await signIn(t, input.username, input.password)).res.status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.call('/api/auth/change-password', { json: { current_password: 'x', new_password: 'Copper-Orchard-Whistle-1', confirm_password: 'Copper-Orchard-Whistle-1' } });
    expect(res.status).toBe(401);
  });
});
