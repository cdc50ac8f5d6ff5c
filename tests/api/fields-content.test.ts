import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_TYPES, fieldType, localizedText, valuesSchema, type ModuleField } from '@/shared/fields';
import { sanitizeRichText } from '@/server/services/rich-text';
import { localizedContent } from '@/server/services/localize';
import { fieldWithPayload } from '../helpers/field-arbitraries';
import { createModule, insertContent, setFields } from '../helpers/modules';
import { createTestContext, type TestContext } from '../helpers/test-context';

/**
 * The public read path: a content stored as the value schema gives it comes back from the
 * content service per the registry: per-locale values in the visitor's language, rich text
 * sanitised, everything else unchanged.
 */

const MODULE = 'field_contents';
let t: TestContext;
let moduleId: number;
beforeAll(async () => {
  t = await createTestContext();
  moduleId = await createModule(t, MODULE, 'content');
});
afterAll(() => t.close());

let slugs = 0;
async function publish(fields: ModuleField[], content: Record<string, unknown>): Promise<string> {
  const { json } = t.ctx.handle;
  await setFields(t, moduleId, fields);
  const slug = `item-${++slugs}`;
  await insertContent(t.ctx.handle, {
    module_id: moduleId, slug, title: json.write({ en: slug }), header: null, header_image: null, content: json.write(content),
    status: 'published', ordering: 0, updated_by: null, updated_at: new Date().toISOString(),
  });
  return slug;
}

/** A group's rows as a page gets them: per-locale values in Swedish, rich text sanitised. */
const sanitizedRows = (rows: unknown, field: ModuleField) => (rows as Record<string, unknown>[]).map((row) => Object.fromEntries(Object.entries(
  localizedContent(row, field.fields ?? [], 'sv'),
).map(([key, value]) => [key, field.fields?.find((sub) => sub.key === key && fieldType(sub).richText) ? sanitizeRichText(String(value ?? '')) : value])));

describe('contents on public pages', () => {
  it.each(FIELD_TYPES)('a stored %s value reads back per the registry', async (type) => {
    await fc.assert(fc.asyncProperty(fieldWithPayload(type), async ({ field, payload }) => {
      const parsed = valuesSchema([field]).safeParse(JSON.parse(JSON.stringify(payload)));
      fc.pre(parsed.success && parsed.data[field.key] !== undefined);
      const stored = JSON.parse(JSON.stringify(parsed.data)) as Record<string, unknown>;
      const slug = await publish([field], stored);
      const read = await t.ctx.services.content.getPublished(MODULE, slug, 'sv');
      const entry = fieldType(field);
      const value = read!.item.content[field.key];
      if (entry.richText) expect(typeof value).toBe('string');
      else if (entry.localized) expect(value).toBe(localizedText(stored[field.key], 'sv'));
      else if (field.type === 'group') expect(value).toEqual(sanitizedRows(stored[field.key], field));
      else expect(value).toEqual(stored[field.key]);
    }), { numRuns: 10, maxSkipsPerRun: 1_000 });
  });

  it('sanitises rich text: no script, event handler or javascript: link survives', async () => {
    const fields: ModuleField[] = [
      { key: 'body', label: { en: 'Body' }, type: 'editor', required: true },
      { key: 'intro', label: { en: 'Intro' }, type: 'multilang_editor', required: false },
    ];
    const content = valuesSchema(fields).parse({
      body: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">link</a> <img src=x onerror=alert(1)></p>',
      intro: { en: '<p>English</p>', sv: '<p>Svenska<iframe src="https://evil.example"></iframe></p>' },
    });
    const slug = await publish(fields, content);
    const { item } = (await t.ctx.services.content.getPublished(MODULE, slug, 'sv'))!;
    expect(item.content.body).toBe('<p>Hi <a>link</a> <img src="x" /></p>');
    expect(item.content.intro).toBe('<p>Svenska</p>');
  });
});
