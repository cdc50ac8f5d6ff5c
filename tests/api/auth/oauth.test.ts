import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedMails, setCookie, setStatusByStaff, signUp } from '../../helpers/accounts';
import type { FakeOAuthProvider } from '../../helpers/fake-oauth';
import { createOAuthTestKit, FACEBOOK, GOOGLE, type OAuthTestKit } from '../../helpers/oauth-sign-in';
import type { TestContext } from '../../helpers/test-context';

let kit: OAuthTestKit;
let t: TestContext;
let google: FakeOAuthProvider;

beforeAll(async () => {
  kit = await createOAuthTestKit();
  ({ t, google } = kit);
});
afterAll(() => kit.close());

let subjects = 0;
const googleUser = (overrides: Record<string, unknown> = {}) => {
  subjects++;
  return { sub: `g-${subjects}`, email: `person${subjects}@gmail.test`, email_verified: true, name: 'Åsa Öberg', ...overrides };
};

const begin = (provider: string, query = '') => kit.begin(provider, query);
const complete = (provider: string, payload: unknown, cookies: string) => kit.complete(provider, payload, cookies);
const signInWith = (provider: 'google' | 'facebook', userinfo: Record<string, unknown>) => kit.signInWith(provider, userinfo);

describe('GET /api/auth/oauth/{provider}', () => {
  it('answers the authorization URL with a PKCE challenge and keeps the attempt in HttpOnly cookies', async () => {
    const res = await t.call('/api/auth/oauth/google');
    expect(res.status).toBe(200);
    const url = new URL(((await res.json()) as { data: { url: string } }).data.url);
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizationUrl);
    expect(url.searchParams.get('client_id')).toBe(GOOGLE.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/sign-in');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('state')).toMatch(/^google\.[A-Za-z0-9_-]{43}$/);
    for (const name of ['oauth_state', 'oauth_code_verifier', 'oauth_redirect_path']) {
      const cookie = setCookie(res, name)!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=600/);
      expect(cookie).toMatch(/Path=\/api\/auth\/oauth/);
    }
    // The verifier never leaves in the URL.
    expect(url.toString()).not.toContain(decodeURIComponent(setCookie(res, 'oauth_code_verifier')!.split(';')[0].split('=')[1]));
  });

  it('takes a return page on this site only', async () => {
    const { url } = await begin('google', '?redirect_path=/tr/hesap/giris-yap');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/tr/hesap/giris-yap');
    expect((await t.call('/api/auth/oauth/google?redirect_path=https://evil.example/')).status).toBe(422);
    expect((await t.call('/api/auth/oauth/google?redirect_path=//evil.example/')).status).toBe(422);
  });

  it.each(['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/%2f/evil.example', '/%5cevil.example'])(
    'refuses the return page %j, which normalises to another host',
    async (path) => {
      const res = await t.call(`/api/auth/oauth/google?redirect_path=${encodeURIComponent(path)}`);
      expect(res.status).toBe(422);
      expect(res.headers.getSetCookie()).toEqual([]);
    },
  );

  it('answers 404 for an unknown or unconfigured provider', async () => {
    const unknown = await t.callJson('/api/auth/oauth/github');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.message).toBe('Sign-in with this provider is not configured');
    await t.ctx.services.settings.update({ facebook_client_secret: '' });
    try {
      expect((await t.call('/api/auth/oauth/facebook')).status).toBe(404);
    } finally {
      await t.ctx.services.settings.update({ facebook_client_secret: FACEBOOK.clientSecret });
    }
  });
});

describe('public settings', () => {
  it('report a provider configured in the environment or in the settings', async () => {
    const { body } = await t.callJson<{ settings: { oauth: Record<string, boolean> } }>('/api/settings?force');
    expect(body.data!.settings.oauth).toEqual({ google: true, facebook: true });
  });
});

