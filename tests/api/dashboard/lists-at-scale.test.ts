import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP, SEARCH_TOTAL_CAP, type ListResult } from '@/shared/api/list';
import type { DashboardUser } from '@/shared/api/users';
import { createAuthTestContext } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';
import { newRole } from './helpers';
import { openAsAdmin } from '../../helpers/signed-in';

let t: TestContext;
let token: string;
beforeAll(async () => ({ t, adminToken: token } = await openAsAdmin(createAuthTestContext)));
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 10);
const list = async (query: string) => {
  const { res, body } = await t.callJson<ListResult<DashboardUser>>(`/api/dashboard/users?${query}`, { token });
  expect(res.status).toBe(200);
  return body.data!;
};
const create = async (fields: { username: string; fullname: string }) => {
  const { res, body } = await t.callJson<DashboardUser>('/api/dashboard/users', {
    token, json: { ...fields, email: `${fields.username}@example.com`, role_id: await newRole(t), status: 'passive' },
  });
  expect(res.status).toBe(201);
  return body.data!;
};

describe('dashboard lists of many rows', () => {
  it('count their matches up to the cap and say when there are more; later pages still answer', async () => {
    const roleId = await newRole(t);
    const now = new Date().toISOString();
    const rows = Array.from({ length: LIST_TOTAL_CAP + 1 }, (_, i) => ({
      username: `many${i}x`, email: `many${i}x@example.com`, password_hash: '', fullname: 'Many Person', role_id: roleId, status: 'passive' as const, updated_at: now,
    }));
    await t.ctx.handle.insertRows('users', ['username', 'email', 'password_hash', 'fullname', 'role_id', 'status', 'updated_at'], rows);

    const first = await list(`role_id=${roleId}&per_page=1`);
    expect(first).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true });
    const last = await list(`role_id=${roleId}&per_page=100&page=${LIST_TOTAL_CAP / 100 + 1}`);
    expect(last).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true, items: [expect.objectContaining({ role_id: roleId })] });
    expect(await list(`role_id=${roleId}&per_page=100&page=${LIST_TOTAL_CAP / 100 + 2}`)).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true, items: [] });
    // A search counts up to its own, lower cap (1,111 match "many4"); its later pages still answer.
    expect(await list(`role_id=${roleId}&per_page=100&search=many42`)).toMatchObject({ total: 111, total_capped: false });
    expect(await list(`role_id=${roleId}&per_page=100&page=2&search=many4`)).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    expect((await list(`role_id=${roleId}&per_page=100&page=12&search=many4`)).items).toHaveLength(11);
    // A search more rows match than the cap, with and without a filter that narrows it.
    expect(await list('per_page=1&search=MANY%20PERSON')).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true, items: [expect.objectContaining({ fullname: 'Many Person' })] });
    expect(await list(`role_id=${roleId}&status=active&search=many%20person`)).toMatchObject({ total: 0, total_capped: false });
    expect(await list(`role_id=${roleId}&search=many4242x`)).toMatchObject({ total: 1, total_capped: false, items: [expect.objectContaining({ username: 'many4242x' })] });
  });

  it('search a name whatever its case, letters beyond ASCII included', async () => {
    const username = `asa${unique()}`;
    await create({ username, fullname: 'Åsa Öberg' });
    const found = await list(`search=${encodeURIComponent('åSA ÖB')}`);
    expect(found.items.map((user) => user.username)).toEqual([username]);
  });

  it('search what a user is called now: renames and deletions reach the search at once', async () => {
    const before = `before${unique()}`;
    const user = await create({ username: before, fullname: 'Renamed Person' });
    const after = `after${unique()}`;
    expect((await t.callJson(`/api/dashboard/users/${user.id}`, { token, method: 'PUT', json: { ...user, username: after, email: `${after}@example.com` } })).res.status).toBe(200);
    expect((await list(`search=${before}`)).total).toBe(0);
    expect((await list(`search=${after}`)).items.map((found) => found.id)).toEqual([user.id]);
    expect((await t.callJson(`/api/dashboard/users/${user.id}`, { token, method: 'DELETE' })).res.status).toBe(200);
    expect((await list(`search=${after}`)).total).toBe(0);
  });

  it('take quotes and search-syntax characters in a search as plain text', async () => {
    const username = `quo${unique()}`;
    await create({ username, fullname: 'Ada OR Near' });
    expect((await list(`search=${encodeURIComponent('ADA or NEAR')}`)).items.map((user) => user.username)).toEqual([username]);
    expect((await list(`search=${encodeURIComponent('"ada" or* near')}`)).total).toBe(0);
  });
});
