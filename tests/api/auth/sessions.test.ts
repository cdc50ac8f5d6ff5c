import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '@/shared/api/account';
import { createAuthTestContext, setCookie, signIn, signUp } from '../../helpers/accounts';
import type { CallOptions, TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const list = (token: string, options: CallOptions = {}) => t.callJson<AccountSession[]>('/api/auth/sessions', { ...options, token });
const close = (token: string, query = '') => t.callJson(`/api/auth/sessions${query}`, { method: 'DELETE', token });
const status = async (token: string) => (await t.call('/api/auth', { token })).status;
const sessionRow = (id: number) => t.ctx.handle.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/auth/sessions', () => {
  it('lists the open sessions with address, location, device, browser and the current flag', async () => {
    const { input } = await signUp(t);
    const desktop = (await signIn(t, input.username, input.password, {
      ip: '192.168.1.20',
      headers: { 'user-agent': CHROME_ON_WINDOWS, 'accept-language': 'sv-SE,sv;q=0.9' },
    })).body.data!.token;
    const phone = (await signIn(t, input.username, input.password, {
      ip: '203.0.113.9',
      headers: { 'user-agent': SAFARI_ON_IPHONE, 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' },
    })).body.data!.token;

    const { res, body } = await list(phone, { headers: { 'x-language': 'en' } });
    expect(res.status).toBe(200);
    const sessions = body.data!;
    expect(sessions).toHaveLength(3);
    const current = sessions.find((session) => session.current)!;
    expect(current).toMatchObject({ ip_address: '203.0.113.9', location: 'Türkiye', device: 'Apple iPhone (iOS 17.4)', browser: 'Mobile Safari 17' });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions).toContainEqual(expect.objectContaining({ ip_address: '192.168.1.20', location: 'Local network', device: 'Windows 10', browser: 'Chrome 124', current: false }));
    expect(Object.keys(current).sort()).toEqual(['browser', 'current', 'device', 'id', 'ip_address', 'last_activity', 'location']);

    const swedish = await list(desktop, { headers: { 'x-language': 'sv' } });
    expect(swedish.body.data!.find((session) => session.ip_address === '192.168.1.20')!.location).toBe('Lokalt nätverk');
    expect(swedish.body.data!.find((session) => session.ip_address === '203.0.113.9')!.location).toBe('Turkiet');
  });

  it('needs a session', async () => {
    expect((await t.call('/api/auth/sessions')).status).toBe(401);
  });
});

