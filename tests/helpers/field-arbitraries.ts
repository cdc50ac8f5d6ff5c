import fc from 'fast-check';
import { FIELD_TYPES, type FieldType, type ModuleField } from '@/shared/fields';

/** Field definitions and values for property tests of the field registry. */

const KEY = 'value';

/** Text of every kind: printable ASCII, any Unicode, blanks and padding. */
export const anyText = (maxLength = 24) => fc.oneof(
  fc.string({ maxLength }),
  fc.string({ maxLength, unit: 'grapheme' }),
  fc.string({ maxLength, unit: 'binary' }),
  fc.constantFrom('', ' ', '  padded  ', '\n\t', 'nul\u0000byte', 'lone \ud800 surrogate'),
);

const optionsArb = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,5}$/), { minLength: 1, maxLength: 4 })
  .map((values) => values.map((value) => ({ value, label: { en: value.toUpperCase() } })));

const bounds = (lowest: number, highest: number) => fc.option(
  fc.tuple(fc.integer({ min: lowest, max: highest }), fc.integer({ min: lowest, max: highest })).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b, 1) })),
  { nil: undefined },
);

/** What each type adds to a definition. */
function extras(type: FieldType, depth: number): fc.Arbitrary<Partial<ModuleField>> {
  switch (type) {
    case 'text': case 'textarea': case 'editor': case 'multilang_text': case 'multilang_textarea': case 'multilang_editor':
      return bounds(0, 12).map((b) => ({ ...b }));
    case 'number':
      return bounds(-50, 50).map((b) => ({ ...b }));
    case 'selection': case 'radio':
      return optionsArb.map((options) => ({ options }));
    case 'checkbox':
      return fc.option(optionsArb, { nil: undefined }).map((options) => (options ? { options } : {}));
    case 'file': case 'image': case 'video':
      return fc.option(fc.integer({ min: 1, max: 3 }).map((max_files) => ({ upload: { accept: [], max_size: 1_000_000, max_files } })), { nil: {} });
    case 'relation':
      return fc.boolean().map((multiple) => ({ relation: { module: 'blog', multiple } }));
    case 'list':
      return bounds(0, 4).map((b) => ({ ...b }));
    case 'group':
      return fc.tuple(bounds(0, 3), fc.uniqueArray(fieldOf(fc.constantFrom(...FIELD_TYPES.filter((t) => t !== 'group')), depth + 1), { minLength: 1, maxLength: 3, selector: (field) => field.key }))
        .map(([b, fields]) => ({ ...b, fields }));
    default:
      return fc.constant({});
  }
}

/** A valid definition of a field of one of `types`; nested ones get keys of their own. */
export function fieldOf(types: fc.Arbitrary<FieldType>, depth = 0): fc.Arbitrary<ModuleField> {
  return fc.tuple(types, fc.boolean(), depth ? fc.stringMatching(/^[a-z]{1,6}$/) : fc.constant(KEY))
    .chain(([type, required, key]) => extras(type, depth).map((extra) => ({ key, label: { en: key }, type, required, ...extra })));
}

const junk = fc.oneof(
  anyText(8),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('en', 'sv', 'tr', 'de'), fc.oneof(anyText(6), fc.integer()), { maxKeys: 3 }),
);

const isoDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const clock = fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }), fc.boolean())
  .map(([h, m, seconds]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}${seconds ? ':30' : ''}`);
const reference = fc.oneof(fc.constantFrom('/uploads/a.webp', 'https://example.com/b.mp4', '//evil.example/x', 'javascript:alert(1)'), fc.webPath(), fc.webUrl());
const perLocale = fc.record({ en: anyText(), sv: anyText(), tr: anyText() }, { requiredKeys: [] });

/** Values a form or an editor could plausibly send for the field, right or wrong. */
function plausible(field: ModuleField): fc.Arbitrary<unknown> {
  const choices = (field.options ?? []).map((option) => option.value);
  const oneChoice = choices.length ? fc.oneof(fc.constantFrom(...choices), fc.string({ maxLength: 5 })) : fc.string({ maxLength: 5 });
  switch (field.type) {
    case 'email': return fc.oneof(fc.emailAddress(), anyText());
    case 'url': return fc.oneof(fc.webUrl(), anyText());
    case 'number': return fc.oneof(fc.integer({ min: -60, max: 60 }), fc.double({ min: -60, max: 60 }), fc.double());
    case 'selection': case 'radio': return oneChoice;
    case 'checkbox': return choices.length ? fc.array(oneChoice, { maxLength: choices.length + 1 }) : fc.boolean();
    case 'switch': return fc.boolean();
    case 'date': return fc.oneof(isoDate, fc.constantFrom('2023-02-29', '2024-02-29', '24-01-01'));
    case 'time': return clock;
    case 'multilang_text': case 'multilang_textarea': case 'multilang_editor': return perLocale;
    case 'file': case 'image': case 'video': return fc.oneof(reference, fc.array(reference, { maxLength: 4 }));
    case 'relation': return fc.oneof(fc.integer({ min: -1, max: 1_000 }), fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 4 }));
    case 'list': return fc.array(anyText(8), { maxLength: 5 });
    case 'group': return fc.array(rowOf(field.fields ?? []), { maxLength: 4 });
    default: return anyText();
  }
}

/** One row of a group: each sub-field plausible, junk or left out. */
function rowOf(fields: ModuleField[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(fields.map((field) => [field.key, valueFor(field)])), { requiredKeys: [] });
}

export function valueFor(field: ModuleField): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 6, arbitrary: plausible(field) }, { weight: 1, arbitrary: junk }, { weight: 1, arbitrary: fc.constant(undefined) });
}

/** A definition of the given type with a value for it: `{ field, payload }` where payload is `{ value: ... }`. */
export const fieldWithPayload = (type: FieldType) => fieldOf(fc.constant(type)).chain((field) => valueFor(field).map((value) => ({
  field,
  payload: value === undefined ? {} : { [KEY]: value },
})));
