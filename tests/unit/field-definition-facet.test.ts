import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import { FIELD_TYPES, fieldTypes, isPlainObject, moduleFieldSchema, type DefinitionFacet, type FieldType } from '@/shared/fields';

/** Every facet with the values it may take: a facet added to the type and not here fails to compile. */
const FACETS: Record<keyof DefinitionFacet, (value: unknown) => boolean> = {
  bounds: (value) => [null, 'chars', 'value', 'items'].includes(value as string),
  defaultInput: (value) => [null, 'text', 'email', 'url', 'date', 'time', 'number', 'boolean', 'option'].includes(value as string),
  options: (value) => [null, 'required', 'optional'].includes(value as string),
  upload: (value) => value === null || (isPlainObject(value) && (value.family === null || /^[a-z]+\/\*$/.test(String(value.family)))),
  relation: (value) => typeof value === 'boolean',
  subFields: (value) => typeof value === 'boolean',
};

/** The smallest definition of the type its facet asks for. */
function smallest(type: FieldType) {
  const facet = fieldTypes[type].definition;
  return {
    key: 'f',
    label: { en: 'F' },
    type,
    ...(facet.options === 'required' ? { options: [{ value: 'a', label: { en: 'A' } }] } : {}),
    ...(facet.relation ? { relation: { module: 'blog', multiple: false } } : {}),
    ...(facet.subFields ? { fields: [{ key: 'x', label: { en: 'X' }, type: 'text' }] } : {}),
  };
}

const issues = (input: unknown) => {
  const result = moduleFieldSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe.each(FIELD_TYPES)('the %s entry', (type) => {
  const facet = fieldTypes[type].definition;

  it('declares every definition facet, each with a value it may take', () => {
    expect(Object.keys(facet).sort()).toEqual(Object.keys(FACETS).sort());
    for (const [name, allowed] of Object.entries(FACETS)) expect(allowed(facet[name as keyof DefinitionFacet]), name).toBe(true);
  });

  it('is defined by what its facet asks for, and refused without each part', () => {
    const definition = smallest(type);
    expect(issues(definition)).toEqual([]);
    for (const part of ['options', 'relation', 'fields'] as const) {
      if (!(part in definition)) continue;
      const { [part]: _left, ...without } = definition;
      expect(issues(without)).toEqual([`${part}: validation.required`]);
    }
  });

  it('takes options only when its facet says so', () => {
    expect(issues({ ...smallest(type), options: [{ value: 'a', label: {} }] })).toEqual(facet.options ? [] : ['options: validation.custom']);
  });

  it('takes a negative bound only when its bounds are values', () => {
    expect(issues({ ...smallest(type), min: -1 })).toEqual(facet.bounds === 'value' ? [] : ['min: validation.too_small']);
  });

  it('has a name in the module builder (the other languages have every key of English: messages.test.ts)', () => {
    expect(Object.keys(en.dashboard.module_builder.types)).toContain(type);
  });
});