describe('DELETE /api/auth/sessions', () => {
  it("closes one of the caller's own sessions by id", async () => {
    const { input, token } = await signUp(t);
    const other = (await signIn(t, input.username, input.password)).body.data!.token;
    const otherId = (await list(other)).body.data!.find((session) => session.current)!.id;
    const { res, body } = await close(token, `?id=${otherId}`);
    expect(res.status).toBe(200);
    expect(body.message).toBe('Session closed');
    expect(await status(other)).toBe(401);
    expect(await status(token)).toBe(200);
  });

  it("answers 404 for another user's session and leaves it open", async () => {
    const mine = await signUp(t);
    const theirs = await signUp(t);
    const theirId = (await list(theirs.token)).body.data![0].id;
    const { res, body } = await close(mine.token, `?id=${theirId}`);
    expect(res.status).toBe(404);
    expect(body).toEqual({ status: false, statusCode: 404, message: 'Session not found' });
    expect(await status(theirs.token)).toBe(200);
  });

  it('answers 422 for an id that is not a number', async () => {
    const { token } = await signUp(t);
    for (const query of ['?id=abc', '?id=1.5', '?id=-1', '?id=', '?id=%7B%7D', '?id=9999999999']) {
      expect((await close(token, query)).res.status, query).toBe(422);
    }
  });

  it.each([
    ['en', 'Some fields are invalid', 'Invalid id: expected a positive whole number'],
    ['sv', 'Några fält är ogiltiga', 'Ogiltigt id: förväntade ett positivt heltal'],
    ['tr', 'Bazı alanlar geçersiz', 'Geçersiz kimlik: pozitif bir tam sayı bekleniyordu'],
  ])('explains a bad id in the X-Language (%s)', async (language, message, idMessage) => {
    const { token } = await signUp(t);
    const { res, body } = await t.callJson('/api/auth/sessions?id=abc', { method: 'DELETE', token, headers: { 'x-language': language } });
    expect(res.status).toBe(422);
    expect(body).toEqual({ status: false, statusCode: 422, message, data: { _errors: [], id: { _errors: [idMessage] } } });
  });

  it('closes every session, the current one included, and clears the cookie', async () => {
    const { input, token } = await signUp(t);
    const other = (await signIn(t, input.username, input.password)).body.data!.token;
    const res = await t.call('/api/auth/sessions', { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe('All sessions closed');
    expect(setCookie(res, 'token')).toMatch(/^token=;/);
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(401);
  });
});

describe('session lifetime', () => {
  /** Moves a session's clock back, as if its times had passed, and drops it from the cache. */
  async function age(sessionId: number, userId: number, times: { created?: number; lastActivity?: number; expires?: number }) {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await t.ctx.handle.db.updateTable('sessions').set({
      ...(times.created !== undefined ? { created_at: ago(times.created) } : {}),
      ...(times.lastActivity !== undefined ? { last_activity: ago(times.lastActivity) } : {}),
      ...(times.expires !== undefined ? { expires_at: ago(times.expires) } : {}),
    } as never).where('id', '=', sessionId).execute();
    t.ctx.services.sessions.forgetUser(userId);
  }

  const DAY = 24 * 3600_000;

  it('records activity at most once a minute per session, in a batch, sliding the expiry', async () => {
    const { input, user } = await signUp(t);
    const token = (await t.callJson<{ token: string }>('/api/auth/sign-in', { json: { username: input.username, password: input.password, remember_me: true } })).body.data!.token;
    const session = (await list(token)).body.data!.find((entry) => entry.current)!;
    await age(session.id, user.id, { lastActivity: 5 * 60_000 });
    const before = await sessionRow(session.id);

    expect(await status(token)).toBe(200);
    // Not written on the request itself...
    expect((await sessionRow(session.id)).last_activity).toBe(before.last_activity);
    await t.ctx.services.sessions.flushActivity();
    // ...but in the next batch, moving the idle limit (7 days for a remembered session) along.
    const written = await sessionRow(session.id);
    expect(Date.now() - Date.parse(written.last_activity)).toBeLessThan(5_000);
    expect(Date.parse(written.expires_at)).toBeGreaterThan(Date.parse(before.expires_at));

    // More requests within the minute write nothing.
    const marker = new Date(Date.now() - 30_000).toISOString();
    await t.ctx.handle.db.updateTable('sessions').set({ last_activity: marker }).where('id', '=', session.id).execute();
    for (let i = 0; i < 5; i++) expect(await status(token)).toBe(200);
    await t.ctx.services.sessions.flushActivity();
    expect((await sessionRow(session.id)).last_activity).toBe(marker);
  });

  it('ends a remembered session after 7 idle days', async () => {
    const { input, user } = await signUp(t);
    const token = (await t.callJson<{ token: string }>('/api/auth/sign-in', { json: { username: input.username, password: input.password, remember_me: true } })).body.data!.token;
    const current = (await list(token)).body.data!.find((session) => session.current)!;
    await age(current.id, user.id, { created: 6 * DAY, lastActivity: 6 * DAY });
    expect(await status(token)).toBe(200);
    await age(current.id, user.id, { created: 8 * DAY, lastActivity: 7 * DAY + 60_000 });
    expect(await status(token)).toBe(401);
  });

  it('ends a remembered session 30 days after sign-in, however active', async () => {
    const { input, user } = await signUp(t);
    const token = (await t.callJson<{ token: string }>('/api/auth/sign-in', { json: { username: input.username, password: input.password, remember_me: true } })).body.data!.token;
    const current = (await list(token)).body.data!.find((session) => session.current)!;
    await age(current.id, user.id, { created: 30 * DAY + 60_000, lastActivity: 60_000 });
    expect(await status(token)).toBe(401);
  });

  it('ends a browser session after one day', async () => {
    const { token, user } = await signUp(t);
    const [session] = (await list(token)).body.data!;
    await age(session.id, user.id, { created: DAY + 60_000, lastActivity: 60_000 });
    expect(await status(token)).toBe(401);
  });

  it('never accepts a token of the wrong shape', async () => {
    for (const token of ['', 'abc', 'x'.repeat(43), `${'a'.repeat(42)}=`, 'a'.repeat(44)]) {
      expect(await status(token), token).toBe(401);
    }
  });
});
