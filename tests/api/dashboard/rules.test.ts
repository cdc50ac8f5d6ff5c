import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import type { DashboardSession } from '@/shared/api/dashboard-sessions';
import type { ListResult } from '@/shared/api/list';
import type { Role } from '@/shared/api/roles';
import type { CreatedUser, DashboardUser } from '@/shared/api/users';
import type { AuthUser } from '@/shared/types';
import { createAuthTestContext, queuedMails } from '../../helpers/accounts';
import type { CallOptions, TestContext } from '../../helpers/test-context';
import { auditRows, member, newRole, roleOf, staff } from './helpers';

let t: TestContext;
let admin: { id: number; token: string };
beforeAll(async () => {
  t = await createAuthTestContext();
  const id = await t.adminId();
  admin = { id, token: await t.tokenFor(id) };
});
afterAll(() => t.close());

const api = <T = unknown>(path: string, options: CallOptions = {}) => t.callJson<T>(`/api/dashboard${path}`, { token: admin.token, ...options });
const unique = () => Math.random().toString(36).slice(2, 10);
const MESSAGES = { en, sv, tr } as const;
const loggedCalls = (userId: number, endpoint: string) =>
  t.ctx.handle.db.selectFrom('logs').select('id').where('created_by', '=', userId).where('endpoint', '=', endpoint).execute();

describe('optimistic concurrency', () => {
  it('takes a GET answer back as it is, and refuses an edit based on an old copy (409)', async () => {
    const id = await member(t);
    const copy = (await api<DashboardUser>(`/users/${id}`)).body.data!;
    const first = await api<DashboardUser>(`/users/${id}`, { method: 'PUT', json: { ...copy, fullname: 'First Editor' } });
    expect(first.res.status).toBe(200);
    expect(first.body.data).toMatchObject({ fullname: 'First Editor', version: copy.version + 1 });

    const second = await api(`/users/${id}`, { method: 'PUT', json: { ...copy, fullname: 'Second Editor' } });
    expect(second.res.status).toBe(409);
    expect(second.body.message).toBe(en.api.stale_version);
    expect((await api<DashboardUser>(`/users/${id}`)).body.data!.fullname).toBe('First Editor');
  });

  it('refuses a stale role too', async () => {
    const id = await newRole(t);
    const copy = (await api<Role>(`/roles/${id}`)).body.data!;
    expect((await api(`/roles/${id}`, { method: 'PUT', json: copy })).res.status).toBe(200);
    expect((await api(`/roles/${id}`, { method: 'PUT', json: copy })).res.status).toBe(409);
  });
});

