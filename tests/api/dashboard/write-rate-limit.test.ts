import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import { createAuthTestContext } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';
import { staff } from './helpers';

const WRITES_PER_MINUTE = 3;

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createAuthTestContext({ DASHBOARD_WRITE_RATE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE) });
  adminToken = await t.tokenFor(await t.adminId());
});
afterAll(() => t.close());

const newModule = (token: string, language = 'en') => {
  const key = `rl-${Math.random().toString(36).slice(2, 8)}`;
  return t.callJson('/api/dashboard/modules', {
    token, headers: { 'x-language': language }, json: { key, type: 'content', name: { en: `Module ${key}` }, slug: key, fields: [] },
  });
};

describe('dashboard writes per user and minute (DASHBOARD_WRITE_RATE_LIMIT_PER_MINUTE)', () => {
  it('refuses a user\'s writes beyond the limit with a translated 429 and Retry-After; reads, other users and callers without a session are not counted', async () => {
    for (let i = 1; i < WRITES_PER_MINUTE; i++) expect((await newModule(adminToken)).res.status).toBe(201);
    // A refused write (422 here) counts all the same: the next one is over the limit.
    expect((await t.callJson('/api/dashboard/modules', { token: adminToken, json: {} })).res.status).toBe(422);
    const { res, body } = await newModule(adminToken, 'sv');
    expect(res.status).toBe(429);
    expect(body).toMatchObject({ status: false, statusCode: 429, message: sv.api.too_many_requests });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const deleted = await t.callJson('/api/dashboard/modules/anything', { method: 'DELETE', token: adminToken });
    expect(deleted.res.status).toBe(429);
    expect(deleted.body).toMatchObject({ message: en.api.too_many_requests });

    // Reading goes on.
    expect((await t.callJson('/api/dashboard/modules', { token: adminToken })).res.status).toBe(200);
    // Someone else's writes have their own count.
    const other = await staff(t, { modules: { create: true, read: true } });
    expect((await newModule(other.token)).res.status).toBe(201);
    // Without a session it is the route's 401, however often.
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) expect((await t.callJson('/api/dashboard/modules', { json: {} })).res.status).toBe(401);
  });
});
