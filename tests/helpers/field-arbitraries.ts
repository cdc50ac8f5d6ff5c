import fc from 'fast-check';
import { definitionOf, FIELD_TYPES, fieldType, fieldTypes, type BoundKind, type DefaultInput, type FieldType, type ModuleField } from '@/shared/fields';

/** Field definitions and values for property tests of the field registry, derived from each type's entry. */

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

/** The range a definition's min and max are drawn from, by what they count. */
const BOUND_RANGES: Record<BoundKind, [number, number]> = { chars: [0, 12], value: [-50, 50], items: [0, 4] };

const nothing = fc.constant(undefined);
const subFieldTypes = FIELD_TYPES.filter((type) => !fieldTypes[type].definition.subFields);

/** What a definition of the type adds, as its definition facet says: bounds, options, uploads, the related module, sub-fields. */
function extras(type: FieldType, depth: number): fc.Arbitrary<Partial<ModuleField>> {
  const facet = fieldTypes[type].definition;
  return fc.record({
    range: facet.bounds ? bounds(...BOUND_RANGES[facet.bounds]) : nothing,
    options: facet.options === 'required' ? optionsArb : facet.options === 'optional' ? fc.option(optionsArb, { nil: undefined }) : nothing,
    upload: facet.upload ? fc.option(fc.integer({ min: 1, max: 3 }).map((max_files) => ({ accept: [], max_size: 1_000_000, max_files })), { nil: undefined }) : nothing,
    relation: facet.relation ? fc.boolean().map((multiple) => ({ module: 'blog', multiple })) : nothing,
    fields: facet.subFields ? fc.uniqueArray(fieldOf(fc.constantFrom(...subFieldTypes), depth + 1), { minLength: 1, maxLength: 3, selector: (field) => field.key }) : nothing,
  }).map(({ range, ...parts }) => Object.fromEntries(Object.entries({ ...range, ...parts }).filter(([, part]) => part !== undefined)));
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

/** Text typed into an input of this kind, right or wrong. */
const typedText: Partial<Record<DefaultInput, fc.Arbitrary<unknown>>> = {
  email: fc.oneof(fc.emailAddress(), anyText()),
  url: fc.oneof(fc.webUrl(), anyText()),
  date: fc.oneof(isoDate, fc.constantFrom('2023-02-29', '2024-02-29', '24-01-01')),
  time: clock,
};

/** Values a form or an editor could plausibly send for the field, right or wrong, by what its type's entry says of it. */
function plausible(field: ModuleField): fc.Arbitrary<unknown> {
  const facet = definitionOf(field);
  const choices = (field.options ?? []).map((option) => option.value);
  const oneChoice = choices.length ? fc.oneof(fc.constantFrom(...choices), fc.string({ maxLength: 5 })) : fc.string({ maxLength: 5 });
  if (facet.subFields) return fc.array(rowOf(field.fields ?? []), { maxLength: 4 });
  if (facet.relation) return fc.oneof(fc.integer({ min: -1, max: 1_000 }), fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 4 }));
  if (facet.upload) return fc.oneof(reference, fc.array(reference, { maxLength: 4 }));
  if (facet.options === 'required') return oneChoice;
  if (facet.options === 'optional') return choices.length ? fc.array(oneChoice, { maxLength: choices.length + 1 }) : fc.boolean();
  if (fieldType(field).localized) return perLocale;
  if (facet.defaultInput === 'boolean') return fc.boolean();
  if (facet.bounds === 'value') return fc.oneof(fc.integer({ min: -60, max: 60 }), fc.double({ min: -60, max: 60 }), fc.double());
  if (facet.bounds === 'items') return fc.array(anyText(8), { maxLength: 5 });
  return (facet.defaultInput && typedText[facet.defaultInput]) ?? anyText();
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
