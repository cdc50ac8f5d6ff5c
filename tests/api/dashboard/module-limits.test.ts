import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import type { ModuleField } from '@/shared/fields';
import { createTestContext, type TestContext } from '../../helpers/test-context';

/**
 * A module definition is bounded: at most 200 fields counting those inside groups, groups
 * nested at most 3 deep, 256 KB serialised; beyond that a 422 at `fields`, quickly, even for
 * 500 levels of nesting (the body limit is raised here so the definition rules answer).
 */

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext({ MAX_BODY_BYTES: String(4 * 1024 * 1024) });
  admin = await t.tokenFor(await t.adminId());
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 10);
const text = (key: string): ModuleField => ({ key, label: { en: key }, type: 'text', required: false });
const texts = (count: number, prefix = 'f') => Array.from({ length: count }, (_, index) => text(`${prefix}${index}`));
const group = (key: string, fields: ModuleField[]): ModuleField => ({ key, label: { en: key }, type: 'group', required: false, fields });
/** Groups inside groups, `depth` of them, the innermost holding one text field. */
const nested = (depth: number): ModuleField[] => {
  let fields = [text('leaf')];
  for (let level = 0; level < depth; level++) fields = [group(`g${level}`, fields)];
  return fields;
};

const create = (fields: unknown) => {
  const key = `mod-${unique()}`;
  return t.callJson<Record<string, unknown>>('/api/dashboard/modules', { method: 'POST', token: admin, json: { key, type: 'content', slug: key, name: { en: `Module ${key}` }, fields } });
};
const fieldsErrors = (body: { data?: unknown }) => (body.data as { fields?: { _errors?: string[] } } | undefined)?.fields?._errors;

describe('module definition limits', () => {
  it('refuses 10,000 fields (100 groups of 99) with a 422 at fields', async () => {
    const { res, body } = await create(Array.from({ length: 100 }, (_, index) => group(`g${index}`, texts(99))));
    expect(res.status).toBe(422);
    expect(fieldsErrors(body)).toEqual([en.validation.module_fields_too_many.replace('{maximum}', '200')]);
  });

  it('takes 200 fields counting groups and their fields, refuses 202', async () => {
    expect((await create([...texts(98), group('a', texts(50)), group('b', texts(50))])).res.status).toBe(201);
    const { res, body } = await create([...texts(98), group('a', texts(51)), group('b', texts(51))]);
    expect(res.status).toBe(422);
    expect(fieldsErrors(body)).toEqual([en.validation.module_fields_too_many.replace('{maximum}', '200')]);
  });

  it('takes groups nested 3 deep, refuses 4', async () => {
    expect((await create(nested(3))).res.status).toBe(201);
    const { res, body } = await create(nested(4));
    expect(res.status).toBe(422);
    expect(fieldsErrors(body)).toEqual([en.validation.module_fields_too_deep.replace('{maximum}', '3')]);
  });

  it('answers 500 and 2,000 levels of nested groups with a 422 (no stack overflow)', async () => {
    for (const fields of [nested(500), nested(2_000)]) {
      const { res, body } = await create(fields);
      expect(res.status).toBe(422);
      expect(fieldsErrors(body)).toEqual([en.validation.module_fields_too_deep.replace('{maximum}', '3')]);
    }
  });

  it('answers a default value nested 100,000 deep with a 422 (sent as text: JSON.stringify itself overflows)', async () => {
    const key = `mod-${unique()}`;
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const body = `{"key":"${key}","type":"content","slug":"${key}","name":{"en":"Module ${key}"},"fields":[{"key":"deep","label":{"en":"Deep"},"type":"text","default":${deep}}]}`;
    const res = await t.call('/api/dashboard/modules', { method: 'POST', token: admin, headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(422);
    expect(fieldsErrors(await res.json())).toEqual([en.validation.module_fields_too_deep.replace('{maximum}', '3')]);
  });

  it('refuses a definition over 256 KB', async () => {
    const label = { en: 'x'.repeat(200), sv: 'y'.repeat(200), tr: 'z'.repeat(200) };
    const options = Array.from({ length: 200 }, (_, index) => ({ value: `v${index}`, label }));
    const fields = Array.from({ length: 3 }, (_, index) => ({ key: `pick${index}`, label: { en: 'Pick' }, type: 'selection', required: false, options }));
    const { res, body } = await create(fields);
    expect(res.status).toBe(422);
    expect(fieldsErrors(body)).toEqual([en.validation.module_definition_too_large.replace('{maximum}', '256')]);
  });

  it('applies to a module update too', async () => {
    const created = await create([text('title')]);
    const key = (created.body.data as { key: string }).key;
    const saved = (await t.callJson<Record<string, unknown>>(`/api/dashboard/modules/${key}`, { token: admin })).body.data!;
    const { res } = await t.callJson(`/api/dashboard/modules/${key}`, { method: 'PUT', token: admin, json: { ...saved, fields: nested(500) } });
    expect(res.status).toBe(422);
  });
});