describe('the audit log', () => {
  it('records who did what to which record, and nothing for a refused write', async () => {
    const created = await api<Role>('/roles', { json: { name: `audited-${unique()}`, permissions: { users: { read: true } } } });
    expect(created.res.status).toBe(201);
    const id = created.body.data!.id;
    await api(`/roles/${id}`, { method: 'PUT', json: { ...created.body.data!, name: `audited-${unique()}` } });
    await api(`/roles/${id}`, { method: 'PUT', json: { ...created.body.data!, name: `audited-${unique()}` } }); // stale: refused
    await api(`/roles/${id}`, { method: 'DELETE' });
    const rows = await auditRows(t, 'roles', id);
    expect(rows.map((row) => [row.action, row.actor_id])).toEqual([['create', admin.id], ['update', admin.id], ['delete', admin.id]]);
    expect(Date.parse(rows[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('uniqueness', () => {
  it('a role name is taken regardless of case (409)', async () => {
    const name = `Editors-${unique()}`;
    expect((await api('/roles', { json: { name, permissions: {} } })).res.status).toBe(201);
    const again = await api<Record<string, { _errors: string[] }>>('/roles', { json: { name: name.toLowerCase(), permissions: {} } });
    expect(again.res.status).toBe(409);
    expect(again.body.data!.name._errors).toEqual([en.validation.role_name_taken]);
  });

  it('a username or e-mail address is taken (409)', async () => {
    const taken = await api<Record<string, { _errors: string[] }>>('/users', {
      json: { username: 'ADMIN', email: 'Admin@Example.com', fullname: 'Someone Else', role_id: await roleOf(t, admin.id) },
    });
    expect(taken.res.status).toBe(409);
    expect(taken.body.data).toHaveProperty('username');
    expect(taken.body.data).toHaveProperty('email');
  });
});

describe('messages of spec §8 in every language', () => {
  it.each(['en', 'sv', 'tr'] as const)('%s', async (language) => {
    const headers = { 'x-language': language };
    const texts = MESSAGES[language].api;
    const userMissing = await api('/users/999999', { headers });
    expect([userMissing.res.status, userMissing.body.message]).toEqual([404, texts.user_not_found]);
    const roleMissing = await api('/roles/999999', { headers });
    expect([roleMissing.res.status, roleMissing.body.message]).toEqual([404, texts.role_not_found]);
    const role = await newRole(t);
    const transfer = await api(`/roles/${role}/transfer`, { json: { to_role_id: role }, headers });
    expect([transfer.res.status, transfer.body.message]).toEqual([409, texts.transfer_failed]);
    const self = await api(`/users/${admin.id}`, { method: 'DELETE', headers });
    expect([self.res.status, self.body.message]).toEqual([409, texts.cannot_delete_self]);
  });
});

describe('roles', () => {
  it('checks the permission tree against the areas and the module keys', async () => {
    const bad = await api<Record<string, unknown>>('/roles', { json: { name: `bad-${unique()}`, permissions: { nonsense: { read: true }, logs: { create: true } } } });
    expect(bad.res.status).toBe(422);
    expect(bad.body.data).toMatchObject({ permissions: { nonsense: { _errors: [en.validation.permission_unknown] }, logs: { create: expect.anything() } } });
    const good = await api('/roles', { json: { name: `pages-${unique()}`, permissions: { pages: { read: true, update: true }, external: { dashboard: true } } } });
    expect(good.res.status).toBe(201);
  });

  it('deletes a role only once its users were moved (transfer)', async () => {
    const from = await newRole(t);
    const to = await newRole(t);
    const user = await t.createUser({});
    await t.ctx.handle.db.updateTable('users').set({ role_id: from }).where('id', '=', user).execute();
    const refused = await api(`/roles/${from}`, { method: 'DELETE' });
    expect([refused.res.status, refused.body.message]).toEqual([409, en.api.role_has_users]);
    const moved = await api<{ moved: number }>(`/roles/${from}/transfer`, { json: { to_role_id: to } });
    expect(moved.body.data).toEqual({ moved: 1 });
    expect(await roleOf(t, user)).toBe(to);
    expect((await api(`/roles/${from}`, { method: 'DELETE' })).res.status).toBe(200);
    expect((await auditRows(t, 'roles', from)).map((row) => row.action)).toEqual(['transfer', 'delete']);
  });

  it('keeps the role new accounts get (409)', async () => {
    const defaultRole = (await t.ctx.services.settings.get('default_role')) as number;
    const refused = await api(`/roles/${defaultRole}`, { method: 'DELETE' });
    expect([refused.res.status, refused.body.message]).toEqual([409, en.api.role_is_default]);
    expect((await api(`/roles/${defaultRole}`)).res.status).toBe(200);
  });

  it("reaches signed-in users at once: their next answer says reload_store with the new permissions, once", async () => {
    const person = await staff(t, { users: { read: true } });
    const roleId = await roleOf(t, person.id);
    const me = () => t.callJson<{ user: AuthUser }>('/api/auth', { token: person.token });
    expect((await me()).body.reload_store).toBeUndefined();
    const role = (await api<Role>(`/roles/${roleId}`)).body.data!;
    await api(`/roles/${roleId}`, { method: 'PUT', json: { ...role, permissions: { users: { read: true }, sessions: { read: true } } } });
    // An answer that cannot carry the flag (the settings bundle) must not use it up, nor may its request-log lookup.
    expect((await t.call('/api/settings', { token: person.token })).status).toBe(200);
    await expect.poll(async () => (await loggedCalls(person.id, '/api/settings')).length).toBe(1);
    const next = await me();
    expect(next.body.reload_store).toBe(true);
    expect(next.body.data!.user.permissions).toEqual({ users: { read: true }, sessions: { read: true } });
    expect((await me()).body.reload_store).toBeUndefined();
    expect((await t.call('/api/dashboard/sessions', { token: person.token })).status).toBe(200);
  });
});

describe('users', () => {
  it('lists with search, filters, sort and pages', async () => {
    const roleId = await newRole(t);
    const tag = unique();
    for (const name of ['anna', 'bert', 'cleo']) {
      await api('/users', { json: { username: `${name}${tag}`, email: `${name}${tag}@example.com`, fullname: `Person ${name}`, role_id: roleId, status: name === 'bert' ? 'passive' : 'active' } });
    }
    const list = async (query: string) => (await api<ListResult<DashboardUser>>(`/users?${query}`)).body.data!;
    expect((await list(`search=${tag.toUpperCase()}&sort=username&order=asc`)).items.map((user) => user.username)).toEqual([`anna${tag}`, `bert${tag}`, `cleo${tag}`]);
    expect((await list(`role_id=${roleId}&status=passive`)).items.map((user) => user.username)).toEqual([`bert${tag}`]);
    const page = await list(`role_id=${roleId}&per_page=2&page=2&sort=username&order=asc`);
    expect(page).toMatchObject({ total: 3, page: 2, per_page: 2, items: [expect.objectContaining({ username: `cleo${tag}` })] });
    expect(page.items[0]).not.toHaveProperty('password_hash');
    // LIKE's wildcards are searched for as plain characters.
    expect((await list(`search=${encodeURIComponent('%_')}`)).total).toBe(0);
  });

  it('creates a user without a password and, with no mail driver, answers the invitation link to set one', async () => {
    const name = `fresh${unique()}`;
    const { res, body } = await api<CreatedUser>('/users', { json: { username: name, email: `${name}@example.com`, fullname: 'Fresh Person', role_id: await newRole(t) } });
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ username: name, status: 'active', email_verified: false, invitation: { mailed: false, link: expect.stringContaining('token=') } });
    expect(await queuedMails(t, `${name}@example.com`)).toEqual([]);
    const row = await t.ctx.handle.db.selectFrom('users').select('password_hash').where('id', '=', body.data!.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBe('');
  });

  it("gives a user moved to another role that role's permissions on their next call, with reload_store", async () => {
    const person = await staff(t, {});
    const to = await newRole(t, { logs: { read: true } });
    const copy = (await api<DashboardUser>(`/users/${person.id}`)).body.data!;
    expect((await api(`/users/${person.id}`, { method: 'PUT', json: { ...copy, role_id: to } })).res.status).toBe(200);
    const next = await t.callJson<{ user: AuthUser }>('/api/auth', { token: person.token });
    expect(next.body.reload_store).toBe(true);
    expect(next.body.data!.user.permissions).toEqual({ logs: { read: true } });
    // A role that does not exist is a 404, and nothing changes.
    const current = (await api<DashboardUser>(`/users/${person.id}`)).body.data!;
    const missing = await api(`/users/${person.id}`, { method: 'PUT', json: { ...current, role_id: 999_999 } });
    expect([missing.res.status, missing.body.message]).toEqual([404, en.api.role_not_found]);
    expect(await roleOf(t, person.id)).toBe(to);
  });

  it('ends the sessions of a banned user at once', async () => {
    const person = await staff(t, {});
    expect((await t.call('/api/auth', { token: person.token })).status).toBe(200);
    const copy = (await api<DashboardUser>(`/users/${person.id}`)).body.data!;
    expect((await api(`/users/${person.id}`, { method: 'PUT', json: { ...copy, status: 'banned' } })).res.status).toBe(200);
    expect((await t.call('/api/auth', { token: person.token })).status).toBe(401);
  });

  it('never leaves nobody able to open the dashboard (409)', async () => {
    // Only `lone` may open the dashboard (the admin's role loses the key in the database); they try to shut themselves out.
    const lone = await staff(t, { external: { dashboard: true }, users: { read: true, update: true } });
    const { db, json } = t.ctx.handle;
    const adminRole = await roleOf(t, admin.id);
    const adminTree = (await api<Role>(`/roles/${adminRole}`)).body.data!.permissions;
    const others = await db.selectFrom('users').select('id').where('status', '=', 'active').where('id', 'not in', [lone.id, admin.id]).execute();
    await db.updateTable('roles').set({ permissions: json.write({ ...adminTree, external: { settings: true } }) }).where('id', '=', adminRole).execute();
    await db.updateTable('users').set({ status: 'passive' }).where('id', 'in', [0, ...others.map((row) => row.id)]).execute();
    try {
      const copy = (await api<DashboardUser>(`/users/${lone.id}`, { token: lone.token })).body.data!;
      for (const change of [{ status: 'banned' }, { role_id: await newRole(t) }]) {
        const refused = await api(`/users/${lone.id}`, { method: 'PUT', json: { ...copy, ...change }, token: lone.token });
        expect([refused.res.status, refused.body.message], JSON.stringify(refused.body)).toEqual([409, en.api.last_dashboard_user]);
      }
      expect((await api<DashboardUser>(`/users/${lone.id}`, { token: lone.token })).body.data!).toMatchObject({ status: 'active', version: copy.version });
    } finally {
      await db.updateTable('roles').set({ permissions: json.write(adminTree) }).where('id', '=', adminRole).execute();
      await db.updateTable('users').set({ status: 'active' }).where('id', 'in', [0, ...others.map((row) => row.id)]).execute();
    }
  });

  it('sends a reset link, and a verification link only to an unverified address', async () => {
    const memberId = await member(t);
    const email = (await api<DashboardUser>(`/users/${memberId}`)).body.data!.email;
    expect((await api(`/users/${memberId}/send-reset`, { method: 'POST' })).res.status).toBe(200);
    await t.ctx.services.auth.recovery.settled();
    expect((await queuedMails(t, email)).map((mail) => mail.template)).toEqual(['recovery']);
    const verified = await api(`/users/${memberId}/send-verification`, { method: 'POST' });
    expect([verified.res.status, verified.body.message]).toEqual([409, en.api.email_already_verified]);
  });
});

describe('user pictures', () => {
  it("takes a user's picture down: the file goes, their next GET /api/auth has none, an audit row says who", async () => {
    const memberId = await member(t);
    const memberToken = await t.tokenFor(memberId);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const url = await t.ctx.services.avatars.save(memberId, png, 'png');
    await t.ctx.handle.db.updateTable('users').set({ avatar: url }).where('id', '=', memberId).execute();
    await t.ctx.bus.publish('sessions', `user:${memberId}`);
    expect((await t.callJson<{ user: AuthUser }>('/api/auth', { token: memberToken })).body.data!.user.avatar).toBe(url);
    expect((await t.call(url)).status).toBe(200);

    const { res, body } = await api<DashboardUser>(`/users/${memberId}/avatar`, { method: 'DELETE', headers: { 'x-language': 'sv' } });
    expect([res.status, body.message]).toEqual([200, sv.api.avatar_removed]);
    expect(body.data).toMatchObject({ id: memberId, avatar: null });
    expect((await t.call(url)).status).toBe(404);
    expect((await t.callJson<{ user: AuthUser }>('/api/auth', { token: memberToken })).body.data!.user.avatar).toBeNull();
    expect((await auditRows(t, 'users', memberId)).map((row) => [row.action, row.actor_id])).toContainEqual(['remove_avatar', admin.id]);
    expect((await api(`/users/999999/avatar`, { method: 'DELETE' })).res.status).toBe(404);
  });
});

describe('sessions', () => {
  it("lists a user's sessions and closes one, or all of them", async () => {
    const person = await staff(t, {});
    const second = await t.tokenFor(person.id);
    const listed = (await api<ListResult<DashboardSession>>(`/sessions?user_id=${person.id}`)).body.data!;
    expect(listed.total).toBe(2);
    expect(listed.items[0]).toMatchObject({ user_id: person.id, username: expect.any(String) });

    const closed = await api(`/sessions/${listed.items[0].id}`, { method: 'DELETE' });
    expect(closed.res.status).toBe(200);
    expect((await api(`/sessions/${listed.items[0].id}`, { method: 'DELETE' })).res.status).toBe(404);

    const all = await api<{ closed: number }>(`/sessions?user_id=${person.id}`, { method: 'DELETE' });
    expect(all.body.data).toEqual({ closed: 1 });
    const closedAll = (await auditRows(t, 'sessions', person.id)).filter((row) => row.action === 'delete_all_of_user');
    expect(closedAll.map((row) => row.actor_id)).toEqual([admin.id]);
    expect((await t.call('/api/auth', { token: person.token })).status).toBe(401);
    expect((await t.call('/api/auth', { token: second })).status).toBe(401);
  });
});
