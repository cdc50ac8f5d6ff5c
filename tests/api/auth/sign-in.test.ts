import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext, setCookie, setStatusByStaff, signIn, signUp } from '../../helpers/accounts';
import { TEST_ADMIN, type TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const me = (token: string) => t.callJson<{ user: { id: number; username: string } }>('/api/auth', { token });

describe('POST /api/auth/sign-in', () => {
  it('signs in by username or e-mail (any case) and returns a working token', async () => {
    const { input, user } = await signUp(t);
    for (const identifier of [input.username, input.email, input.email.toUpperCase(), input.username.toUpperCase()]) {
      const { res, body } = await signIn(t, identifier, input.password);
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ status: true, statusCode: 200, message: 'Signed in' });
      expect(body.data!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.data!.user).toMatchObject({ id: user.id, username: input.username, email: input.email });
      expect(body.data!.user).not.toHaveProperty('password_hash');
      expect((await me(body.data!.token)).body.data!.user.id).toBe(user.id);
    }
  });

  it('issues a new token at every sign-in and ends the session it replaces', async () => {
    const { input } = await signUp(t);
    const first = (await signIn(t, input.username, input.password)).body.data!.token;
    const second = await signIn(t, input.username, input.password, { token: first });
    expect(second.body.data!.token).not.toBe(first);
    expect((await me(first)).res.status).toBe(401);
    expect((await me(second.body.data!.token)).res.status).toBe(200);
  });

  it('sets a browser-session cookie, or a 30-day one with remember_me', async () => {
    const { input } = await signUp(t);
    const session = await t.call('/api/auth/sign-in', { json: { username: input.username, password: input.password } });
    const cookie = setCookie(session, 'token')!;
    expect(cookie).toMatch(/^token=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).not.toMatch(/Secure/);

    const remembered = await t.call('/api/auth/sign-in', { json: { username: input.username, password: input.password, remember_me: true } });
    expect(setCookie(remembered, 'token')).toMatch(/Max-Age=2592000/);
    const row = await t.ctx.handle.db.selectFrom('sessions').select(['remember', 'created_at', 'expires_at']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.remember).toBe(1);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(7 * 24 * 3600_000);
  });

  it('answers a wrong password and an unknown account with the same 400', async () => {
    const { input } = await signUp(t);
    const wrong = await signIn(t, input.username, `${input.password}x`);
    const unknown = await signIn(t, 'nobody-here', input.password);
    const unknownEmail = await signIn(t, 'nobody@example.com', input.password);
    for (const answer of [wrong, unknown, unknownEmail]) {
      expect(answer.res.status).toBe(400);
      expect(answer.body).toEqual({ status: false, statusCode: 400, message: 'Invalid credentials' });
    }
    const swedish = await signIn(t, 'nobody-here', 'whatever', { headers: { 'x-language': 'sv' } });
    expect(swedish.body.message).toBe('Ogiltiga inloggningsuppgifter');
  });

  it('uses every character of a long password', async () => {
    const password = `${'long-passphrase-'.repeat(6)}1234`;
    expect(password).toHaveLength(100);
    const { input } = await signUp(t, { password });
    expect((await signIn(t, input.username, password)).res.status).toBe(200);
    expect((await signIn(t, input.username, `${password.slice(0, 99)}5`)).res.status).toBe(400);
    expect((await signIn(t, input.username, password.slice(0, 72))).res.status).toBe(400);
  });

  it('answers 422 with the field tree for values of the wrong shape', async () => {
    const { res, body } = await t.callJson('/api/auth/sign-in', { json: { username: {}, password: ['x'], remember_me: 'yes' } });
    expect(res.status).toBe(422);
    expect(body).toMatchObject({
      status: false,
      message: 'Some fields are invalid',
      data: {
        _errors: [],
        username: { _errors: ['Expected text'] },
        password: { _errors: ['Expected text'] },
        remember_me: { _errors: ['Expected true or false'] },
      },
    });
    const missing = await t.callJson('/api/auth/sign-in', { json: { username: 42 } });
    expect(missing.body.data).toMatchObject({ username: { _errors: ['Expected text'] }, password: { _errors: ['Required field'] } });
    const tooLong = await t.callJson('/api/auth/sign-in', { json: { username: 'ada', password: 'x'.repeat(1025) } });
    expect(tooLong.body.data).toMatchObject({ password: { _errors: ['Password must be at most 1024 characters'] } });
  });
});

