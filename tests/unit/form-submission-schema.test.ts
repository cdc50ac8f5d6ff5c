import { describe, expect, it } from 'vitest';
import { valuesSchema as formSubmissionSchema, type ModuleField } from '@/shared/fields';

const field = (key: string, type: ModuleField['type'], required: boolean, options?: string[]): ModuleField => ({
  key,
  label: { en: key },
  type,
  required,
  ...(options ? { options: options.map((value) => ({ value, label: { en: value } })) } : {}),
});

const schema = formSubmissionSchema([
  field('name', 'text', true),
  field('email', 'email', true),
  field('website', 'url', false),
  field('topic', 'selection', true, ['sales', 'support']),
  field('channels', 'checkbox', false, ['mail', 'phone']),
  field('agree', 'switch', true),
  field('when', 'date', false),
  field('count', 'number', false),
]);

const codes = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]));
};

describe('formSubmissionSchema', () => {
  const valid = { name: ' Ada ', email: 'ada@example.com', topic: 'sales', agree: true };

  it('accepts a valid payload, trimming text and dropping blank optional values', () => {
    expect(schema.parse({ ...valid, website: '', when: '2024-05-01', channels: ['mail'], count: 3 })).toEqual({
      name: 'Ada', email: 'ada@example.com', topic: 'sales', agree: true, when: '2024-05-01', channels: ['mail'], count: 3,
    });
  });

  it('reports required, format, option and unknown-key problems as message keys', () => {
    expect(codes({ name: '   ', email: 'x', topic: 'other', channels: ['fax'], when: 'soon', website: 'nope', count: '3', spam: 1 })).toEqual({
      _: 'validation.unrecognized_keys',
      name: 'validation.required',
      email: 'validation.invalid_email',
      topic: 'validation.invalid_enum_value',
      'channels.0': 'validation.invalid_enum_value',
      agree: 'validation.required',
      when: 'validation.invalid_date_format',
      website: 'validation.invalid_url',
      count: 'validation.invalid_type',
    });
  });

  it('refuses what is not an object', () => {
    expect(schema.safeParse(['a']).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});
