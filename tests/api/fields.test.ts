import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { translate } from '@/server/i18n/translate';
import { FIELD_TYPES, moduleFieldsSchema, valuesSchema } from '@/shared/fields';
import { toValidationErrorTree } from '@/shared/schemas';
import { fieldWithPayload } from '../helpers/field-arbitraries';
import { createModule, setFields } from '../helpers/modules';
import { createTestContext, type TestContext } from '../helpers/test-context';

/**
 * The registry's promise, checked through the real API on a real database: whatever a field's
 * value schema accepts, POST /api/forms/{key} accepts and stores exactly as the schema gave it
 * (and that stored value passes the schema unchanged); whatever it refuses, the API refuses
 * with 422 and the same error tree, translated.
 */

const FORM = 'field_properties';
let t: TestContext;
let formId: number;
beforeAll(async () => {
  t = await createTestContext();
  formId = await createModule(t, FORM, 'form');
});
afterAll(() => t.close());

let calls = 0;
/** Every submission from an address of its own: the per-address limit and the double-submit check stay out of the way. */
const nextIp = () => {
  calls += 1;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
};

const RUNS = Number(process.env.FIELD_PROPERTY_RUNS ?? 40);

describe.each(FIELD_TYPES)('a %s field, through POST /api/forms/{key}', (type) => {
  it('stores what its schema accepts unchanged, and refuses what it refuses with the same translated tree', async () => {
    await fc.assert(fc.asyncProperty(fieldWithPayload(type), fc.constantFrom(...locales), async ({ field, payload }, locale) => {
      expect(moduleFieldsSchema.safeParse([field]).success).toBe(true);
      await setFields(t, formId, [field]);
      // What the server receives: the payload as JSON.
      const sent = JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
      const expected = valuesSchema([field]).safeParse(sent);
      const { res, body } = await t.callJson<{ id: number }>(`/api/forms/${FORM}`, { json: sent, ip: nextIp(), headers: { 'x-language': locale } });

      if (expected.success) {
        expect(res.status, JSON.stringify(body)).toBe(201);
        const row = await t.ctx.handle.db.selectFrom('form_submissions').select('data').where('id', '=', body.data!.id).executeTakeFirstOrThrow();
        const stored = t.ctx.handle.json.read<Record<string, unknown>>(row.data);
        expect(stored).toEqual(JSON.parse(JSON.stringify(expected.data)));
        expect(valuesSchema([field]).parse(stored)).toEqual(stored);
      } else {
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(body.data).toEqual(toValidationErrorTree(expected.error, (key, params) => translate(locale, key, params)));
      }
    }), { numRuns: RUNS });
  });
});
