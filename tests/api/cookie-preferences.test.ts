import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Constants, PublicBundle } from '@/shared/types';
import { createTestContext, type TestContext } from '../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const CATEGORIES = [
  { key: 'necessary', required: true, scripts: [] },
  { key: 'analytics', required: false, scripts: [] },
  { key: 'marketing', required: false, scripts: [] },
];

function visitorCookie(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = header.match(/cookie_consent_id=([^;]+)/);
  if (!match) throw new Error(`no cookie_consent_id in ${header}`);
  return `cookie_consent_id=${match[1]}`;
}

describe('GET /api/constants', () => {
  it('answers the categories and an unsaved state for a new visitor', async () => {
    const { res, body } = await t.callJson<Constants>('/api/constants');
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ cookieCategories: CATEGORIES, cookiePreferences: {}, cookieConsent: { enabled: true, saved: false } });
  });

  it('ignores a malformed or unknown visitor cookie', async () => {
    for (const cookie of ['cookie_consent_id=../../etc', 'cookie_consent_id=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const { body } = await t.callJson<Constants>('/api/constants', { headers: { cookie } });
      expect(body.data!.cookieConsent.saved).toBe(false);
    }
  });
});

describe('POST /api/cookie-preferences', () => {
  it('saves the preferences, issues the visitor cookie and reflects them in constants and settings', async () => {
    const { res, body } = await t.callJson('/api/cookie-preferences', {
      json: { necessary: true, analytics: true, marketing: false },
      headers: { 'user-agent': 'vitest-agent', 'x-language': 'tr' },
      ip: '203.0.113.7',
    });
    expect(res.status).toBe(200);
    expect(body).toEqual({
      status: true,
      statusCode: 200,
      message: 'Tercihler kaydedildi',
      data: { preferences: { necessary: true, analytics: true, marketing: false }, saved: true },
    });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = visitorCookie(res);

    const row = await t.ctx.handle.db.selectFrom('cookie_consents').selectAll()
      .where('visitor_id', '=', cookie.split('=')[1]).executeTakeFirstOrThrow();
    expect(t.ctx.handle.json.read(row.preferences)).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(row).toMatchObject({ ip_address: '203.0.113.7', user_agent: 'vitest-agent', user_id: null });

    const constants = await t.callJson<Constants>('/api/constants', { headers: { cookie } });
    expect(constants.body.data).toEqual({
      cookieCategories: CATEGORIES,
      cookiePreferences: { necessary: true, analytics: true, marketing: false },
      cookieConsent: { enabled: true, saved: true },
    });

    const settings = await t.callJson<PublicBundle>('/api/settings', { headers: { cookie } });
    expect(settings.body.data!.constants).toEqual(constants.body.data);
    // Other visitors still get the cached anonymous answer.
    expect((await t.callJson<PublicBundle>('/api/settings')).body.data!.constants.cookieConsent.saved).toBe(false);
  });

  it('updates the same record for a returning visitor and records the signed-in user', async () => {
    const first = await t.call('/api/cookie-preferences', { json: { necessary: true } });
    const cookie = visitorCookie(first);
    expect((await first.json()).data.preferences).toEqual({ necessary: true, analytics: false, marketing: false });

    const adminId = await t.adminId();
    const token = await t.tokenFor(adminId);
    const second = await t.call('/api/cookie-preferences', { json: { necessary: true, marketing: true }, headers: { cookie: `${cookie}; cookie_consent=1` }, token });
    expect(second.status).toBe(200);
    // Neither the visitor cookie nor its readable hint again.
    expect(second.headers.get('set-cookie')).toBeNull();

    const rows = await t.ctx.handle.db.selectFrom('cookie_consents').selectAll().where('visitor_id', '=', cookie.split('=')[1]).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(adminId);
    expect(t.ctx.handle.json.read(rows[0].preferences)).toEqual({ necessary: true, analytics: false, marketing: true });
  });

  it.each([
    [{ necessary: false, analytics: true }, ['necessary']],
    [{ analytics: true }, ['necessary']],
    [{ necessary: true, analytics: 'yes' }, ['analytics']],
    [{ necessary: true, marketing: 1 }, ['marketing']],
    [{ necessary: true, tracking: true }, ['_errors']],
    [[true], ['_errors']],
  ])('refuses %j with 422', async (payload, fields) => {
    const { res, body } = await t.callJson<Record<string, { _errors: string[] }>>('/api/cookie-preferences', { json: payload });
    expect(res.status).toBe(422);
    expect(body.status).toBe(false);
    for (const field of fields) {
      const errors = field === '_errors' ? (body.data as unknown as { _errors: string[] })._errors : body.data![field]._errors;
      expect(errors.length).toBeGreaterThan(0);
      for (const text of errors) expect(text).not.toMatch(/^validation\./);
    }
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('marks the cookie Secure in production', async () => {
    const production = await createTestContext({ NODE_ENV: 'production' });
    try {
      const res = await production.call('/api/cookie-preferences', { json: { necessary: true } });
      expect(res.headers.get('set-cookie')).toMatch(/Secure/);
    } finally {
      await production.close();
    }
  });
});

describe('the categories the settings offer', () => {
  const ALL = { enabled: true, categories: ['necessary', 'analytics', 'marketing'] };
  afterAll(() => t.ctx.services.settings.update({ cookie_consent: ALL }));

  it('offers exactly the chosen categories (necessary always), each with its scripts, in the bundle and the constants', async () => {
    await t.ctx.services.settings.update({
      cookie_consent: { enabled: true, categories: ['marketing'], scripts: { marketing: ['https://ads.example.com/tag.js'], analytics: ['/stats.js'] } },
    });
    const offered = [
      { key: 'necessary', required: true, scripts: [] },
      { key: 'marketing', required: false, scripts: ['https://ads.example.com/tag.js'] },
    ];
    expect((await t.callJson<Constants>('/api/constants')).body.data!.cookieCategories).toEqual(offered);
    expect((await t.callJson<PublicBundle>('/api/settings')).body.data!.constants.cookieCategories).toEqual(offered);
  });

  it('stores a consent to a category not offered as refused, and reads an old one so', async () => {
    await t.ctx.services.settings.update({ cookie_consent: { enabled: true, categories: ['necessary', 'analytics'] } });
    const res = await t.call('/api/cookie-preferences', { json: { necessary: true, analytics: true, marketing: true } });
    expect((await res.json()).data.preferences).toEqual({ necessary: true, analytics: true, marketing: false });
    const cookie = visitorCookie(res);

    await t.ctx.services.settings.update({ cookie_consent: { enabled: true, categories: ['necessary'] } });
    const constants = await t.callJson<Constants>('/api/constants', { headers: { cookie } });
    expect(constants.body.data!.cookieCategories.map((category) => category.key)).toEqual(['necessary']);
    expect(constants.body.data!.cookiePreferences).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://plain.example.com/a.js'],
    ['//evil.example.com/a.js'],
    ['data:text/javascript,alert(1)'],
  ])('refuses the script address %s in the settings', async (url) => {
    const token = await t.tokenFor(await t.adminId());
    const { res } = await t.callJson('/api/dashboard/settings', {
      method: 'PUT',
      json: { cookie_consent: { enabled: true, categories: ['necessary', 'analytics'], scripts: { analytics: [url] } } },
      token,
    });
    expect(res.status).toBe(422);
  });
});

describe('DELETE /api/cookie-preferences', () => {
  it('withdraws the consent: the record and both cookies are gone, and the visitor is asked again', async () => {
    const saved = await t.call('/api/cookie-preferences', { json: { necessary: true, analytics: true } });
    const cookie = visitorCookie(saved);
    const visitorId = cookie.split('=')[1]!;

    const { res, body } = await t.callJson<{ saved: boolean }>('/api/cookie-preferences', { method: 'DELETE', headers: { cookie: `${cookie}; cookie_consent=1`, 'x-language': 'sv' } });
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ saved: false });
    expect(body.message).toMatch(/återkallats/);
    const cleared = res.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(/cookie_consent_id=;[^,]*Max-Age=0/);
    expect(cleared).toMatch(/(^|, )cookie_consent=;[^,]*Max-Age=0/);

    const rows = await t.ctx.handle.db.selectFrom('cookie_consents').selectAll().where('visitor_id', '=', visitorId).execute();
    expect(rows).toHaveLength(0);
    const constants = await t.callJson<Constants>('/api/constants', { headers: { cookie } });
    expect(constants.body.data!.cookieConsent.saved).toBe(false);
    expect(constants.body.data!.cookiePreferences).toEqual({});
  });

  it('answers a visitor with nothing stored alike', async () => {
    const { res } = await t.callJson('/api/cookie-preferences', { method: 'DELETE' });
    expect(res.status).toBe(200);
  });
});
