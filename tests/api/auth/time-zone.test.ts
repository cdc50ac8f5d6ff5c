import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@/shared/types';
import { createAuthTestContext, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const update = (token: string, json: unknown, headers: Record<string, string> = {}) =>
  t.callJson<{ user: AuthUser }>('/api/auth', { method: 'PUT', token, json, headers });
const account = async (token: string) => (await t.callJson<{ user: AuthUser }>('/api/auth', { token })).body.data!.user;

describe('the time zone setting (PUT /api/auth time_zone)', () => {
  it('is null for a new account: timestamps follow the browser', async () => {
    const { token } = await signUp(t);
    expect((await account(token)).time_zone).toBeNull();
  });

  it('stores a chosen zone, shows it on every read, and leaves it when the field is left out', async () => {
    const { token, user } = await signUp(t);
    const { res, body } = await update(token, { time_zone: 'Europe/Stockholm' });
    expect(res.status).toBe(200);
    expect(body.data!.user.time_zone).toBe('Europe/Stockholm');
    expect((await account(token)).time_zone).toBe('Europe/Stockholm');
    const row = await t.ctx.handle.db.selectFrom('users').select('time_zone').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.time_zone).toBe('Europe/Stockholm');

    await update(token, { fullname: 'Grace Hopper' });
    expect((await account(token)).time_zone).toBe('Europe/Stockholm');

    const utc = await update(token, { time_zone: 'UTC' });
    expect(utc.body.data!.user.time_zone).toBe('UTC');
  });

  it('goes back to following the browser with null or an empty value', async () => {
    const { token } = await signUp(t);
    await update(token, { time_zone: 'Asia/Tokyo' });
    expect((await update(token, { time_zone: null })).body.data!.user.time_zone).toBeNull();
    await update(token, { time_zone: 'Asia/Tokyo' });
    expect((await update(token, { time_zone: '' })).body.data!.user.time_zone).toBeNull();
  });

  it('refuses an unknown zone with 422 and a translated message, storing nothing', async () => {
    const { token } = await signUp(t);
    await update(token, { time_zone: 'America/New_York' });
    for (const [language, text] of [['en', 'Unknown time zone'], ['sv', 'Okänd tidszon'], ['tr', 'Bilinmeyen saat dilimi']] as const) {
      const { res, body } = await update(token, { time_zone: 'Mars/Olympus_Mons' }, { 'x-language': language });
      expect(res.status).toBe(422);
      expect(body.data).toMatchObject({ time_zone: { _errors: [text] } });
    }
    for (const refused of ['europe/stockholm', 'GMT+1', 42, 'A'.repeat(65)]) {
      expect((await update(token, { time_zone: refused })).res.status).toBe(422);
    }
    expect((await account(token)).time_zone).toBe('America/New_York');
  });

  it('is taken from multipart profile forms too', async () => {
    const { token } = await signUp(t);
    const form = new FormData();
    form.append('time_zone', 'Europe/Istanbul');
    const { res, body } = await t.callJson<{ user: AuthUser }>('/api/auth', { method: 'PUT', token, body: form });
    expect(res.status).toBe(200);
    expect(body.data!.user.time_zone).toBe('Europe/Istanbul');
  });
});
