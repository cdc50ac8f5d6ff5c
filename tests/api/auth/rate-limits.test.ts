import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext, newAccount, signIn, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

const IP_POINTS = 6;
const ACCOUNT_POINTS = 3;
const TOTAL_POINTS = 5;

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext({
    AUTH_RATE_LIMIT_IP_POINTS: String(IP_POINTS),
    AUTH_RATE_LIMIT_ACCOUNT_POINTS: String(ACCOUNT_POINTS),
    AUTH_RATE_LIMIT_ACCOUNT_TOTAL_POINTS: String(TOTAL_POINTS),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

function expectTooMany(res: Response, body: unknown) {
  expect(res.status).toBe(429);
  expect(body).toEqual({ status: false, statusCode: 429, message: 'Too many requests, please try again later' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('rate limits of the account calls', () => {
  it('sign-in: failures per account and address, the username and the e-mail address counted together', async () => {
    const { input } = await signUp(t, {}, { ip: freshIp() });
    const guesser = freshIp();
    const names = [input.username, input.email.toUpperCase(), input.username.toUpperCase()];
    for (let i = 0; i < ACCOUNT_POINTS; i++) {
      expect((await signIn(t, names[i % names.length], 'wrong-password', { ip: guesser })).res.status).toBe(400);
    }
    const blocked = await signIn(t, input.email, input.password, { ip: guesser });
    expectTooMany(blocked.res, blocked.body);
    // The owner, elsewhere, is not locked out; other accounts are not affected.
    expect((await signIn(t, input.username, input.password, { ip: freshIp() })).res.status).toBe(200);
    const other = await signUp(t, {}, { ip: freshIp() });
    expect((await signIn(t, other.input.username, other.input.password, { ip: guesser })).res.status).toBe(200);
  });

  it('sign-in: a success forgets the failures of its address', async () => {
    const { input } = await signUp(t, {}, { ip: freshIp() });
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < ACCOUNT_POINTS - 1; i++) {
        expect((await signIn(t, input.username, 'mistyped-password', { ip })).res.status).toBe(400);
      }
      expect((await signIn(t, input.email, input.password, { ip })).res.status).toBe(200);
    }
  });

  it('sign-in: guesses from many addresses do not lock the owner out', async () => {
    const { input } = await signUp(t, {}, { ip: freshIp() });
    const home = freshIp();
    expect((await signIn(t, input.username, input.password, { ip: home })).res.status).toBe(200);
    // TOTAL_POINTS failures spread over addresses put the account under attack.
    const guessers = Array.from({ length: TOTAL_POINTS }, freshIp);
    for (const ip of guessers) expect((await signIn(t, input.username, 'guess-1', { ip })).res.status).toBe(400);
    // Addresses that failed already are refused, even with the right password...
    const refused = await signIn(t, input.username, input.password, { ip: guessers[0] });
    expectTooMany(refused.res, refused.body);
    // ...a new address still gets its try: the right password signs in, a wrong one is its last.
    expect((await signIn(t, input.email, input.password, { ip: freshIp() })).res.status).toBe(200);
    const newcomer = freshIp();
    expect((await signIn(t, input.username, 'guess-2', { ip: newcomer })).res.status).toBe(400);
    expect((await signIn(t, input.username, input.password, { ip: newcomer })).res.status).toBe(429);
    // Twice the total: only addresses the account signed in from before may still try.
    for (let i = 1; i < TOTAL_POINTS; i++) expect((await signIn(t, input.username, 'guess-3', { ip: freshIp() })).res.status).toBe(400);
    expect((await signIn(t, input.username, input.password, { ip: freshIp() })).res.status).toBe(429);
    expect((await signIn(t, input.username, input.password, { ip: home })).res.status).toBe(200);
  });

  it('sign-in: an identifier of no account is counted exactly like an account', async () => {
    const { input } = await signUp(t, {}, { ip: freshIp() });
    const statuses = async (identifier: string) => {
      const ip = freshIp();
      const answers: number[] = [];
      for (let i = 0; i <= ACCOUNT_POINTS; i++) answers.push((await signIn(t, identifier, 'wrong-password', { ip })).res.status);
      answers.push((await signIn(t, identifier, 'wrong-password', { ip: freshIp() })).res.status);
      return answers;
    };
    const expected = [...Array<number>(ACCOUNT_POINTS).fill(400), 429, 400];
    expect(await statuses(input.username)).toEqual(expected);
    expect(await statuses(`nobody-${input.username}`)).toEqual(expected);
    expect(await statuses(`nobody-${input.email}`)).toEqual(expected);
  });

  it('sign-in: an IPv6 client counts as its /64', async () => {
    const { input } = await signUp(t, {}, { ip: freshIp() });
    for (let i = 1; i <= ACCOUNT_POINTS; i++) {
      expect((await signIn(t, input.username, 'wrong-password', { ip: `2001:db8:7:${nextIp}::${i}` })).res.status).toBe(400);
    }
    expect((await signIn(t, input.username, input.password, { ip: `2001:db8:7:${nextIp}:ffff::99` })).res.status).toBe(429);
    expect((await signIn(t, input.username, input.password, { ip: `2001:db8:7:${nextIp + 1}::1` })).res.status).toBe(200);
  });

  it('sign-in: per address, across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < IP_POINTS; i++) {
      expect((await signIn(t, `someone-${i}`, 'wrong-password', { ip })).res.status).toBe(400);
    }
    const blocked = await signIn(t, 'someone-else', 'wrong-password', { ip });
    expectTooMany(blocked.res, blocked.body);
  });

  it('sign-up: per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < IP_POINTS; i++) expect((await t.call('/api/auth/sign-up', { json: newAccount(), ip })).status).toBe(201);
    const { res, body } = await t.callJson('/api/auth/sign-up', { json: newAccount(), ip });
    expectTooMany(res, body);
  });

  it('forgot-password: per e-mail address', async () => {
    for (let i = 0; i < ACCOUNT_POINTS; i++) {
      expect((await t.call('/api/auth/forgot-password', { json: { email: 'Target@example.com', path: '/auth/recovery-account' }, ip: freshIp() })).status).toBe(200);
    }
    const { res, body } = await t.callJson('/api/auth/forgot-password', { json: { email: 'target@example.com', path: '/auth/recovery-account' }, ip: freshIp() });
    expectTooMany(res, body);
    await t.ctx.services.auth.recovery.settled();
  });

  it('reset-password and verify: per address, also for malformed attempts', async () => {
    for (const path of ['/api/auth/reset-password', '/api/auth/verify']) {
      const ip = freshIp();
      for (let i = 0; i < IP_POINTS; i++) {
        expect((await t.call(path, { json: { token: {} }, ip })).status).toBe(422);
      }
      const { res, body } = await t.callJson(path, { json: { token: 'a'.repeat(43), new_password: 'x', confirm_password: 'x' }, ip });
      expectTooMany(res, body);
    }
  });

  it('change-password: per account', async () => {
    const { token } = await signUp(t, {}, { ip: freshIp() });
    const attempt = { current_password: 'guess-guess', new_password: 'Nimbus-Parade-Ocean-5', confirm_password: 'Nimbus-Parade-Ocean-5' };
    for (let i = 0; i < ACCOUNT_POINTS; i++) {
      expect((await t.call('/api/auth/change-password', { token, json: attempt, ip: freshIp() })).status).toBe(422);
    }
    const { res, body } = await t.callJson('/api/auth/change-password', { token, json: attempt, ip: freshIp() });
    expectTooMany(res, body);
  });

  it('oauth: per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < IP_POINTS; i++) expect((await t.call('/api/auth/oauth/google', { ip })).status).toBe(404);
    const { res, body } = await t.callJson('/api/auth/oauth/google', { ip });
    expectTooMany(res, body);
  });
});
