import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import type { DashboardModule } from '@/shared/api/modules';
import type { Role } from '@/shared/api/roles';
import type { DashboardUser } from '@/shared/api/users';
import type { PermissionTree } from '@/shared/permissions';
import { createAuthTestContext, queuedMails } from '../../helpers/accounts';
import type { CallOptions, TestContext } from '../../helpers/test-context';
import { auditRows, member, newRole, roleOf, staff } from './helpers';

/**
 * Review finding (issue 21): a staff member who could edit users or roles could make themselves
 * admin. Nobody grants or touches more than they hold, on every user, role, settings and module write.
 */
let t: TestContext;
let admin: { id: number; token: string };
let adminRole: number;
beforeAll(async () => {
  t = await createAuthTestContext();
  const id = await t.adminId();
  admin = { id, token: await t.tokenFor(id) };
  adminRole = await roleOf(t, id);
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 10);
const as = (token: string) => <T = unknown>(path: string, options: CallOptions = {}) => t.callJson<T>(`/api/dashboard${path}`, { token, ...options });
const asAdmin = () => as(admin.token);
const userCopy = async (id: number) => (await asAdmin()<DashboardUser>(`/users/${id}`)).body.data!;
const roleCopy = async (id: number) => (await asAdmin()<Role>(`/roles/${id}`)).body.data!;
const permissionsOf = async (roleId: number) => (await roleCopy(roleId)).permissions;

const USER_EDITOR: PermissionTree = { external: { dashboard: true }, users: { read: true, create: true, update: true, delete: true } };
const ROLE_EDITOR: PermissionTree = { external: { dashboard: true }, roles: { read: true, create: true, update: true, delete: true } };

describe('users: only roles and accounts within the editor\'s own keys', () => {
  it('refuses a user editor who gives themselves the admin role (403), and leaves the role as it was', async () => {
    const editor = await staff(t, USER_EDITOR);
    const before = await roleOf(t, editor.id);
    const res = await as(editor.token)(`/users/${editor.id}`, { method: 'PUT', json: { ...(await userCopy(editor.id)), role_id: adminRole } });
    expect(res.res.status).toBe(403);
    expect(res.body.message).toBe(en.api.grant_beyond_own);
    expect(res.body.data).toMatchObject({ missing: expect.arrayContaining(['roles.update', 'external.settings']) });
    expect(await roleOf(t, editor.id)).toBe(before);
  });

  it('refuses creating an account with a role holding keys the creator lacks (403)', async () => {
    const editor = await staff(t, USER_EDITOR);
    const name = `new${unique()}`;
    const res = await as(editor.token)('/users', { json: { username: name, email: `${name}@example.com`, fullname: 'New Person', role_id: adminRole } });
    expect(res.res.status).toBe(403);
    expect(res.body.message).toBe(en.api.grant_beyond_own);
    expect(await t.ctx.handle.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirst()).toBeUndefined();
  });

  it('refuses every action on an account whose role holds keys the editor lacks: edit, address, ban, delete, links, avatar (403)', async () => {
    const editor = await staff(t, USER_EDITOR);
    const call = as(editor.token);
    const target = await userCopy(admin.id);
    const attempts = [
      call(`/users/${admin.id}`, { method: 'PUT', json: { ...target, email: `taken-over-${unique()}@example.com` } }),
      call(`/users/${admin.id}`, { method: 'PUT', json: { ...target, status: 'banned' } }),
      call(`/users/${admin.id}`, { method: 'DELETE' }),
      call(`/users/${admin.id}/send-reset`, { method: 'POST' }),
      call(`/users/${admin.id}/send-verification`, { method: 'POST' }),
      call(`/users/${admin.id}/avatar`, { method: 'DELETE' }),
    ];
    for (const { res, body } of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(body.message).toBe(en.api.account_beyond_own);
    }
    expect(await userCopy(admin.id)).toMatchObject({ email: target.email, status: 'active', version: target.version });
    expect(await queuedMails(t, target.email)).toEqual([]);
  });

  it('lets a user editor assign a role within their keys and act on its holders', async () => {
    const editor = await staff(t, USER_EDITOR);
    const lesser = await newRole(t, { users: { read: true } });
    const subject = await member(t, { external: { dashboard: true } });
    const res = await as(editor.token)<DashboardUser>(`/users/${subject}`, { method: 'PUT', json: { ...(await userCopy(subject)), role_id: lesser } });
    expect(res.res.status).toBe(200);
    expect(res.body.data!.role_id).toBe(lesser);
    expect((await as(editor.token)(`/users/${subject}/send-reset`, { method: 'POST' })).res.status).toBe(200);
  });

  it("mails the old verified address when staff change an account's address, with a link that undoes it", async () => {
    const subject = await member(t, {});
    const before = await userCopy(subject);
    const res = await asAdmin()<DashboardUser>(`/users/${subject}`, { method: 'PUT', json: { ...before, email: `moved-${unique()}@example.com` } });
    expect(res.res.status).toBe(200);
    const mails = await queuedMails(t, before.email);
    expect(mails.map((mail) => mail.template)).toEqual(['email_change_revert']);
    const stored = await t.ctx.handle.db.selectFrom('users').select('verified_email_replaced_at').where('id', '=', subject).executeTakeFirstOrThrow();
    expect(stored.verified_email_replaced_at).not.toBeNull();
    expect(await t.ctx.handle.db.selectFrom('verification_tokens').select('kind').where('user_id', '=', subject).where('kind', '=', 'revert_email').execute()).toHaveLength(1);
  });
});

describe('roles: no key beyond the editor\'s own, and never their own role', () => {
  it('refuses a role editor who gives their own role every key (403)', async () => {
    const editor = await staff(t, ROLE_EDITOR);
    const own = await roleOf(t, editor.id);
    const copy = await roleCopy(own);
    const res = await as(editor.token)(`/roles/${own}`, { method: 'PUT', json: { ...copy, permissions: await permissionsOf(adminRole) } });
    expect(res.res.status).toBe(403);
    expect(res.body.message).toBe(en.api.own_role_locked);
    expect(await permissionsOf(own)).toEqual(ROLE_EDITOR);
  });

  it('refuses granting another role a key the editor lacks (403), on create and on save', async () => {
    const editor = await staff(t, ROLE_EDITOR);
    const call = as(editor.token);
    const created = await call('/roles', { json: { name: `grab-${unique()}`, permissions: { external: { settings: true } } } });
    expect(created.res.status).toBe(403);
    expect(created.body).toMatchObject({ message: en.api.grant_beyond_own, data: { missing: ['external.settings'] } });
    const other = await newRole(t, { roles: { read: true } });
    const saved = await call(`/roles/${other}`, { method: 'PUT', json: { ...(await roleCopy(other)), permissions: { roles: { read: true }, users: { update: true } } } });
    expect(saved.res.status).toBe(403);
    expect(await permissionsOf(other)).toEqual({ roles: { read: true } });
  });

  it('refuses editing, deleting or emptying a role that holds keys the editor lacks (403)', async () => {
    const editor = await staff(t, ROLE_EDITOR);
    const call = as(editor.token);
    const strong = await newRole(t, { users: { delete: true } });
    const lesser = await newRole(t, {});
    const results = await Promise.all([
      call(`/roles/${adminRole}`, { method: 'PUT', json: { ...(await roleCopy(adminRole)), permissions: {} } }),
      call(`/roles/${strong}`, { method: 'DELETE' }),
      call(`/roles/${adminRole}/transfer`, { json: { to_role_id: lesser } }),
    ]);
    for (const { res, body } of results) {
      expect(res.status).toBe(403);
      expect(body.message).toBe(en.api.role_beyond_own);
    }
    expect(await roleOf(t, admin.id)).toBe(adminRole);
    expect((await roleCopy(strong)).id).toBe(strong);
  });

  it('refuses moving users into a role that holds keys the editor lacks (403)', async () => {
    const editor = await staff(t, ROLE_EDITOR);
    const from = await newRole(t, {});
    const subject = await member(t, {});
    await t.ctx.handle.db.updateTable('users').set({ role_id: from }).where('id', '=', subject).execute();
    const res = await as(editor.token)(`/roles/${from}/transfer`, { json: { to_role_id: adminRole } });
    expect(res.res.status).toBe(403);
    expect(res.body.message).toBe(en.api.grant_beyond_own);
    expect(await roleOf(t, subject)).toBe(from);
  });

  it('lets a role editor grant keys they hold to a role within their keys', async () => {
    const editor = await staff(t, ROLE_EDITOR);
    const other = await newRole(t, {});
    const res = await as(editor.token)<Role>(`/roles/${other}`, { method: 'PUT', json: { ...(await roleCopy(other)), permissions: { roles: { read: true } } } });
    expect(res.res.status).toBe(200);
    expect(res.body.data!.permissions).toEqual({ roles: { read: true } });
  });
});

describe('the default role holds no key', () => {
  it('refuses a settings save that makes a role with keys the default (422 at default_role)', async () => {
    const settingsHolder = await staff(t, { external: { dashboard: true, settings: true } });
    const before = await t.ctx.services.settings.get('default_role');
    for (const role of [adminRole, await newRole(t, { blog: { read: true } })]) {
      const res = await as(settingsHolder.token)<{ default_role: { _errors: string[] } }>('/settings', { method: 'PUT', json: { default_role: role } });
      expect(res.res.status).toBe(422);
      expect(res.body.data!.default_role._errors).toEqual([en.validation.default_role_with_permissions]);
    }
    expect(await t.ctx.services.settings.get('default_role')).toBe(before);
  });

  it('refuses giving the default role a key (409)', async () => {
    const defaultRole = (await t.ctx.services.settings.get('default_role')) as number;
    const res = await asAdmin()(`/roles/${defaultRole}`, { method: 'PUT', json: { ...(await roleCopy(defaultRole)), permissions: { users: { read: true } } } });
    expect(res.res.status).toBe(409);
    expect(res.body.message).toBe(en.api.default_role_with_permissions);
    expect(await permissionsOf(defaultRole)).toEqual({});
  });
});

describe('modules: a new module\'s keys go only to roles its creator may act on', () => {
  it('grants them to the creator\'s role, to lesser module makers and to the all-permissions role, never to a role holding keys the creator lacks', async () => {
    const creatorTree: PermissionTree = { external: { dashboard: true }, modules: { read: true, create: true } };
    const creator = await staff(t, creatorTree);
    const lesserMaker = await newRole(t, { modules: { create: true } });
    const strongerMaker = await newRole(t, { modules: { create: true }, users: { delete: true } });
    const key = `granted-${unique()}`;
    const res = await as(creator.token)<DashboardModule>('/modules', {
      json: { key, type: 'content', slug: key, name: { en: `Module ${key}` }, fields: [{ key: 'title_text', label: { en: 'Title' }, type: 'text' }] },
    });
    expect(res.res.status).toBe(201);
    const all = { read: true, create: true, update: true, delete: true };
    expect((await permissionsOf(await roleOf(t, creator.id)))[key]).toEqual(all);
    expect((await permissionsOf(lesserMaker))[key]).toEqual(all);
    expect((await permissionsOf(adminRole))[key]).toEqual(all);
    expect((await permissionsOf(strongerMaker))[key]).toBeUndefined();
    // Each role it changed has an audit row of its own, by the creator, naming the keys.
    const rows = await auditRows(t, 'roles', lesserMaker);
    expect(rows.map((row) => [row.action, row.actor_id, JSON.parse(row.changes ?? '[]')])).toEqual([
      ['grant_module', creator.id, [`${key}.read`, `${key}.create`, `${key}.update`, `${key}.delete`]],
    ]);

    const deleted = await asAdmin()(`/modules/${key}`, { method: 'DELETE' });
    expect(deleted.res.status).toBe(200);
    expect((await permissionsOf(lesserMaker))[key]).toBeUndefined();
    expect((await auditRows(t, 'roles', lesserMaker)).map((row) => row.action)).toEqual(['grant_module', 'revoke_module']);
  });
});
