import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_NUMBER_KEY } from '@/server/entities/sort-keys';
import type { DashboardModule } from '@/shared/api/modules';
import type { SubmissionList } from '@/shared/api/submissions';
import type { ModuleField } from '@/shared/fields';
import { asPerson, freshAddress } from '../../helpers/forms';
import type { TestContext } from '../../helpers/test-context';
import { adminTestContext } from './helpers';

/**
 * The inbox sorts by a form field through its sort keys (submission_sort_keys, migration 0023):
 * the intake writes them with the submission, a module edit that changes which fields sort
 * writes them again, and the order is the same on both engines, empty values first ascending.
 */
let t: TestContext;
let admin: string;
beforeAll(async () => ({ t, admin } = await adminTestContext()));
afterAll(() => t.close());

const FORM = 'sorted-form';
const col = (sortable: boolean, searchable = true) => ({ visible: true, sortable, searchable });
const FIELDS: ModuleField[] = [
  { key: 'name', label: { en: 'Name', sv: 'Namn', tr: 'Ad' }, type: 'text', required: false, table: col(true) },
  { key: 'budget', label: { en: 'Budget', sv: 'Budget', tr: 'Bütçe' }, type: 'number', required: false, table: col(true, false) },
  { key: 'city', label: { en: 'City', sv: 'Stad', tr: 'Şehir' }, type: 'text', required: false, table: col(false) },
];

const modules = (path = '', init: { method?: string; json?: unknown } = {}) => t.callJson<DashboardModule>(`/api/dashboard/modules${path}`, { token: admin, ...init });
const submit = async (values: Record<string, unknown>) => {
  const { res, body } = await t.callJson<{ id: number }>(`/api/forms/${FORM}`, { json: await asPerson(t, values, FORM), ip: freshAddress('198.51.100') });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!.id;
};
const sorted = async (query: string) =>
  (await t.callJson<SubmissionList>(`/api/dashboard/modules/${FORM}/submissions?${query}`, { token: admin })).body.data!.items.map((item) => item.id);
const keysOf = (id: number) => t.ctx.handle.db.selectFrom('submission_sort_keys').select(['field', 'text_key', 'number_key'])
  .where('submission_id', '=', id).orderBy('field').execute()
  .then((rows) => rows.map((row) => ({ ...row, number_key: row.number_key === null ? null : Number(row.number_key) })));

describe('sorting the inbox by a form field', () => {
  let ida: number, ozan: number, nobody: number, bertil: number;
  beforeAll(async () => {
    const created = await modules('', { method: 'POST', json: { key: FORM, type: 'form', name: { en: 'Sorted form' }, slug: FORM, fields: FIELDS } });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    ida = await submit({ name: 'İda Åström', budget: 300, city: 'Umeå' });
    ozan = await submit({ name: 'ozan', budget: 1200, city: 'Ankara' });
    nobody = await submit({ city: 'Malmö' });
    bertil = await submit({ name: 'Bertil', budget: 50, city: 'Västerås' });
  });

  it('stores a key per sortable field with the submission, an empty value included', async () => {
    expect(await keysOf(ida)).toEqual([
      { field: 'budget', text_key: null, number_key: 300 },
      { field: 'name', text_key: 'i̇da åström', number_key: null },
    ]);
    expect(await keysOf(nobody)).toEqual([
      { field: 'budget', text_key: null, number_key: EMPTY_NUMBER_KEY },
      { field: 'name', text_key: '', number_key: null },
    ]);
  });

  it('orders by text and by number, empty values first ascending and last descending, paged and filtered', async () => {
    expect(await sorted('sort=data.name&order=asc')).toEqual([nobody, bertil, ida, ozan]);
    expect(await sorted('sort=data.name&order=desc')).toEqual([ozan, ida, bertil, nobody]);
    expect(await sorted('sort=data.budget&order=asc')).toEqual([nobody, bertil, ida, ozan]);
    expect(await sorted('sort=data.budget&order=desc')).toEqual([ozan, ida, bertil, nobody]);
    expect(await sorted('sort=data.budget&order=desc&per_page=2&page=2')).toEqual([bertil, nobody]);
    await t.callJson(`/api/dashboard/modules/${FORM}/submissions/${ida}`, { method: 'PATCH', token: admin, json: { status: 'solved' } });
    expect(await sorted('sort=data.budget&order=desc&status=pending')).toEqual([ozan, bertil, nobody]);
    expect(await sorted('sort=data.name&order=asc&search=ankara')).toEqual([ozan]);
    const { body } = await t.callJson<SubmissionList>(`/api/dashboard/modules/${FORM}/submissions?sort=data.name&status=pending&per_page=1`, { token: admin });
    expect(body.data).toMatchObject({ total: 3, counts: { pending: 3, solved: 1, spam: 0 } });
    expect((await t.callJson(`/api/dashboard/modules/${FORM}/submissions?sort=data.city`, { token: admin })).res.status).toBe(422);
  });

  it('writes every submission\'s keys again when a module edit changes which fields sort, and drops a deleted submission\'s', async () => {
    const current = (await modules(`/${FORM}`)).body.data!;
    const fields = current.fields.map((field) => ({ ...field, table: col(field.key === 'city', field.type !== 'number') }));
    const edited = await modules(`/${FORM}`, { method: 'PUT', json: { ...current, fields } });
    expect(edited.res.status, JSON.stringify(edited.body)).toBe(200);
    expect(await keysOf(bertil)).toEqual([{ field: 'city', text_key: 'västerås', number_key: null }]);
    expect(await sorted('sort=data.city&order=asc')).toEqual([ozan, nobody, ida, bertil]);
    expect((await t.callJson(`/api/dashboard/modules/${FORM}/submissions?sort=data.name`, { token: admin })).res.status).toBe(422);

    expect((await t.callJson(`/api/dashboard/modules/${FORM}/submissions/${nobody}`, { method: 'DELETE', token: admin })).res.status).toBe(200);
    expect(await keysOf(nobody)).toEqual([]);
    expect(await sorted('sort=data.city&order=desc')).toEqual([bertil, ida, ozan]);
  });
});
