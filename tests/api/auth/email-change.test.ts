import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@/shared/types';
import { createAuthTestContext, linkToken, queuedMails, setCookie, signIn, signUp, type SignedUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const update = (token: string, json: unknown, headers: Record<string, string> = {}) =>
  t.callJson<{ user: AuthUser }>('/api/auth', { method: 'PUT', token, json, headers });
const revert = (token: unknown, headers: Record<string, string> = {}) =>
  t.callJson<{ reset_token: string }>('/api/auth/revert-email', { json: { token }, headers });
const status = async (token: string) => (await t.call('/api/auth', { token })).status;
const forgot = async (email: string) => {
  const answer = await t.callJson('/api/auth/forgot-password', { json: { email, path: '/auth/recovery-account' } });
  await t.ctx.services.auth.recovery.settled();
  return answer;
};
const templatesTo = async (email: string) => (await queuedMails(t, email)).map((mail) => mail.template);

async function markVerified(userId: number): Promise<void> {
  await t.ctx.handle.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', userId).execute();
}

/** A signed-up account whose address is verified. */
async function verifiedAccount(): Promise<SignedUp> {
  const account = await signUp(t);
  await markVerified(account.user.id);
  return account;
}

/** The token of the undo link in the newest mail of that kind to the address. */
async function revertCode(email: string): Promise<string> {
  const mail = (await queuedMails(t, email)).filter((queued) => queued.template === 'email_change_revert').at(-1);
  const match = mail?.text.match(/\/auth\/recovery-account\?revert=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no undo link mailed to ${email}`);
  return match[1];
}

async function verifyNewAddress(email: string): Promise<void> {
  const mail = (await queuedMails(t, email)).filter((queued) => queued.template === 'email_changed').at(-1)!;
  expect((await t.callJson('/api/auth/verify', { json: { token: linkToken(mail.text) } })).res.status).toBe(200);
}

describe('PUT /api/auth: changing the e-mail address or username needs the owner', () => {
  it('asks for the current password (422), refuses a wrong one and changes nothing meanwhile', async () => {
    const { token, user, input } = await verifiedAccount();
    const newEmail = `taken-over-${input.email}`;

    const missing = await update(token, { email: newEmail });
    expect(missing.res.status).toBe(422);
    expect(missing.body.data).toEqual({ _errors: [], current_password: { _errors: ['Enter your current password to change your e-mail address or username'] } });
    const swedish = await update(token, { username: `${input.username}x` }, { 'x-language': 'sv' });
    expect(swedish.res.status).toBe(422);
    expect(swedish.body.data).toMatchObject({ current_password: { _errors: ['Ange ditt nuvarande lösenord för att ändra din e-postadress eller ditt användarnamn'] } });
    const wrong = await update(token, { email: newEmail, username: `${input.username}x`, current_password: 'not-the-password' });
    expect(wrong.res.status).toBe(422);
    expect(wrong.body.data).toMatchObject({ current_password: { _errors: ['The current password is incorrect'] } });

    const row = await t.ctx.handle.db.selectFrom('users').select(['email', 'username', 'email_verified_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: input.email, username: input.username });
    expect(row.email_verified_at).not.toBeNull();
    expect(await templatesTo(newEmail)).toEqual([]);

    // Other fields need nothing; the right password lets the change through.
    expect((await update(token, { fullname: 'Still Me', email: input.email })).res.status).toBe(200);
    const changed = await update(token, { email: newEmail, current_password: input.password });
    expect(changed.res.status).toBe(200);
    expect(changed.body.data!.user).toMatchObject({ email: newEmail, email_verified: false });
  });

  it('counts wrong current passwords against the password-change limit (429)', async () => {
    const limited = await createAuthTestContext({ AUTH_RATE_LIMIT_ACCOUNT_POINTS: '2' });
    try {
      const { token, input } = await signUp(limited);
      const statuses: number[] = [];
      for (const guess of ['guess-1', 'guess-2', input.password]) {
        statuses.push((await limited.call('/api/auth', { method: 'PUT', token, json: { username: `${input.username}y`, current_password: guess } })).status);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });

  it('without a password (provider sign-in only): a sign-in in the last 10 minutes, else 403', async () => {
    const { token, user, input } = await signUp(t);
    await t.ctx.handle.db.updateTable('users').set({ password_hash: '' }).where('id', '=', user.id).execute();
    const fresh = await update(token, { username: `${input.username}-fresh` });
    expect(fresh.res.status).toBe(200);

    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await sql`update sessions set created_at = ${elevenMinutesAgo} where user_id = ${user.id}`.execute(t.ctx.handle.db);
    const stale = await update(token, { email: `stale-${input.email}` }, { 'x-language': 'tr' });
    expect(stale.res.status).toBe(403);
    expect(stale.body).toEqual({
      status: false,
      statusCode: 403,
      message: 'Güvenliğiniz için e-posta adresinizi veya kullanıcı adınızı değiştirmeden önce yeniden giriş yapın',
    });
  });
});

describe('the undo link mailed to the old address', () => {
  it('restores the old address and username, ends every session and lets the owner choose a new password', async () => {
    const owner = await verifiedAccount();
    const otherDevice = (await signIn(t, owner.input.username, owner.input.password)).body.data!.token;
    const newEmail = `intruder-${owner.input.email}`;
    const newUsername = `${owner.input.username}-intruder`;
    const changed = await update(owner.token, { email: newEmail, username: newUsername, current_password: owner.input.password }, { 'x-language': 'sv' });
    expect(changed.res.status).toBe(200);

    const [notice] = (await queuedMails(t, owner.input.email)).filter((mail) => mail.template === 'email_change_revert');
    expect(notice.subject).toBe('E-postadressen för ditt konto hos Polyglot har ändrats');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain('http://localhost:3000/sv/auth/recovery-account?revert=');
    // The new address's holder verifies it and opens a session of their own.
    await verifyNewAddress(newEmail);
    const intruder = (await signIn(t, newEmail, owner.input.password)).body.data!.token;

    const { res, body } = await revert(await revertCode(owner.input.email));
    expect(res.status).toBe(200);
    expect(body.message).toBe('The change was undone: your previous e-mail address is back and every device was signed out. Choose a new password now.');
    expect(body.data!.reset_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie(res, 'token')).toMatch(/Max-Age=0/);
    for (const token of [owner.token, otherDevice, intruder]) expect(await status(token)).toBe(401);

    const restored = await t.ctx.handle.db.selectFrom('users').select(['email', 'username', 'email_verified_at']).where('id', '=', owner.user.id).executeTakeFirstOrThrow();
    expect(restored).toMatchObject({ email: owner.input.email, username: owner.input.username });
    expect(restored.email_verified_at).not.toBeNull();

    const password = 'Harbour-Lantern-Violet-5';
    const reset = await t.callJson('/api/auth/reset-password', { json: { token: body.data!.reset_token, new_password: password, confirm_password: password } });
    expect(reset.res.status).toBe(200);
    expect((await signIn(t, owner.input.email, password)).res.status).toBe(200);
    expect((await signIn(t, newEmail, owner.input.password)).res.status).toBe(400);

    const again = await revert(await revertCode(owner.input.email));
    expect(again.res.status).toBe(400);
    expect(again.body.message).toBe('This link to undo the change is invalid, expired or already used');
  });

  it('survives a second change (which mails its own), and using one voids the others', async () => {
    const owner = await verifiedAccount();
    const second = `second-${owner.input.email}`;
    const third = `third-${owner.input.email}`;
    expect((await update(owner.token, { email: second, current_password: owner.input.password })).res.status).toBe(200);
    await verifyNewAddress(second);
    expect((await update(owner.token, { email: third, current_password: owner.input.password })).res.status).toBe(200);

    const toSecond = await revertCode(second);
    expect((await revert(await revertCode(owner.input.email))).res.status).toBe(200);
    expect((await revert(toSecond)).res.status).toBe(400);
    const user = await t.ctx.handle.db.selectFrom('users').select('email').where('id', '=', owner.user.id).executeTakeFirstOrThrow();
    expect(user.email).toBe(owner.input.email);
  });

  it('keeps the old address and username from others while it is pending', async () => {
    const owner = await verifiedAccount();
    const changed = await update(owner.token, { email: `moved-${owner.input.email}`, username: `${owner.input.username}-moved`, current_password: owner.input.password });
    expect(changed.res.status).toBe(200);
    const squatter = await t.callJson('/api/auth/sign-up', {
      json: { username: owner.input.username, email: owner.input.email, password: 'Violet-Lantern-Harbour-3', fullname: 'Squat Ter', birthday: '1990-01-01' },
    });
    expect(squatter.res.status).toBe(409);
    expect(squatter.body.data).toMatchObject({ username: { _errors: ['This username is already taken'] }, email: { _errors: ['This e-mail is already in use'] } });
    // The owner may take them back themselves.
    const back = await update(owner.token, { email: owner.input.email, username: owner.input.username, current_password: owner.input.password });
    expect(back.res.status).toBe(200);
  });

  it('is sent only when the old address was verified', async () => {
    const { token, input } = await signUp(t);
    expect((await update(token, { email: `other-${input.email}`, current_password: input.password })).res.status).toBe(200);
    expect(await templatesTo(input.email)).toEqual(['welcome']);
  });

  it('answers 422 for a token of the wrong shape and 400 for an unknown one', async () => {
    expect((await revert('short')).res.status).toBe(422);
    expect((await revert('A'.repeat(43))).res.status).toBe(400);
  });
});

describe('password recovery after an e-mail change', () => {
  it('goes nowhere for an unverified address that replaced a verified one, with the answer of an unknown address', async () => {
    const owner = await verifiedAccount();
    const newEmail = `unverified-${owner.input.email}`;
    expect((await update(owner.token, { email: newEmail, current_password: owner.input.password })).res.status).toBe(200);

    const toNew = await forgot(newEmail);
    const unknown = await forgot(`nobody-${owner.input.email}`);
    expect(toNew.res.status).toBe(200);
    expect(toNew.body).toEqual(unknown.body);
    expect(await templatesTo(newEmail)).toEqual(['email_changed']);

    // Once the new address is verified, recovery goes to it as usual.
    await verifyNewAddress(newEmail);
    await forgot(newEmail);
    expect(await templatesTo(newEmail)).toEqual(['email_changed', 'recovery']);
  });

  it('still goes to a new address of an account that never had a verified one', async () => {
    const { token, input } = await signUp(t);
    const newEmail = `fixed-typo-${input.email}`;
    expect((await update(token, { email: newEmail, current_password: input.password })).res.status).toBe(200);
    await forgot(newEmail);
    expect(await templatesTo(newEmail)).toEqual(['email_changed', 'recovery']);
  });
});

describe('POST /api/auth/revert-email', () => {
  it('is in the API reference', async () => {
    const document = (await (await t.call('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/auth/revert-email'])).toEqual(['post']);
  });
});