describe('account status', () => {
  it.each([
    ['banned', 'This account is banned'],
    ['passive', 'This account is deactivated'],
    ['deleted', 'This account has been deleted'],
  ] as const)('a %s account is refused at sign-in and its open sessions end at once', async (status, message) => {
    const { input, user, token } = await signUp(t);
    expect((await me(token)).res.status).toBe(200);
    await setStatusByStaff(t, user.id, status);
    expect((await me(token)).res.status).toBe(401);
    const refused = await signIn(t, input.username, input.password);
    expect(refused.res.status).toBe(403);
    expect(refused.body).toEqual({ status: false, statusCode: 403, message });
    // Without the password, the status stays hidden.
    expect((await signIn(t, input.username, 'wrong-password')).body.message).toBe('Invalid credentials');

    await setStatusByStaff(t, user.id, 'active');
    expect((await signIn(t, input.username, input.password)).res.status).toBe(200);
  });

  it('a ban published on the bus drops a cached session on this instance', async () => {
    const { user, token } = await signUp(t);
    expect((await me(token)).res.status).toBe(200);
    // Another instance changes the row and publishes; this one must not answer from its cache.
    await t.ctx.handle.db.updateTable('users').set({ status: 'banned' }).where('id', '=', user.id).execute();
    t.ctx.bus.publish('sessions', `user:${user.id}`);
    expect((await me(token)).res.status).toBe(401);
  });
});

describe('GET /api/auth/sign-out', () => {
  it('ends the current session and clears the cookie', async () => {
    const { token } = await signUp(t);
    const res = await t.call('/api/auth/sign-out', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: true, message: 'Signed out' });
    expect(setCookie(res, 'token')).toMatch(/^token=;.*Max-Age=0/);
    expect((await me(token)).res.status).toBe(401);
  });

  it('succeeds without a session', async () => {
    expect((await t.call('/api/auth/sign-out')).status).toBe(200);
  });

  it('refuses a cookie-authenticated sign-out that the browser marks cross-site', async () => {
    const { token } = await signUp(t);
    const res = await t.call('/api/auth/sign-out', { headers: { cookie: `token=${token}`, 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect((await me(token)).res.status).toBe(200);
  });

  it.each([
    ['no Sec-Fetch-Site, Origin or Referer', {}],
    ['a foreign Referer and no Sec-Fetch-Site', { referer: 'https://evil.example/page' }],
    ['a foreign Origin and no Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['Origin "null" beside a local Referer', { origin: 'null', referer: 'http://localhost:3000/auth' }],
    ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site', referer: 'http://localhost:3000/auth' }],
  ])('refuses a cookie-authenticated sign-out with %s', async (_, headers: Record<string, string>) => {
    const { token } = await signUp(t);
    const { res, body } = await t.callJson('/api/auth/sign-out', { headers: { cookie: `token=${token}`, ...headers } });
    expect(res.status).toBe(403);
    expect(body).toEqual({ status: false, statusCode: 403, message: 'Request refused: it did not come from this site' });
    expect(setCookie(res, 'token')).toBeUndefined();
    expect((await me(token)).res.status).toBe(200);
  });

  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['a Referer on the public URL (a browser without Sec-Fetch-Site)', { referer: 'http://localhost:3000/tr/hesap' }],
    ['an Origin on the public URL', { origin: 'http://localhost:3000' }],
  ])('accepts a cookie-authenticated sign-out with %s', async (_, headers: Record<string, string>) => {
    const { token } = await signUp(t);
    const res = await t.call('/api/auth/sign-out', { headers: { cookie: `token=${token}`, ...headers } });
    expect(res.status).toBe(200);
    expect((await me(token)).res.status).toBe(401);
  });
});

describe('the seeded admin', () => {
  it('signs in with the configured password', async () => {
    expect((await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password)).res.status).toBe(200);
  });
});
