import { describe, expect, it } from 'vitest';
import { z } from '@/shared/schemas/zod-config';
import { isStorableText } from '@/shared/schemas/storable-text';

const REFUSED = 'validation.invalid_character';
const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe('storable text (design.md §8)', () => {
  it('refuses U+0000 and lone surrogates, accepts surrogate pairs', () => {
    for (const text of ['a\u0000b', 'a\ud800b', 'a\udc00b', '\ud800', '\udc00\ud800', 'end \ud83d']) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['', 'plain', 'Ğüşİ', '🚀 \ud83d\ude00', '𝄞']) expect(isStorableText(text), text).toBe(true);
  });

  it('every string schema built with the project\'s zod follows it, with one message before its own checks', () => {
    expect(messages(z.string().min(5), '\u0000')).toEqual([{ path: [], message: REFUSED }]);
    expect(messages(z.object({ name: z.string().trim().max(3) }), { name: 'ab\ud800' })).toEqual([{ path: ['name'], message: REFUSED }]);
    // A record's key: zod reports an invalid key, whose inner issue is this one.
    expect(messages(z.record(z.string(), z.boolean()), { 'a\u0000': true })).toEqual([{ path: ['a\u0000'], message: 'validation.invalid_key' }]);
    expect(messages(z.url(), 'https://example.com/\u0000')).toEqual([{ path: [], message: REFUSED }]);
    expect(messages(z.string().max(10), 'ok 🚀')).toEqual([]);
  });

  it('adds no pattern to the JSON Schema (and so none to the OpenAPI document)', () => {
    expect(z.toJSONSchema(z.string().max(3))).not.toHaveProperty('pattern');
  });
});
