import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext, newAccount, signIn, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

const IP_POINTS = 6;
const ACCOUNT_POINTS = 3;

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext({
    AUTH_RATE_LIMIT_IP_POINTS: String(IP_POINTS),
    AUTH_RATE_LIMIT_ACCOUNT_POINTS: String(ACCOUNT_POINTS),
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
  it('sign-in: per account (any case, from any address)', async () => {
    const { input } = await signUp(t, {}, { ip: freshIp() });
    for (let i = 0; i < ACCOUNT_POINTS; i++) {
      expect((await signIn(t, i % 2 ? input.username.toUpperCase() : input.username, 'wrong-password', { ip: freshIp() })).res.status).toBe(400);
    }
    const blocked = await signIn(t, input.username, input.password, { ip: freshIp() });
    expectTooMany(blocked.res, blocked.body);
    // Other accounts are not affected.
    const other = await signUp(t, {}, { ip: freshIp() });
    expect((await signIn(t, other.input.username, other.input.password, { ip: freshIp() })).res.status).toBe(200);
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
