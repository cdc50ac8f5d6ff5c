import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@/shared/types';
import { createAuthTestContext, linkToken, queuedMails, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const verify = (token: unknown, headers: Record<string, string> = {}) => t.callJson<{ user: AuthUser }>('/api/auth/verify', { json: { token }, headers });

async function lastVerifyToken(email: string): Promise<string> {
  const mails = await queuedMails(t, email);
  return linkToken(mails.filter((mail) => mail.template === 'welcome' || mail.template === 'email_changed').at(-1)!.text);
}

describe('POST /api/auth/verify', () => {
  it('verifies the address of the welcome mail and returns the user, once', async () => {
    const { input, token } = await signUp(t);
    const code = await lastVerifyToken(input.email);
    const { res, body } = await verify(code, { 'x-language': 'sv' });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'Kontot har verifierats', data: { user: { email: input.email, email_verified: true } } });
    // Cached sessions see the change at once.
    expect((await t.callJson<{ user: AuthUser }>('/api/auth', { token })).body.data!.user.email_verified).toBe(true);

    const again = await verify(code);
    expect(again.res.status).toBe(400);
    expect(again.body).toEqual({ status: false, statusCode: 400, message: 'Verification link not found, expired or already used' });
  });

  it('refuses an expired link (48 hours)', async () => {
    const { input, user } = await signUp(t);
    const code = await lastVerifyToken(input.email);
    const row = await t.ctx.handle.db.selectFrom('verification_tokens').select(['created_at', 'expires_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeGreaterThanOrEqual(48 * 3600_000 - 1000);
    await t.ctx.handle.db.updateTable('verification_tokens').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('user_id', '=', user.id).execute();
    expect((await verify(code)).res.status).toBe(400);
  });

  it('voids a link sent to an address the account no longer has', async () => {
    const { input, token } = await signUp(t);
    const oldCode = await lastVerifyToken(input.email);
    const newEmail = `changed-${input.email}`;
    const changed = await t.callJson('/api/auth', { method: 'PUT', token, json: { email: newEmail, current_password: input.password } });
    expect(changed.res.status).toBe(200);
    expect((await verify(oldCode)).res.status).toBe(400);
    const newCode = await lastVerifyToken(newEmail);
    expect((await verify(newCode)).body.data!.user).toMatchObject({ email: newEmail, email_verified: true });
  });

  it('answers 422 for tokens of the wrong shape', async () => {
    for (const token of [{}, [], 42, true, null, '', 'x'.repeat(44)]) {
      const { res, body } = await verify(token);
      expect(res.status, JSON.stringify(token)).toBe(422);
      expect(body.data).toHaveProperty('token');
    }
    expect((await verify('A'.repeat(43))).res.status).toBe(400);
  });
});

describe('POST /api/auth/verify/resend', () => {
  const resend = (token?: string, headers: Record<string, string> = {}) => t.callJson('/api/auth/verify/resend', { method: 'POST', token, headers });

  it('mails a new link to the current address; the earlier link stops working', async () => {
    const { input, token } = await signUp(t);
    const firstCode = await lastVerifyToken(input.email);
    const { res, body } = await resend(token, { 'x-language': 'tr' });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'Doğrulama bağlantısı gönderildi' });

    const mail = (await queuedMails(t, input.email)).at(-1)!;
    expect(mail.template).toBe('verify_email');
    expect(mail.subject).toBe('E-posta adresinizi onaylayın');
    expect(mail.text).toContain(input.email);
    expect(mail.text).toMatch(/\/tr\/hesap\?token=/);
    expect((await verify(firstCode)).res.status).toBe(400);
    expect((await verify(linkToken(mail.text))).body.data!.user).toMatchObject({ email: input.email, email_verified: true });

    const again = await resend(token);
    expect(again.res.status).toBe(409);
    expect(again.body).toMatchObject({ status: false, message: 'Your e-mail address is already verified' });
  });

  it('needs a session', async () => {
    const { res, body } = await resend();
    expect(res.status).toBe(401);
    expect(body.status).toBe(false);
  });

  it('is limited per account (429)', async () => {
    const limited = await createAuthTestContext({ AUTH_RATE_LIMIT_ACCOUNT_POINTS: '2' });
    try {
      const { token } = await signUp(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.call('/api/auth/verify/resend', { method: 'POST', token })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
