import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@/shared/types';
import { linkToken, queuedMails, signIn, signUp } from '../../helpers/accounts';
import { createOAuthTestKit, type OAuthTestKit } from '../../helpers/oauth-sign-in';
import type { TestContext } from '../../helpers/test-context';

let kit: OAuthTestKit;
let t: TestContext;

beforeAll(async () => {
  kit = await createOAuthTestKit();
  t = kit.t;
});
afterAll(() => kit.close());

let people = 0;
const facebookUser = (email: string) => ({ id: `fb-${++people}`, name: 'Mallory Mask', email });
const googleUser = (email: string) => ({ sub: `g-${++people}`, name: 'Grace Owner', email, email_verified: true });

interface LinkedProviders {
  has_password: boolean;
  links: { id: number; provider: string; email: string | null; created_at: string }[];
}

const status = async (token: string) => (await t.call('/api/auth', { token })).status;
const linksOf = (token: string) => t.callJson<LinkedProviders>('/api/auth/linked-accounts', { token });
const unlink = (token: string, id: number | string) => t.callJson(`/api/auth/linked-accounts/${id}`, { method: 'DELETE', token });
const verify = (code: string, token?: string) => t.callJson<{ user: AuthUser }>('/api/auth/verify', { json: { token: code }, token });
const victimAddress = () => `victim${++people}@example.com`;

/** The verification link of the welcome mail the provider sign-up sent to the address. */
async function welcomeCode(email: string): Promise<string> {
  const [welcome] = await queuedMails(t, email);
  expect(welcome.template).toBe('welcome');
  return linkToken(welcome.text);
}

/** What the address's owner does: asks for a reset link and sets a new password with it. */
async function resetByMail(email: string, password: string): Promise<void> {
  await t.callJson('/api/auth/forgot-password', { json: { email, path: '/auth/recovery-account' } });
  await t.ctx.services.auth.recovery.settled();
  const mail = (await queuedMails(t, email)).filter((queued) => queued.template === 'recovery').at(-1)!;
  const reset = await t.callJson('/api/auth/reset-password', { json: { token: linkToken(mail.text), new_password: password, confirm_password: password } });
  expect(reset.res.status).toBe(200);
}

describe('an unverified provider address (pre-account takeover)', () => {
  it('keeps no provider link when the address owner resets the password', async () => {
    const email = victimAddress();
    // Someone signs in with Facebook, whose profile claims the victim's (unconfirmed) address.
    const profile = facebookUser(email);
    const attacker = await kit.signInWith('facebook', profile);
    expect(attacker.res.status).toBe(200);
    expect(attacker.body.data!.user).toMatchObject({ email, email_verified: false });

    // The real owner finds "their" account and takes it back through the mailbox.
    await resetByMail(email, 'Lantern-Harbour-Violet-9');
    expect(await status(attacker.body.data!.token)).toBe(401);

    const again = await kit.signInWith('facebook', profile);
    expect(again.res.status).toBe(409);
    expect(again.body.message).toBe('An account with this e-mail address already exists: sign in with your password');
    const owner = await signIn(t, email, 'Lantern-Harbour-Violet-9');
    expect(owner.res.status).toBe(200);
    expect((await linksOf(owner.body.data!.token)).body.data).toEqual({ has_password: true, links: [] });
  });

  it('ends the link and its sessions when the address is verified from anywhere else', async () => {
    const email = victimAddress();
    const profile = facebookUser(email);
    const attacker = await kit.signInWith('facebook', profile);
    const secondTab = await kit.signInWith('facebook', profile);
    expect(secondTab.body.data!.user.id).toBe(attacker.body.data!.user.id);

    // The owner opens the welcome mail's link, signed in nowhere.
    const verified = await verify(await welcomeCode(email));
    expect(verified.res.status).toBe(200);
    expect(verified.body.data!.user.email_verified).toBe(true);

    expect(await status(attacker.body.data!.token)).toBe(401);
    expect(await status(secondTab.body.data!.token)).toBe(401);
    expect((await kit.signInWith('facebook', profile)).res.status).toBe(409);
  });

  it('keeps the link of the person who verifies from a session opened through it', async () => {
    const email = victimAddress();
    const profile = facebookUser(email);
    const first = await kit.signInWith('facebook', profile);
    const token = first.body.data!.token;

    const verified = await verify(await welcomeCode(email), token);
    expect(verified.res.status).toBe(200);
    expect(await status(token)).toBe(200);
    const again = await kit.signInWith('facebook', profile);
    expect(again.res.status).toBe(200);
    expect(again.body.data!.user.id).toBe(first.body.data!.user.id);
    // Confirmed now: a later password reset by the same owner leaves it alone.
    await resetByMail(email, 'Lantern-Harbour-Violet-8');
    expect((await kit.signInWith('facebook', profile)).res.status).toBe(200);
  });

  it('leaves a link made to a verified address alone when the password is reset', async () => {
    const email = victimAddress();
    const profile = googleUser(email);
    expect((await kit.signInWith('google', profile)).res.status).toBe(200);
    await resetByMail(email, 'Lantern-Harbour-Violet-7');
    expect((await kit.signInWith('google', profile)).res.status).toBe(200);
  });
});

