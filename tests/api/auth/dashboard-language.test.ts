import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser } from '@/shared/api/users';
import type { AuthUser } from '@/shared/types';
import { createDashboardLanguage } from '@/server/web/dashboard-language';
import { createAuthTestContext, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

/**
 * The dashboard's language is the user's choice (PUT /api/auth dashboard_locale), kept on the
 * user: what language the client names on other calls (a public page read in Turkish) moves the
 * user's mail language, never the dashboard's. Without a choice: the site's default language.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const update = (token: string, json: unknown, headers: Record<string, string> = {}) =>
  t.callJson<{ user: AuthUser }>('/api/auth', { method: 'PUT', token, json, headers });
const account = async (token: string, language = 'en') =>
  (await t.callJson<{ user: AuthUser }>('/api/auth', { token, headers: { 'x-language': language } })).body.data!.user;
const dashboardLanguage = (token: string) =>
  createDashboardLanguage(t.ctx.services.sessions, t.ctx.services.settings)(`i18n_redirected=tr; token=${token}`);

describe('the dashboard language setting (PUT /api/auth dashboard_locale)', () => {
  it('starts as the language the account was made in', async () => {
    const { token } = await signUp(t, {}, { headers: { 'x-language': 'sv' } });
    expect((await account(token, 'sv')).dashboard_locale).toBe('sv');
    expect(await dashboardLanguage(token)).toBe('sv');
  });

  it('is stored when chosen, shown on every read and decides the dashboard; other fields leave it', async () => {
    const { token, user } = await signUp(t, {}, { headers: { 'x-language': 'en' } });
    const { res, body } = await update(token, { dashboard_locale: 'tr' }, { 'x-language': 'en' });
    expect(res.status).toBe(200);
    expect(body.data!.user.dashboard_locale).toBe('tr');
    expect((await account(token)).dashboard_locale).toBe('tr');
    const row = await t.ctx.handle.db.selectFrom('users').select('dashboard_locale').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.dashboard_locale).toBe('tr');
    expect(await dashboardLanguage(token)).toBe('tr');

    await update(token, { fullname: 'Grace Hopper' });
    expect((await account(token)).dashboard_locale).toBe('tr');
  });

  it('does not follow the language of the pages the user reads', async () => {
    const { token, user } = await signUp(t, {}, { headers: { 'x-language': 'en' } });
    await update(token, { dashboard_locale: 'en' });
    // A Turkish public page's calls name Turkish; the user's (mail) language follows, the dashboard's does not.
    await account(token, 'tr');
    await expect.poll(async () => (await t.ctx.handle.db.selectFrom('users').select('locale').where('id', '=', user.id).executeTakeFirstOrThrow()).locale).toBe('tr');
    expect((await account(token, 'tr')).dashboard_locale).toBe('en');
    expect(await dashboardLanguage(token)).toBe('en');
  });

  it("with null or an empty choice follows the site's default language", async () => {
    const { token } = await signUp(t, {}, { headers: { 'x-language': 'tr' } });
    expect((await update(token, { dashboard_locale: '' })).body.data!.user.dashboard_locale).toBeNull();
    await t.ctx.services.settings.update({ default_language: 'sv' });
    try {
      expect(await dashboardLanguage(token)).toBe('sv');
    } finally {
      await t.ctx.services.settings.update({ default_language: 'en' });
    }
    expect((await update(token, { dashboard_locale: null })).res.status).toBe(200);
    expect(await dashboardLanguage(token)).toBe('en');
  });

  it('refuses anything but a site language (422, translated), and changes nothing', async () => {
    const { token } = await signUp(t, {}, { headers: { 'x-language': 'sv' } });
    for (const value of ['de', 'SV', 1, ['en']]) {
      const { res, body } = await update(token, { dashboard_locale: value }, { 'x-language': 'sv' });
      expect(res.status, String(value)).toBe(422);
      expect(body.data).toHaveProperty('dashboard_locale');
    }
    expect((await account(token, 'sv')).dashboard_locale).toBe('sv');
  });

  it('is null (no dashboard) for a visitor without a session or with an unknown token', async () => {
    expect(await createDashboardLanguage(t.ctx.services.sessions, t.ctx.services.settings)(undefined)).toBeNull();
    expect(await createDashboardLanguage(t.ctx.services.sessions, t.ctx.services.settings)('token=not-a-token')).toBeNull();
  });

  it("of a user staff create is the language chosen for them (the invitation's)", async () => {
    const admin = await t.tokenFor(await t.adminId());
    const name = `lang${Math.random().toString(36).slice(2, 8)}`;
    const created = await t.callJson<CreatedUser>('/api/dashboard/users', {
      token: admin,
      json: { username: name, email: `${name}@example.com`, fullname: 'Turkish Staff', role_id: 1, status: 'passive', locale: 'tr' },
    });
    expect(created.res.status).toBe(201);
    const row = await t.ctx.handle.db.selectFrom('users').select('dashboard_locale').where('id', '=', created.body.data!.id).executeTakeFirstOrThrow();
    expect(row.dashboard_locale).toBe('tr');
  });
});
