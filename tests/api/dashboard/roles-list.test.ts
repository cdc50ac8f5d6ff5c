import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthUser } from '@/server/services/auth/users';
import type { ListResult } from '@/shared/api/list';
import type { Role } from '@/shared/api/roles';
import { createAuthTestContext } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

/** GET /api/dashboard/roles is a list like the others: pages, declared sort columns, a search by name. */
let t: TestContext;
let token: string;
const tag = Math.random().toString(36).slice(2, 8);
/** Names (by creation order) and how many users each role gets. */
const ROLES = [['Gamma', 0], ['alpha', 2], ['Beta', 1]] as const;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createAuthTestContext();
  token = await t.tokenFor(await t.adminId());
  const { db, json } = t.ctx.handle;
  for (const [name, users] of ROLES) {
    const role = await db.insertInto('roles')
      .values({ name: `${tag}-${name}`, permissions: json.write({}), updated_at: new Date().toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    ids[name] = role.id;
    for (let i = 0; i < users; i++) {
      const user = await t.createUser({});
      await db.updateTable('users').set({ role_id: role.id }).where('id', '=', user).execute();
    }
  }
});
afterAll(() => t.close());

async function list(query: string) {
  const { res, body } = await t.callJson<ListResult<Role>>(`/api/dashboard/roles?${query}`, { token });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data!;
}
const names = (result: ListResult<Role>) => result.items.map((role) => role.name.slice(tag.length + 1));

describe('GET /api/dashboard/roles', () => {
  it('searches by name, any case, and answers { items, total, page, per_page }', async () => {
    const found = await list(`search=${tag.toUpperCase()}&sort=id&order=asc`);
    expect(found).toMatchObject({ total: 3, total_capped: false, page: 1, per_page: 20 });
    expect(names(found)).toEqual(['Gamma', 'alpha', 'Beta']);
    expect((await list(`search=${tag}-al`)).items.map((role) => role.id)).toEqual([ids.alpha]);
    expect((await list(`search=${encodeURIComponent('%')}${tag}`)).total).toBe(0);
  });

  it('sorts by name, by user count and by dates, either way', async () => {
    const byCount = await list(`search=${tag}&sort=user_count&order=desc`);
    expect(byCount.items.map((role) => [role.id, role.user_count])).toEqual([[ids.alpha, 2], [ids.Beta, 1], [ids.Gamma, 0]]);
    expect(names(await list(`search=${tag}&sort=user_count&order=asc`))).toEqual(['Gamma', 'Beta', 'alpha']);
    expect(names(await list(`search=${tag}&sort=created_at&order=asc`))).toEqual(['Gamma', 'alpha', 'Beta']);
    expect(names(await list(`search=${tag}&sort=updated_at&order=desc`))).toEqual(['Beta', 'alpha', 'Gamma']);
    // The engine's collation decides where capitals go; the two orders are each other's reverse.
    const byName = names(await list(`search=${tag}&sort=name&order=asc`));
    expect(byName).toHaveLength(3);
    expect(names(await list(`search=${tag}&sort=name&order=desc`))).toEqual([...byName].reverse());
  });

  it('pages, a page past the end included', async () => {
    const second = await list(`search=${tag}&sort=id&order=asc&per_page=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(names(second)).toEqual(['Beta']);
    expect(await list(`search=${tag}&per_page=2&page=3`)).toMatchObject({ total: 3, items: [] });
    // Every role fits the pickers' page of 100 here: the admin's and the seeded roles are listed too.
    const all = await list('per_page=100&sort=name&order=asc');
    expect(all.items.map((role) => role.name)).toEqual(expect.arrayContaining(['admin', 'user', `${tag}-alpha`]));
  });

  it('refuses an undeclared sort column, a page size over 100 and a page below 1 (422)', async () => {
    for (const query of ['sort=permissions', 'sort=roles.name', 'per_page=101', 'page=0', 'order=sideways']) {
      const { res, body } = await t.callJson<Record<string, unknown>>(`/api/dashboard/roles?${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(Object.keys(body.data!), query).toContain(query.split('=')[0]);
    }
  });

  it('offers every role by name to the pickers', async () => {
    const choices = await t.ctx.services.dashboard.roles.choices((await loadAuthUser(t.ctx.handle, await t.adminId()))!);
    expect(choices.find((role) => role.id === ids.Beta)).toEqual({ id: ids.Beta, name: `${tag}-Beta`, assignable: true, fits_default: true });
    const seen = choices.map((role) => role.name);
    expect(seen).toEqual(expect.arrayContaining(['admin', 'user']));
    expect(choices.length).toBe(Number((await t.ctx.handle.db.selectFrom('roles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
  });
});
