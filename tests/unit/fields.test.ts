import { describe, expect, it } from 'vitest';
import { seedModules } from '@/server/db/seed/modules';
import { FIELD_TYPES, fieldText, fieldTypes, moduleFieldSchema, moduleFieldsSchema, valueSchema, valuesSchema, type FieldRules, type FieldType } from '@/shared/fields';

const field = (type: FieldType, extra: Partial<FieldRules> = {}): FieldRules => ({ key: 'f', type, required: false, ...extra });
const options = [{ value: 'a', label: { en: 'Apple', sv: 'Äpple' } }, { value: 'b', label: { en: 'Banana' } }];

/** The value a field stores for `input`, or the message keys by path when it is refused. */
function check(rules: FieldRules, input: unknown) {
  const result = valuesSchema([rules]).safeParse(input === undefined ? {} : { [rules.key]: input });
  if (result.success) return { ok: result.data[rules.key] };
  // The first message of each path (a list's length rule also speaks up when the value is no list).
  return { errors: Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.slice(1).join('.') || '_', issue.message])) };
}
const ok = (value: unknown) => ({ ok: value });
const refused = (key: string, path = '_') => ({ errors: { [path]: `validation.${key}` } });

describe('the field registry', () => {
  it('has an entry for every type, and only those', () => {
    expect(Object.keys(fieldTypes).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('treats blank text, null and empty lists as not given: absent when optional, "required" when required', () => {
    for (const type of FIELD_TYPES) {
      const rules = field(type, { options, relation: { module: 'blog', multiple: true }, fields: [field('text', { key: 'x' })] });
      const blank = fieldTypes[type].empty(rules);
      expect(check(rules, null), type).toEqual(ok(undefined));
      if (type === 'switch') continue; // its untouched control says false, which is an answer
      expect(check(rules, blank), type).toEqual(ok(undefined));
      expect(check({ ...rules, required: true }, blank), type).toEqual(refused('required'));
    }
  });

  it('text: trims, and keeps to the definition\'s length', () => {
    expect(check(field('text'), '  Ada  ')).toEqual(ok('Ada'));
    expect(check(field('text', { min: 3 }), 'ab')).toEqual(refused('too_small'));
    expect(check(field('text', { max: 3 }), 'abcd')).toEqual(refused('too_big'));
    expect(check(field('text'), 'x'.repeat(1_001))).toEqual(refused('too_big'));
    expect(check(field('textarea'), 'x'.repeat(20_000))).toEqual(ok('x'.repeat(20_000)));
    expect(check(field('text'), 42)).toEqual(refused('invalid_type'));
  });

  it('email and url: formats, and only http(s) links', () => {
    expect(check(field('email'), 'ada@example.com')).toEqual(ok('ada@example.com'));
    expect(check(field('email'), 'ada@')).toEqual(refused('invalid_email'));
    expect(check(field('url'), 'https://example.com/a?b=1')).toEqual(ok('https://example.com/a?b=1'));
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'nope']) {
      expect(check(field('url'), bad), bad).toEqual(refused('invalid_url'));
    }
  });

  it('number: finite, within min and max, never a string', () => {
    expect(check(field('number', { min: 1, max: 10 }), 10)).toEqual(ok(10));
    expect(check(field('number', { min: 1 }), 0)).toEqual(refused('too_small'));
    expect(check(field('number', { max: 10 }), 10.5)).toEqual(refused('too_big'));
    expect(check(field('number'), '3')).toEqual(refused('invalid_type'));
    expect(check(field('number'), Number.NaN)).toEqual(refused('invalid_type'));
  });

  it('selection, radio and checkbox: only their options', () => {
    for (const type of ['selection', 'radio'] as const) {
      expect(check(field(type, { options }), 'a')).toEqual(ok('a'));
      expect(check(field(type, { options }), 'c')).toEqual(refused('invalid_enum_value'));
    }
    const multiple = field('checkbox', { options });
    expect(check(multiple, ['b', 'a'])).toEqual(ok(['b', 'a']));
    expect(check(multiple, ['a', 'a'])).toEqual(refused('duplicate_items'));
    expect(check(multiple, ['c'])).toEqual(refused('invalid_enum_value', '0'));
    expect(check({ ...multiple, max: 1 }, ['a', 'b'])).toEqual(refused('too_big'));
    expect(check(field('checkbox'), true)).toEqual(ok(true));
    expect(check(field('checkbox'), 'yes')).toEqual(refused('invalid_type'));
  });

  it('switch: a boolean; required means answered, and false is an answer', () => {
    expect(check(field('switch', { required: true }), false)).toEqual(ok(false));
    expect(check(field('switch', { required: true }), undefined)).toEqual(refused('required'));
    expect(check(field('switch'), 'true')).toEqual(refused('invalid_type'));
  });

  it('date and time: ISO formats only', () => {
    expect(check(field('date'), '2024-02-29')).toEqual(ok('2024-02-29'));
    expect(check(field('date'), '2023-02-29')).toEqual(refused('invalid_date_format'));
    expect(check(field('date'), '01/02/2024')).toEqual(refused('invalid_date_format'));
    expect(check(field('time'), '23:59')).toEqual(ok('23:59'));
    expect(check(field('time'), '24:00')).toEqual(refused('invalid_date_format'));
  });

  it('multilang: per locale, trimmed, blank languages dropped, unknown languages refused', () => {
    const rules = field('multilang_text', { required: true });
    expect(check(rules, { en: ' Hi ', sv: '  ', tr: 'Selam' })).toEqual(ok({ en: 'Hi', tr: 'Selam' }));
    expect(check(rules, { sv: '', tr: ' ' })).toEqual(refused('required'));
    expect(check(rules, { de: 'Hallo' })).toEqual(refused('unrecognized_keys'));
    expect(check(rules, 'Hi')).toEqual(refused('invalid_type'));
    expect(check(field('multilang_text', { max: 2 }), { sv: 'abc' })).toEqual(refused('too_big', 'sv'));
    expect(fieldTypes.multilang_textarea.localized && !fieldTypes.textarea.localized).toBe(true);
  });

  it('editor: HTML kept as written here (the content service sanitises it before a page shows it)', () => {
    const html = '<p>Hi <script>alert(1)</script></p>';
    expect(check(field('editor'), html)).toEqual(ok(html));
    expect(fieldTypes.editor.richText && fieldTypes.multilang_editor.richText).toBe(true);
    expect(fieldText(field('editor'), '<p>Fish &amp; chips</p><p>daily</p>', 'en')).toBe('Fish & chips daily');
  });

  it('file, image and video: site paths or http(s) URLs, one or up to max_files', () => {
    expect(check(field('image'), '/uploads/a.webp')).toEqual(ok('/uploads/a.webp'));
    for (const bad of ['javascript:alert(1)', '//evil.example/a.png', 'a.png', '/a b.png']) {
      expect(check(field('image'), bad), bad).toEqual(refused('invalid_file_format'));
    }
    const many = field('file', { upload: { accept: [], max_size: 1_000, max_files: 2 } });
    expect(check(many, ['/a.pdf', 'https://example.com/b.pdf'])).toEqual(ok(['/a.pdf', 'https://example.com/b.pdf']));
    expect(check(many, ['/a.pdf', '/b.pdf', '/c.pdf'])).toEqual(refused('too_big'));
    expect(check(many, '/a.pdf')).toEqual(refused('invalid_type'));
  });

  it('relation: a positive content id, or distinct ids when multiple', () => {
    expect(check(field('relation', { relation: { module: 'blog', multiple: false } }), 7)).toEqual(ok(7));
    for (const bad of [0, -1, 1.5]) expect(check(field('relation'), bad), String(bad)).toEqual(refused('invalid_id'));
    const multiple = field('relation', { relation: { module: 'blog', multiple: true } });
    expect(check(multiple, [3, 1])).toEqual(ok([3, 1]));
    expect(check(multiple, [3, 3])).toEqual(refused('duplicate_items'));
  });

  it('group: rows of its sub-fields, each validated like a form of its own', () => {
    const rules = field('group', { max: 2, fields: [field('text', { key: 'name', required: true }), field('number', { key: 'age' })] });
    expect(check(rules, [{ name: ' Ada ', age: 36 }, { name: 'Grace', age: null }])).toEqual(ok([{ name: 'Ada', age: 36 }, { name: 'Grace', age: undefined }]));
    expect(check(rules, [{ name: 'Ada' }, { name: '', extra: 1 }])).toEqual({ errors: { '1': 'validation.unrecognized_keys', '1.name': 'validation.required' } });
    expect(check(rules, [{ name: 'a' }, { name: 'b' }, { name: 'c' }])).toEqual(refused('too_big'));
  });

  it('toText gives table cells: option labels in the locale, per-locale text, yes/no, lists', () => {
    expect(fieldText(field('selection', { options }), 'a', 'sv')).toBe('Äpple');
    expect(fieldText(field('selection', { options }), 'b', 'sv')).toBe('Banana');
    expect(fieldText(field('checkbox', { options }), ['a', 'b'], 'en')).toBe('Apple, Banana');
    expect(fieldText(field('multilang_text'), { en: 'Hi', tr: 'Selam' }, 'tr')).toBe('Selam');
    expect(fieldText(field('number'), 3, 'en')).toBe('3');
    expect(fieldText(field('switch'), true, 'en')).toBe('✓');
    expect(fieldText(field('relation'), [1, 2], 'en')).toBe('1, 2');
    expect(fieldText(field('text'), { not: 'text' }, 'en')).toBe('');
  });

  it('refuses U+0000 and lone surrogates in any text, which PostgreSQL cannot store (found by the property test)', () => {
    expect(check(field('text'), 'a\u0000b')).toEqual(refused('invalid_character'));
    expect(check(field('multilang_editor'), { sv: '<p>\u0000</p>' })).toEqual(refused('invalid_character', 'sv'));
    expect(check(field('list'), ['ok', '\u0000'])).toEqual(refused('invalid_character', '1'));
    expect(check(field('url'), 'https://example.com/\u0000')).toEqual(refused('invalid_character'));
    expect(check(field('image'), '/a\u0000.png')).toEqual(refused('invalid_character'));
    expect(check(field('image'), '/api/uploads/\ud83d\ude00.png')).toEqual(ok('/api/uploads/\ud83d\ude00.png'));
    expect(check(field('selection'), 'a\u0000')).toEqual(refused('invalid_character'));
    expect(check(field('text'), 'lone \ud800')).toEqual(refused('invalid_character'));
    expect(check(field('text'), 'pair \ud83d\ude00')).toEqual(ok('pair \ud83d\ude00'));
  });

  it('declares which types can be searched and sorted, and how', () => {
    expect(fieldTypes.text).toMatchObject({ search: 'text', sort: 'text' });
    expect(fieldTypes.number).toMatchObject({ search: 'none', sort: 'number' });
    expect(fieldTypes.multilang_textarea).toMatchObject({ search: 'text', sort: 'none' });
    expect(fieldTypes.group).toMatchObject({ search: 'none', sort: 'none' });
  });

  it('the value schema\'s output is stable: parsing it again gives it back unchanged', () => {
    const rules = field('multilang_textarea');
    const once = valueSchema(rules).parse({ en: ' a ', sv: '' });
    expect(valueSchema(rules).parse(once)).toEqual(once);
  });
});

describe('the module field definition', () => {
  const base = { key: 'title', label: { en: 'Title' }, type: 'text' };

  it('accepts every seeded module\'s fields', () => {
    for (const seeded of seedModules) expect(moduleFieldsSchema.safeParse(seeded.fields).success, seeded.key).toBe(true);
  });

  it('fills defaults and accepts a complete definition', () => {
    expect(moduleFieldSchema.parse(base)).toEqual({ ...base, required: false });
    const full = {
      key: 'photos', label: { en: 'Photos', sv: 'Foton' }, type: 'image', required: true,
      table: { visible: true, sortable: false, searchable: false }, upload: { accept: ['image/*'], max_size: 1_000_000, max_files: 5 },
    };
    expect(moduleFieldSchema.parse(full)).toEqual(full);
  });

  it('refuses what does not fit together', () => {
    const issues = (input: unknown) => {
      const result = moduleFieldSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(issues({ ...base, key: 'Bad Key' })).toEqual(['key: validation.invalid_key']);
    expect(issues({ ...base, type: 'colour' })).toEqual(['type: validation.invalid_enum_value']);
    expect(issues({ ...base, type: 'selection' })).toEqual(['options: validation.required']);
    expect(issues({ ...base, type: 'radio', options: [] })).toEqual(['options: validation.too_small']);
    expect(issues({ ...base, type: 'selection', options: [{ label: {}, value: 'a' }, { label: {}, value: 'a' }] })).toEqual(['options: validation.duplicate_items']);
    expect(issues({ ...base, options: [{ label: {}, value: 'a' }] })).toEqual(['options: validation.custom']);
    expect(issues({ ...base, type: 'group' })).toEqual(['fields: validation.required']);
    expect(issues({ ...base, type: 'relation' })).toEqual(['relation: validation.required']);
    expect(issues({ ...base, min: 5, max: 2 })).toEqual(['min: validation.custom']);
    expect(issues({ ...base, max: -1 })).toEqual(['max: validation.too_small']);
    expect(issues({ ...base, type: 'number', min: -10, max: -1 })).toEqual([]);
    expect(issues({ ...base, type: 'number', default: 'three' })).toEqual(['default: validation.custom']);
    expect(issues({ ...base, type: 'image', table: { visible: true, sortable: true, searchable: true } })).toEqual([
      'table.sortable: validation.not_sortable', 'table.searchable: validation.not_searchable',
    ]);
    expect(issues({ ...base, label: { de: 'Titel' } })).toEqual(['label: validation.unrecognized_keys']);
  });

  it('validates a group\'s sub-fields recursively, keys unique per list', () => {
    const group = { ...base, key: 'rows', type: 'group', fields: [{ ...base, key: 'a' }, { ...base, key: 'a', type: 'colour' }] };
    const result = moduleFieldSchema.safeParse(group);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['fields.1.type']);
    const duplicate = moduleFieldsSchema.safeParse([{ ...base }, { ...base }]);
    expect(duplicate.success ? [] : duplicate.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['1.key: validation.key_taken']);
  });
});