describe('linking a provider to an existing account', () => {
  it('mails the account address, in the language of the request', async () => {
    const { user, input } = await signUp(t);
    await t.ctx.handle.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    const linked = await kit.signInWith('google', googleUser(input.email), { 'x-language': 'sv' });
    expect(linked.res.status).toBe(200);
    expect(linked.body.data!.user.id).toBe(user.id);

    const mail = (await queuedMails(t, input.email)).at(-1)!;
    expect(mail.template).toBe('provider_linked');
    expect(mail.subject).toBe('Inloggning med Google har kopplats till ditt konto hos Polyglot');
    expect(mail.text).toContain('koppla bort den på din säkerhetssida');
    expect(mail.text).toContain('http://localhost:3000/sv/auth/security');
    // Signing in again through the same link mails nothing more.
    await kit.signInWith('google', { ...googleUser(input.email), sub: `g-${people - 1}` });
    expect((await queuedMails(t, input.email)).filter((queued) => queued.template === 'provider_linked')).toHaveLength(1);
  });
});

describe('GET and DELETE /api/auth/linked-accounts', () => {
  it('lists the links; refuses to unlink the only way into an account without a password (409)', async () => {
    const email = victimAddress();
    const profile = googleUser(email);
    const { body } = await kit.signInWith('google', profile);
    const token = body.data!.token;
    const { res, body: listed } = await linksOf(token);
    expect(res.status).toBe(200);
    expect(listed.data).toEqual({ has_password: false, links: [{ id: expect.any(Number), provider: 'google', email, created_at: expect.any(String) }] });

    const refused = await unlink(token, listed.data!.links[0].id);
    expect(refused.res.status).toBe(409);
    expect(refused.body.message).toBe('You can’t unlink your only way to sign in. Set a password first: sign out and use “Forgot your password?” on the sign-in page.');
    const turkish = await t.callJson(`/api/auth/linked-accounts/${listed.data!.links[0].id}`, { method: 'DELETE', token, headers: { 'x-language': 'tr' } });
    expect(turkish.body.message).toMatch(/^Tek giriş yolunuzun/);
    expect((await linksOf(token)).body.data!.links).toHaveLength(1);
  });

  it('unlinks: the sessions opened through the link end, except the caller\'s', async () => {
    const email = victimAddress();
    const profile = googleUser(email);
    expect((await kit.signInWith('google', profile)).res.status).toBe(200);
    await resetByMail(email, 'Lantern-Harbour-Violet-6');
    const throughGoogle = (await kit.signInWith('google', profile)).body.data!.token;
    const callerThroughGoogle = (await kit.signInWith('google', profile)).body.data!.token;
    const withPassword = (await signIn(t, email, 'Lantern-Harbour-Violet-6')).body.data!.token;
    const [link] = (await linksOf(withPassword)).body.data!.links;

    const { res, body } = await unlink(callerThroughGoogle, link.id);
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: true, statusCode: 200, message: 'Sign-in provider unlinked', data: null });
    expect(await status(throughGoogle)).toBe(401);
    expect(await status(callerThroughGoogle)).toBe(200);
    expect(await status(withPassword)).toBe(200);
    expect((await linksOf(withPassword)).body.data).toEqual({ has_password: true, links: [] });
    expect((await unlink(withPassword, link.id)).res.status).toBe(404);
  });

  it("answers 404 for another user's link, 422 for a malformed id and 401 without a session", async () => {
    const owner = await kit.signInWith('google', googleUser(victimAddress()));
    const [link] = (await linksOf(owner.body.data!.token)).body.data!.links;
    const other = await signUp(t);
    const foreign = await unlink(other.token, link.id);
    expect(foreign.res.status).toBe(404);
    expect(foreign.body.message).toBe('Linked sign-in provider not found');
    expect((await linksOf(owner.body.data!.token)).body.data!.links).toHaveLength(1);
    expect((await unlink(other.token, 'abc')).res.status).toBe(422);
    expect((await t.call('/api/auth/linked-accounts')).status).toBe(401);
    expect((await t.call(`/api/auth/linked-accounts/${link.id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('are in the API reference', async () => {
    const document = (await (await t.call('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { security?: unknown }>> };
    expect(document.paths['/api/auth/linked-accounts'].get.security).toBeDefined();
    expect(document.paths['/api/auth/linked-accounts/{id}'].delete.security).toBeDefined();
  });
});
