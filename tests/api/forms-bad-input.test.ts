import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { translate } from '@/server/i18n/translate';
import { valuesSchema, type ModuleField } from '@/shared/fields';
import { toValidationErrorTree } from '@/shared/schemas';
import { asPerson, freshAddress } from '../helpers/forms';
import { createModule, setFields } from '../helpers/modules';
import { createTestContext, TEST_MAX_BODY_BYTES, type TestContext } from '../helpers/test-context';

/**
 * Bad input to POST /api/forms/{key}: each is a 422 naming the field, in the visitor's language,
 * and nothing is stored.
 */
const FORM = 'intake-types';
const options = [{ label: { en: 'A' }, value: 'a' }, { label: { en: 'B' }, value: 'b' }];
const FIELDS: ModuleField[] = [
  { key: 'name', label: { en: 'Name' }, type: 'text', required: true, max: 20 },
  { key: 'story', label: { en: 'Story' }, type: 'textarea', required: false },
  { key: 'email', label: { en: 'E-mail' }, type: 'email', required: false },
  { key: 'age', label: { en: 'Age' }, type: 'number', required: false, min: 0, max: 150 },
  { key: 'plan', label: { en: 'Plan' }, type: 'selection', required: false, options },
  { key: 'tags', label: { en: 'Tags' }, type: 'checkbox', required: false, options },
  { key: 'agree', label: { en: 'Agree' }, type: 'switch', required: false },
  { key: 'day', label: { en: 'Day' }, type: 'date', required: false },
  { key: 'at', label: { en: 'At' }, type: 'time', required: false },
  { key: 'site', label: { en: 'Site' }, type: 'url', required: false },
  { key: 'attachment', label: { en: 'Attachment' }, type: 'file', required: false, upload: { accept: ['image/png'], max_size: 1_000, max_files: 2 } },
];

let t: TestContext;
let moduleId: number;
const upload = { small: `${'a'.repeat(32)}.png`, large: `${'b'.repeat(32)}.png`, pdf: `${'c'.repeat(32)}.pdf` };
beforeAll(async () => {
  t = await createTestContext();
  moduleId = await createModule(t, FORM, 'form');
  await setFields(t, moduleId, FIELDS);
  const file = (path: string, mime: string, size: number) => ({ file_name: path, path, mime_type: mime, size, parts: null, module: FORM, storage: t.ctx.services.storages.local.name, created_by: null });
  await t.ctx.handle.db.insertInto('media').values([file(upload.small, 'image/png', 500), file(upload.large, 'image/png', 5_000), file(upload.pdf, 'application/pdf', 100)]).execute();
});
afterAll(() => t.close());

const stored = async () => Number((await t.ctx.handle.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).where('module_id', '=', moduleId).executeTakeFirstOrThrow()).n);

async function post(values: Record<string, unknown>, language: Locale = 'en') {
  return t.callJson<Record<string, { _errors: string[] }>>(`/api/forms/${FORM}`, { json: await asPerson(t, values, FORM), ip: freshAddress('198.18.0'), headers: { 'x-language': language } });
}

/** The 422 the value schema gives, in `language`: what the answer must be, field by field. */
function expectedTree(values: Record<string, unknown>, language: Locale) {
  const parsed = valuesSchema(FIELDS).safeParse(JSON.parse(JSON.stringify(values)));
  expect(parsed.success).toBe(false);
  return toValidationErrorTree(parsed.error!, (key, params) => translate(language, key, params));
}

async function expectRefused(values: Record<string, unknown>, fields: string[], language: Locale = 'en') {
  const before = await stored();
  const { res, body } = await post(values, language);
  expect(res.status, JSON.stringify(body)).toBe(422);
  expect(body.message).toBe(translate(language, 'api.validation_failed'));
  expect(Object.keys(body.data!).filter((key) => key !== '_errors').sort()).toEqual([...fields].sort());
  expect(await stored()).toBe(before);
  return body.data!;
}

describe('bad input to a form', () => {
  it('refuses unknown fields, naming them in the visitor\'s language', async () => {
    const data = await expectRefused({ name: 'Ada', nickname: 'x', 'a\u0000b': 'y' }, [], 'sv');
    expect(data._errors).toEqual(expectedTree({ name: 'Ada', nickname: 'x', 'a\u0000b': 'y' }, 'sv')._errors);
    expect(String(data._errors)).toMatch(/^Okända nycklar: /);
  });

  it('refuses oversize values at their field', async () => {
    const values = { name: 'x'.repeat(21), story: 'y'.repeat(20_001), age: 151 };
    const data = await expectRefused(values, ['name', 'story', 'age']);
    expect(data).toEqual(expectedTree(values, 'en'));
    expect(data.name._errors).toEqual(['Must be at most 20 characters']);
    // A body beyond MAX_BODY_BYTES is refused before it is read.
    const { res } = await post({ name: 'Ada', story: 'z'.repeat(TEST_MAX_BODY_BYTES) });
    expect(res.status).toBe(413);
  });

  it('refuses NUL and lone surrogates, which PostgreSQL cannot store, at their field', async () => {
    const values = { name: 'Ada\u0000', story: 'broken \ud800 pair', email: 'a\udc00@example.com', tags: ['a\u0000'] };
    const data = await expectRefused(values, ['name', 'story', 'email', 'tags'], 'tr');
    expect(data).toEqual(expectedTree(values, 'tr'));
    expect(data.name._errors).toEqual([translate('tr', 'validation.invalid_character')]);
  });

  it('refuses a value of the wrong type for each field type, translated', async () => {
    const values = { name: 42, story: ['a'], email: 'not-an-address', age: 'old', plan: 'z', tags: 'a', agree: 'yes', day: '2026-13-45', at: '25:99', site: 'javascript:alert(1)' };
    for (const language of ['en', 'sv', 'tr'] as const) {
      const data = await expectRefused(values, Object.keys(values), language);
      expect(data).toEqual(expectedTree(values, language));
    }
  });

  it('refuses files against the form\'s upload limits, and takes one within them', async () => {
    const url = (key: string) => `/api/uploads/${key}`;
    // Up to two files: the value is a list of upload URLs.
    const refusals: [string[], string][] = [
      [[url(`${'d'.repeat(32)}.png`)], 'invalid_file_format'],
      [[url(upload.pdf)], 'invalid_file_type'],
      [[url(upload.large)], 'file_too_large'],
      [[url(upload.small), url(upload.pdf)], 'invalid_file_type'],
    ];
    for (const [attachment, key] of refusals) {
      const data = await expectRefused({ name: 'Ada', attachment }, ['attachment'], 'sv');
      expect(data.attachment._errors).toEqual([translate('sv', `validation.${key}`)]);
    }
    const many = { name: 'Ada', attachment: [url(upload.small), url(upload.large), url(upload.pdf)] };
    expect(await expectRefused(many, ['attachment'])).toEqual(expectedTree(many, 'en'));

    const { res } = await post({ name: 'Ada', attachment: [url(upload.small)] });
    expect(res.status).toBe(201);
  });
});
