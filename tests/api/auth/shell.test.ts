import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalShell } from '@/components/app/personal-shell';
import type { NavTopLink } from '@/shared/nav-link';
import { createAuthTestContext, signUp } from '../../helpers/accounts';
import { addMenuItems, linkItem } from '../../helpers/menu-items';
import { TEST_ADMIN, type TestContext } from '../../helpers/test-context';

let t: TestContext;
let adminRole: number;
beforeAll(async () => {
  t = await createAuthTestContext();
  const admin = await t.ctx.handle.db.selectFrom('users').select('role_id').where('id', '=', await t.adminId()).executeTakeFirstOrThrow();
  adminRole = admin.role_id;
  await addMenuItems(t.ctx, 'header', [
    linkItem('guests-only', 'Guests only', 'not_logged_in'),
    linkItem('members-only', 'Members only', 'logged_in'),
    linkItem('admins-only', 'Admins only', 'role_based_visibility', [adminRole]),
  ]);
});
afterAll(() => t.close());

const shell = (token: string | undefined, language = 'en') => t.callJson<PersonalShell>('/api/auth/shell', { token, headers: { 'x-language': language } });
const labels = (links: NavTopLink[]) => links.map((link) => link.label);

describe('GET /api/auth/shell', () => {
  it("answers the caller's user, unread count and menus as they see them, never cached", async () => {
    const account = await signUp(t);
    await t.ctx.services.notifications.create(account.user.id, 'notification_password_changed');
    const { res, body } = await shell(account.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const data = body.data!;
    expect(data.user).toMatchObject({ id: account.user.id, username: account.user.username, email: account.user.email });
    // The welcome notification and the one above.
    expect(data.unread_notifications).toBe(2);
    expect(labels(data.menus.header.links)).toContain('Members only');
    expect(labels(data.menus.header.links)).not.toContain('Guests only');
    expect(labels(data.menus.header.links)).not.toContain('Admins only');
    expect(data.menus.footer.links.length).toBeGreaterThan(0);
  });

  it('gives a role its own items, with internal links localised to the language asked for', async () => {
    const token = await t.tokenFor(await t.adminId());
    const english = (await shell(token)).body.data!;
    expect(english.user.username).toBe('admin');
    expect(labels(english.menus.header.links)).toEqual(expect.arrayContaining(['Members only', 'Admins only']));
    const internal = (links: NavTopLink[]) => links.flatMap((link) => (link.target?.kind === 'internal' ? [link.target.path] : []));
    const turkish = (await shell(token, 'tr')).body.data!;
    expect(internal(english.menus.header.links)).toContain('/about');
    expect(internal(turkish.menus.header.links)).toContain('/tr/hakkimizda');
  });

  it('answers each user for themselves', async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    expect((await shell(first.token)).body.data!.user.id).toBe(first.user.id);
    expect((await shell(second.token)).body.data!.user.id).toBe(second.user.id);
  });

  it('is 401 without a session and once the session has ended', async () => {
    expect((await shell(undefined)).res.status).toBe(401);
    const account = await signUp(t);
    await t.call('/api/auth/sign-out', { token: account.token });
    const ended = await shell(account.token);
    expect(ended.res.status).toBe(401);
    expect(ended.res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('the readable hint cookies', () => {
  it('come and go with the session cookie', async () => {
    const signIn = await t.call('/api/auth/sign-in', { json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, remember_me: false } });
    const set = signIn.headers.getSetCookie();
    expect(set.find((cookie) => cookie.startsWith('token='))).toMatch(/HttpOnly/i);
    const hint = set.find((cookie) => cookie.startsWith('signed_in='));
    expect(hint).toBeDefined();
    expect(hint).not.toMatch(/HttpOnly/i);
    const token = /^token=([^;]+)/.exec(set.find((cookie) => cookie.startsWith('token='))!)![1];
    const signOut = await t.call('/api/auth/sign-out', { headers: { cookie: `token=${token}`, 'sec-fetch-site': 'same-origin' } });
    expect(signOut.headers.getSetCookie().find((cookie) => cookie.startsWith('signed_in='))).toMatch(/Max-Age=0/i);
  });

  it('marks a saved cookie consent readably beside the HttpOnly visitor cookie', async () => {
    const res = await t.call('/api/cookie-preferences', { json: { necessary: true, analytics: false, marketing: false } });
    expect(res.status).toBe(200);
    const set = res.headers.getSetCookie();
    expect(set.find((cookie) => cookie.startsWith('cookie_consent_id='))).toMatch(/HttpOnly/i);
    const hint = set.find((cookie) => cookie.startsWith('cookie_consent='));
    expect(hint).toBeDefined();
    expect(hint).not.toMatch(/HttpOnly/i);
  });
});
