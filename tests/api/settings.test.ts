import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_SETTING_KEYS } from '@/server/db/seed/settings';
import type { PublicBundle } from '@/shared/types';
import { createTestContext, type TestContext } from '../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const getBundle = async (language = 'en', query = '') => t.callJson<PublicBundle>(`/api/settings${query}`, { headers: { 'x-language': language } });

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
        { key: 'necessary', required: true },
        { key: 'analytics', required: false },
        { key: 'marketing', required: false },
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
    await t.ctx.handle.db.updateTable('settings').set({ value: t.ctx.handle.json.write('Sneaky') }).where('key', '=', 'app_name').execute();
    expect(JSON.parse(await (await t.call('/api/settings')).text()).data.settings.app_name).not.toBe('Sneaky');
    expect((await getBundle('en', '?force')).body.data!.settings.app_name).toBe('Sneaky');

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
});
