import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helpers/test-context';
import { openAsAdmin } from '../helpers/signed-in';

let t: TestContext;
let token: string;
beforeAll(async () => ({ t, adminToken: token } = await openAsAdmin()));
afterAll(() => t.close());

const save = (headers: Record<string, string>, auth: 'cookie' | 'bearer' | 'none' = 'cookie') =>
  t.call('/api/cookie-preferences', {
    json: { necessary: true },
    headers: { host: 'site.example', ...(auth === 'cookie' ? { cookie: `token=${token}` } : {}), ...headers },
    ...(auth === 'bearer' ? { token } : {}),
  });

describe('same-origin check for cookie-authenticated writes', () => {
  it('refuses a cookie-authenticated write without proof of origin', async () => {
    const res = await save({});
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ status: false, statusCode: 403, message: 'Request refused: it did not come from this site' });
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin "null"', { origin: 'null' }],
    ['a cross-site fetch', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a same-site (other subdomain) fetch', { 'sec-fetch-site': 'same-site' }],
    ['a garbled Origin', { origin: '::not a url' }],
    ['a foreign Referer', { referer: 'https://evil.example/form' }],
    ['a foreign Origin beside a local Referer', { origin: 'https://evil.example', referer: 'https://site.example/form' }],
  ])('refuses %s', async (_, headers) => {
    expect((await save(headers)).status).toBe(403);
  });

  it.each([
    ['an Origin matching the Host', { origin: 'https://site.example' }],
    ['an Origin matching the public URL', { origin: 'http://localhost:3000' }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }],
    ['a Referer on the public URL and no Origin', { referer: 'http://localhost:3000/auth/settings' }],
  ])('accepts %s', async (_, headers) => {
    expect((await save(headers)).status).toBe(200);
  });

  it('does not apply to bearer-token or anonymous writes, nor to reads', async () => {
    expect((await save({}, 'bearer')).status).toBe(200);
    expect((await save({}, 'none')).status).toBe(200);
    expect((await t.call('/api/modules/tree', { headers: { cookie: `token=${token}`, origin: 'https://evil.example' } })).status).toBe(200);
  });
});