describe('POST /api/auth/oauth/{provider}', () => {
  it('creates a verified account for a new Google user and signs it in', async () => {
    const profile = googleUser();
    const { res, body } = await signInWith('google', profile);
    expect(res.status).toBe(200);
    expect(body.message).toBe('Signed in');
    expect(body.data!.user).toMatchObject({ email: profile.email, fullname: 'Åsa Öberg', username: 'asa.oberg', email_verified: true, status: 'active' });
    expect(setCookie(res, 'token')).toContain(body.data!.token);
    expect(setCookie(res, 'oauth_state')).toMatch(/Max-Age=0/);
    expect((await t.call('/api/auth', { token: body.data!.token })).status).toBe(200);
    // Verified by the provider: no verification mail, but the welcome notification.
    expect(await queuedMails(t, profile.email as string)).toEqual([]);
    expect((await t.ctx.services.notifications.list(body.data!.user.id, 'en'))[0].text).toBe('Welcome! Your account is ready.');

    // The same identity signs the same account in again; a clashing name gets a suffix.
    const again = await signInWith('google', { ...profile, email: 'changed@gmail.test' });
    expect(again.body.data!.user.id).toBe(body.data!.user.id);
    const namesake = await signInWith('google', googleUser());
    expect(namesake.body.data!.user.username).toMatch(/^asa\.oberg\d{4}$/);
  });

  it('links to an existing account with the same verified address', async () => {
    const { user, input } = await signUp(t);
    await t.ctx.handle.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    const { res, body } = await signInWith('google', googleUser({ email: input.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(body.data!.user.id).toBe(user.id);
    const link = await t.ctx.handle.db.selectFrom('oauth_accounts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(link.provider).toBe('google');
  });

  it('never links to an account whose address is unverified on either side', async () => {
    const { input } = await signUp(t);
    const unverifiedHere = await signInWith('google', googleUser({ email: input.email }));
    expect(unverifiedHere.res.status).toBe(409);
    expect(unverifiedHere.body.message).toBe('An account with this e-mail address already exists: sign in with your password');

    const verified = await signUp(t);
    await t.ctx.handle.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', verified.user.id).execute();
    const unverifiedThere = await signInWith('google', googleUser({ email: verified.input.email, email_verified: false }));
    expect(unverifiedThere.res.status).toBe(409);
  });

  it('respects the registration switch for new accounts, not for existing ones', async () => {
    const existing = await signInWith('google', googleUser());
    await t.ctx.services.settings.update({ registration: false });
    try {
      const refused = await signInWith('google', googleUser());
      expect(refused.res.status).toBe(403);
      expect(refused.body.message).toBe('Registration system is disabled, please try again later');
      const returning = await signInWith('google', { sub: `g-${subjects - 1}`, email: 'x@gmail.test', email_verified: true, name: 'Again' });
      expect(returning.res.status).toBe(200);
      expect(existing.res.status).toBe(200);
    } finally {
      await t.ctx.services.settings.update({ registration: true });
    }
  });

  it('refuses banned accounts with their message', async () => {
    const profile = googleUser();
    const first = await signInWith('google', profile);
    await setStatusByStaff(t, first.body.data!.user.id, 'banned');
    const refused = await signInWith('google', profile);
    expect(refused.res.status).toBe(403);
    expect(refused.body.message).toBe('This account is banned');
  });

  it('signs in with Facebook (secret in the form body); its addresses are not trusted as verified', async () => {
    const { res, body } = await signInWith('facebook', { id: 'fb-1001', name: 'Kerem Yılmaz', email: 'kerem@facebook.test' });
    expect(res.status).toBe(200);
    expect(body.data!.user).toMatchObject({ username: 'kerem.yilmaz', email: 'kerem@facebook.test', email_verified: false });
    const [welcome] = await queuedMails(t, 'kerem@facebook.test');
    expect(welcome.template).toBe('welcome');

    const noEmail = await signInWith('facebook', { id: 'fb-1002', name: 'No Mail' });
    expect(noEmail.res.status).toBe(400);
    expect(noEmail.body.message).toBe('The provider did not share an e-mail address, and an account needs one');
  });

  it('refuses a state that does not match the attempt, and a missing attempt', async () => {
    const started = await begin('google');
    const { code } = await google.authorize(started.url.toString(), googleUser());
    const forged = await complete('google', { code, state: `google.${'x'.repeat(43)}` }, started.cookies);
    expect(forged.res.status).toBe(400);
    expect(forged.body.message).toBe('The sign-in attempt expired or is invalid, please start again');
    expect((await complete('google', { code, state: started.url.searchParams.get('state') }, '')).res.status).toBe(400);
    // The state of a Google attempt can't complete a Facebook sign-in.
    expect((await complete('facebook', { code, state: started.url.searchParams.get('state') }, started.cookies)).res.status).toBe(400);
  });

  it('fails when the code verifier does not match the challenge (PKCE)', async () => {
    const started = await begin('google');
    const { code, state } = await google.authorize(started.url.toString(), googleUser());
    const tampered = started.cookies.replace(/oauth_code_verifier=[^;]+/, `oauth_code_verifier=${'v'.repeat(43)}`);
    const { res, body } = await complete('google', { code, state }, tampered);
    expect(res.status).toBe(400);
    expect(body.message).toBe('Sign-in with the provider failed, please try again');
    expect(google.refusals.at(-1)).toBe('PKCE verification failed');
  });

  it('fails when a code is used twice', async () => {
    const started = await begin('google');
    const { code, state } = await google.authorize(started.url.toString(), googleUser());
    expect((await complete('google', { code, state }, started.cookies)).res.status).toBe(200);
    const second = await begin('google');
    const replay = await complete('google', { code, state: second.url.searchParams.get('state') }, second.cookies);
    expect(replay.res.status).toBe(400);
  });

  it('answers 422 for a payload of the wrong shape', async () => {
    const started = await begin('google');
    const { res, body } = await complete('google', { code: {}, state: ['x'] }, started.cookies);
    expect(res.status).toBe(422);
    expect(body.data).toMatchObject({ code: { _errors: ['Expected text'] }, state: { _errors: ['Expected text'] } });
  });
});
