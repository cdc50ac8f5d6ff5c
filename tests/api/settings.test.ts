import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECRET_SETTING_KEYS } from '@/server/db/seed/settings';
import type { PublicBundle } from '@/shared/types';
import { createTestContext, type TestContext } from '../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const getBundle = async (language = 'en', query = '', token?: string) =>
  t.callJson<PublicBundle>(`/api/settings${query}`, { headers: { 'x-language': language }, token });
const appName = async (query = '', token?: string) => (await getBundle('en', query, token)).body.data!.settings.app_name;
/** Writes a setting behind the service's back: no invalidation, only a rebuild can see it. */
const writeDirectly = (key: string, value: unknown) =>
  t.ctx.handle.db.updateTable('settings').set({ value: t.ctx.handle.json.write(value) }).where('key', '=', key).execute();

describe('GET /api/settings', () => {
  it('answers the public bundle: settings, menus, constants and contents', async () => {
    const { res, body } = await getBundle();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toMatchObject({ status: true, statusCode: 200, message: 'Success' });
    const bundle = body.data!;
    expect(Object.keys(bundle)).toEqual(['settings', 'menus', 'contents', 'constants']);
    expect(bundle.settings).toMatchObject({
      app_name: 'Polyglot',
      default_language: 'en',
      maintenance_mode: false,
      registration: true,
      cookie_consent: { enabled: true },
      oauth: { google: false, facebook: false },
    });
    expect(bundle.menus.map((menu) => menu.key)).toEqual(['header', 'footer']);
    expect(bundle.constants).toEqual({
      cookieCategories: [
        { key: 'necessary', required: true, scripts: [] },
        { key: 'analytics', required: false, scripts: [] },
        { key: 'marketing', required: false, scripts: [] },
      ],
      cookiePreferences: {},
      cookieConsent: { enabled: true, saved: false },
    });
    expect(bundle.contents.landing).toMatchObject({ title: 'Home', intro_head: 'Your content, in every language' });
  });

  it.each([
    ['en', 'Home', 'Ana sayfa', 'Your content, in every language'],
    ['sv', 'Hem', 'Ana sayfa', 'Ditt innehåll, på alla språk'],
    ['tr', 'Ana sayfa', 'Ana sayfa', 'İçeriğiniz, her dilde'],
  ])('resolves multilingual values to %s', async (language, homeLabel, _tr, introHead) => {
    const { body } = await getBundle(language);
    const bundle = body.data!;
    expect(bundle.menus[0].items[0].label).toBe(homeLabel);
    expect(typeof bundle.settings.app_description).toBe('string');
    expect(bundle.settings.maintenance_message).not.toBe('');
    expect(bundle.contents.landing?.intro_head).toBe(introHead);
    if (language === 'sv') expect(bundle.settings.app_description).toMatch(/flerspråkig/);
    if (language === 'tr') expect(bundle.settings.contact.message).toMatch(/Sorularınız/);
  });

  it('falls back to English for an unknown language', async () => {
    const { body } = await getBundle('fi');
    expect(body.data!.menus[0].items[0].label).toBe('Home');
  });

  it('never sends a secret or credential', async () => {
    const sentinel = 'SENTINEL-SECRET-7f3a9c';
    await t.ctx.services.settings.update({
      ...Object.fromEntries(SECRET_SETTING_KEYS.map((key) => [key, `${sentinel}-${key}`])),
      google_client_id: 'google-id',
      facebook_client_id: 'facebook-id',
      smtp_username: `${sentinel}-smtp-user`,
      ftp_username: `${sentinel}-ftp-user`,
      ftp_host: `${sentinel}-ftp-host`,
      smtp_host: `${sentinel}-smtp-host`,
    });
    for (const language of ['en', 'sv', 'tr']) {
      for (const query of ['', '?force']) {
        const res = await t.call(`/api/settings${query}`, { headers: { 'x-language': language } });
        const text = await res.text();
        expect(text).not.toContain(sentinel);
        expect(JSON.parse(text).data.settings.oauth).toEqual({ google: true, facebook: true });
      }
    }
    const bundle = await t.ctx.services.settings.getPublicBundle('en');
    expect(JSON.stringify(bundle)).not.toContain(sentinel);
    // ...while the server itself can still read them.
    expect(await t.ctx.services.settings.get('smtp_password')).toBe(`${sentinel}-smtp_password`);
  });

  it('serves from the cache until settings change, and ?force reads the database', async () => {
    const first = await (await t.call('/api/settings')).text();
    expect(await (await t.call('/api/settings')).text()).toBe(first);

    // A write that bypasses the service (and its invalidation) stays invisible until ?force.
    await writeDirectly('app_name', 'Sneaky');
    expect(await appName()).not.toBe('Sneaky');
    expect(await appName('?force', await t.tokenFor(await t.adminId()))).toBe('Sneaky');

    await t.ctx.services.settings.update({ app_name: 'Renamed', maintenance_message: { en: 'Back soon', sv: 'Snart tillbaka' } });
    const en = (await getBundle('en')).body.data!;
    const sv = (await getBundle('sv')).body.data!;
    const tr = (await getBundle('tr')).body.data!;
    expect(en.settings.app_name).toBe('Renamed');
    expect(en.settings.maintenance_message).toBe('Back soon');
    expect(sv.settings.maintenance_message).toBe('Snart tillbaka');
    expect(tr.settings.maintenance_message).toBe('Back soon');
    expect((await t.ctx.services.settings.getPublicBundle('en')).settings.app_name).toBe('Renamed');
  });

  it('rejects unknown setting keys in update()', async () => {
    await expect(t.ctx.services.settings.update({ not_a_setting: 1 })).rejects.toMatchObject({ status: 400 });
  });

  it('reflects cookie_consent.enabled in settings and constants', async () => {
    await t.ctx.services.settings.update({ cookie_consent: { enabled: false, categories: ['necessary'] } });
    const { body } = await getBundle();
    expect(body.data!.settings.cookie_consent).toEqual({ enabled: false });
    expect(body.data!.constants.cookieConsent).toEqual({ enabled: false, saved: false });
    const constants = await t.callJson<PublicBundle['constants']>('/api/constants');
    expect(constants.body.data!.cookieConsent.enabled).toBe(false);
    await t.ctx.services.settings.update({ cookie_consent: { enabled: true, categories: ['necessary', 'analytics', 'marketing'] } });
  });

  it('honours ?force only for holders of external.settings: anyone else gets an ordinary cached read', async () => {
    const before = await appName();
    await writeDirectly('app_name', 'Forced');
    const staff = await t.tokenFor(await t.createUser({ external: { settings: true } }));
    const reader = await t.tokenFor(await t.createUser({ external: { dashboard: true }, users: { read: true } }));

    const anonymous = await getBundle('en', '?force');
    expect(anonymous.res.status).toBe(200);
    expect(anonymous.body.data!.settings.app_name).toBe(before);
    expect(await appName('?force=1', reader)).toBe(before);
    expect(await appName('?force', 'not-a-session-token')).toBe(before);
    expect(await appName('?force', staff)).toBe('Forced');
    expect(await appName()).toBe('Forced');
    await t.ctx.services.settings.update({ app_name: before });
  });

  it('keeps serving the cached answer when the database fails, on ?force and after an invalidation', async () => {
    const admin = await t.tokenFor(await t.adminId());
    // Resolve the admin's session now: with the settings table gone only the settings rebuild fails.
    expect((await t.call('/api/auth', { token: admin })).status).toBe(200);
    const cached = await (await t.call('/api/settings', { headers: { 'x-language': 'sv' } })).text();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sql`ALTER TABLE settings RENAME TO settings_unavailable`.execute(t.ctx.handle.db);
    try {
      const forced = await t.call('/api/settings?force', { headers: { 'x-language': 'sv' }, token: admin });
      expect(forced.status).toBe(200);
      expect(await forced.text()).toBe(cached);

      t.ctx.bus.publish('settings');
      for (const language of ['sv', 'en']) {
        const res = await t.call('/api/settings', { headers: { 'x-language': language } });
        expect(res.status).toBe(200);
        expect((await res.json() as { data: PublicBundle }).data.settings.app_name).toBeTruthy();
      }
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('serving the previous value'), expect.anything());
    } finally {
      await sql`ALTER TABLE settings_unavailable RENAME TO settings`.execute(t.ctx.handle.db);
      logged.mockRestore();
    }
    // Once the database is back, the next read rebuilds.
    await writeDirectly('app_name', 'Recovered');
    t.ctx.bus.publish('settings');
    expect(await appName()).toBe('Recovered');
  });
});
