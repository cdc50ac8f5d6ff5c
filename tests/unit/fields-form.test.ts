import { describe, expect, it } from 'vitest';
import { fieldControls } from '@/components/fields';
import { fillableFields, initialValues, toInput } from '@/components/forms/form-values';
import type { PublicModuleField } from '@/shared/api/public-content';
import { FIELD_TYPES, valuesSchema } from '@/shared/fields';

const field = (key: string, type: PublicModuleField['type'], extra: Partial<PublicModuleField> = {}): PublicModuleField => ({
  key, label: key, type, required: false, options: [], ...extra,
});
const options = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];

describe('the public form (components/forms, controls from components/fields)', () => {
  it('shows the types that have a control: the ones a visitor can fill in', () => {
    const fillable = fillableFields(FIELD_TYPES.map((type) => field(type, type)));
    expect(fillable.map((candidate) => candidate.type)).toEqual(['text', 'textarea', 'email', 'url', 'number', 'selection', 'radio', 'checkbox', 'switch', 'date', 'time']);
    expect(FIELD_TYPES.filter((type) => fieldControls[type] === null)).toEqual([
      'editor', 'multilang_text', 'multilang_textarea', 'multilang_editor', 'file', 'image', 'video', 'relation', 'list', 'group',
    ]);
  });

  it('starts from each type\'s empty value', () => {
    expect(initialValues([field('n', 'text'), field('s', 'switch'), field('c', 'checkbox', { options }), field('b', 'checkbox')]))
      .toEqual({ n: '', s: false, c: [], b: false });
  });

  it('sends a number input\'s text as a number, and the shared schema has the last word', () => {
    const fields = [field('count', 'number', { required: true }), field('name', 'text'), field('tags', 'checkbox', { options })];
    const schema = valuesSchema(fields);
    expect(schema.parse(toInput(fields, { count: ' 3 ', name: '  Ada ', tags: [] }))).toEqual({ count: 3, name: 'Ada' });
    const wrong = schema.safeParse(toInput(fields, { count: 'three', name: '', tags: [] }));
    expect(wrong.success ? [] : wrong.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['count: validation.invalid_type']);
    const missing = schema.safeParse(toInput(fields, { count: '  ', name: '', tags: [] }));
    expect(missing.success ? [] : missing.error.issues.map((issue) => issue.message)).toEqual(['validation.required']);
  });
});
