import { describe, expect, it } from 'vitest';
import { moduleFieldsSchema, type ModuleField } from '@/shared/fields';
import { DEFINITION_LIMITS, definitionExcess } from '@/shared/fields/definition-limits';

const text = (key: string): ModuleField => ({ key, label: { en: key }, type: 'text', required: false });
const nested = (depth: number): ModuleField[] => {
  let fields = [text('leaf')];
  for (let level = 0; level < depth; level++) fields = [{ key: `g${level}`, label: { en: 'Group' }, type: 'group', required: false, fields }];
  return fields;
};

describe('module definition limits', () => {
  it('measures without recursion: 100,000 nested groups are refused as too deep at once', () => {
    expect(definitionExcess(nested(100_000))).toEqual({ message: 'module_fields_too_deep', maximum: DEFINITION_LIMITS.groupDepth });
    const result = moduleFieldsSchema.safeParse(nested(100_000));
    expect(result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }))).toEqual([{ path: [], message: 'validation.module_fields_too_deep' }]);
  });

  it('counts the fields inside groups and the groups themselves', () => {
    const group = (key: string, count: number): ModuleField => ({ key, label: { en: key }, type: 'group', required: false, fields: Array.from({ length: count }, (_, index) => text(`f${index}`)) });
    expect(definitionExcess([group('a', 99), group('b', 99)])).toBeNull();
    expect(definitionExcess([group('a', 99), group('b', 100)])).toEqual({ message: 'module_fields_too_many', maximum: 200 });
  });

  it('takes the deepest nesting the limit allows, and valid definitions parse as before', () => {
    expect(moduleFieldsSchema.safeParse(nested(DEFINITION_LIMITS.groupDepth)).success).toBe(true);
    expect(definitionExcess(nested(DEFINITION_LIMITS.groupDepth + 1))?.message).toBe('module_fields_too_deep');
  });
});
