import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isMaintenanceOn } from '@/shared/maintenance';
import type { AuthUser } from '@/shared/types';
import { createAuthTestContext, newAccount, signIn, signUp } from '../helpers/accounts';
import { TEST_ADMIN, type CallOptions, type TestContext } from '../helpers/test-context';

const MAINTENANCE = {
  en: 'We are doing some maintenance. We will be back shortly.',
  sv: 'Vi utför underhåll. Vi är snart tillbaka.',
  tr: 'Bakım çalışması yapıyoruz. Kısa süre içinde geri döneceğiz.',
};

let t: TestContext;
let adminToken: string;
let member: { token: string; user: AuthUser };

beforeAll(async () => {
  t = await createAuthTestContext();
  adminToken = await t.tokenFor(await t.adminId());
  member = await signUp(t);
});
afterEach(() => setMaintenance(false));
afterAll(() => t.close());

const setMaintenance = (mode: unknown, message?: unknown) =>
  t.ctx.services.settings.update({ maintenance_mode: mode, ...(message === undefined ? {} : { maintenance_message: message }) });

let nextIp = 1;
const contact = (options: CallOptions = {}) =>
  t.callJson('/api/forms/contact', {
    ...options,
    ip: `198.51.100.${nextIp++}`,
    json: { fullname: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'Are you open?' },
  });
const updateProfile = (token: string, fullname: string, options: CallOptions = {}) =>
  t.callJson<{ user: AuthUser }>('/api/auth', { ...options, method: 'PUT', token, json: { fullname } });
const signUpCall = (options: CallOptions = {}) => t.callJson('/api/auth/sign-up', { ...options, json: newAccount() });
const fullnameOf = async (userId: number) =>
  (await t.ctx.handle.db.selectFrom('users').select('fullname').where('id', '=', userId).executeTakeFirstOrThrow()).fullname;
const submissionCount = async () => (await t.ctx.handle.db.selectFrom('form_submissions').select('id').execute()).length;

const closed = (language: keyof typeof MAINTENANCE = 'en') => ({ status: false, statusCode: 503, message: MAINTENANCE[language], data: { maintenance: true } });

describe('maintenance mode on the API', () => {
  it('refuses sign-up, the contact form and profile updates from visitors and members with 503 and the maintenance message', async () => {
    const submissionsBefore = await submissionCount();
    await setMaintenance(true);

    const anonymousSignUp = await signUpCall();
    expect(anonymousSignUp.res.status).toBe(503);
    expect(anonymousSignUp.body).toEqual(closed());

    const form = await contact({ headers: { 'x-language': 'sv' } });
    expect(form.res.status).toBe(503);
    expect(form.body).toEqual(closed('sv'));
    expect(await contact({ token: member.token }).then(({ res }) => res.status)).toBe(503);

    const profile = await updateProfile(member.token, 'Changed During Maintenance', { headers: { 'x-language': 'tr' } });
    expect(profile.res.status).toBe(503);
    expect(profile.body).toEqual(closed('tr'));
    expect(await fullnameOf(member.user.id)).toBe('Ada Lovelace');

    expect(await submissionCount()).toBe(submissionsBefore);
  });

  it('lets a holder of external.settings write', async () => {
    await setMaintenance(true);
    expect((await signUpCall({ token: adminToken })).res.status).toBe(201);
    expect((await contact({ token: adminToken })).res.status).toBe(201);
    const profile = await updateProfile(adminToken, 'Site Administrator');
    expect(profile.res.status).toBe(200);
    expect(profile.body.data!.user.fullname).toBe('Site Administrator');
  });

  it('keeps sign-in open, for staff and members alike, and leaves reads alone', async () => {
    const memberAccount = await signUp(t);
    await setMaintenance(true);
    const admin = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    expect(admin.res.status).toBe(200);
    expect((await updateProfile(admin.body.data!.token, 'Signed In During Maintenance')).res.status).toBe(200);
    expect((await signIn(t, memberAccount.input.username, memberAccount.input.password)).res.status).toBe(200);
    // The OAuth callback is part of signing in: it gets past maintenance (to "no such attempt" here).
    const oauth = await t.callJson('/api/auth/oauth/google', { json: { code: 'abc', state: `google.${'a'.repeat(32)}` } });
    expect(oauth.body).toMatchObject({ statusCode: 400, message: 'The sign-in attempt expired or is invalid, please start again' });

    expect((await t.call('/api/settings')).status).toBe(200);
    expect((await t.call('/api/auth', { token: member.token })).status).toBe(200);
  });

  it('counts any value but exactly false as on, and falls back to the default text without a message', async () => {
    await setMaintenance('false', {});
    const { res, body } = await contact({ headers: { 'x-language': 'sv' } });
    expect(res.status).toBe(503);
    expect(body.message).toBe('Vi förbättrar webbplatsen just nu. Välkommen tillbaka snart.');
  });

  it.each([
    ['null', null],
    ['the string "false"', 'false'],
    ['0', 0],
  ])('counts %s as on for a caller without external.settings', async (_name, mode) => {
    await setMaintenance(mode, MAINTENANCE);
    expect((await contact()).body).toEqual(closed());
    expect((await updateProfile(member.token, 'Changed During Maintenance')).res.status).toBe(503);
    expect((await contact({ token: adminToken })).res.status).toBe(201);
  });

  it('counts a missing setting (its row deleted by hand) as on, on the API and in the public settings', async () => {
    await setMaintenance(false, MAINTENANCE);
    await t.ctx.handle.db.deleteFrom('settings').where('key', '=', 'maintenance_mode').execute();
    t.ctx.bus.publish('settings');
    expect((await contact()).body).toEqual(closed());
    expect((await signUpCall()).res.status).toBe(503);
    expect((await contact({ token: adminToken })).res.status).toBe(201);
    const settings = await t.callJson<{ settings: { maintenance_mode: unknown } }>('/api/settings');
    expect(isMaintenanceOn(settings.body.data!.settings.maintenance_mode)).toBe(true);
  });

  it('is back to normal once maintenance ends', async () => {
    await setMaintenance(true);
    expect((await signUpCall()).res.status).toBe(503);
    await setMaintenance(false, MAINTENANCE);
    expect((await signUpCall()).res.status).toBe(201);
    expect((await contact()).res.status).toBe(201);
    expect((await updateProfile(member.token, 'Grace Hopper')).res.status).toBe(200);
    expect(await fullnameOf(member.user.id)).toBe('Grace Hopper');
  });
});
