import type { ValidationMessageKey } from '@/shared/api/messages';
import { isPlainObject } from './localized';

/**
 * How large a module's definition may be. The builder nests groups one level deep; the API
 * takes a little more. `nesting` bounds any value inside a definition (a default, a label)
 * so no part of the server has to walk or serialise something thousands of levels deep.
 */
export const DEFINITION_LIMITS = { fields: 200, groupDepth: 3, kilobytes: 256, nesting: 32 } as const;

export interface DefinitionExcess {
  message: ValidationMessageKey;
  maximum: number;
}

/** How deeply `value` nests arrays and objects, counted without recursion and only up to `stopAt`. */
function nestingBeyond(value: unknown, stopAt: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > stopAt) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Fields counted in every list (groups' included), and whether groups nest deeper than allowed. */
function fieldsBeyond(fields: unknown): DefinitionExcess | null {
  let count = 0;
  const lists: [unknown, number][] = [[fields, 0]];
  while (lists.length) {
    const [list, groupDepth] = lists.pop()!;
    if (!Array.isArray(list)) continue;
    count += list.length;
    if (count > DEFINITION_LIMITS.fields) return { message: 'module_fields_too_many', maximum: DEFINITION_LIMITS.fields };
    for (const field of list) {
      if (!isPlainObject(field) || field.fields === undefined) continue;
      if (groupDepth + 1 > DEFINITION_LIMITS.groupDepth) return { message: 'module_fields_too_deep', maximum: DEFINITION_LIMITS.groupDepth };
      lists.push([field.fields, groupDepth + 1]);
    }
  }
  return null;
}

/**
 * What a raw `fields` value exceeds, checked before the recursive schema walks it (a deep or
 * huge body is a quick 422, never a stack overflow): nesting, then field count and group
 * depth, then the serialised size in UTF-8 bytes.
 */
export function definitionExcess(fields: unknown): DefinitionExcess | null {
  if (nestingBeyond(fields, DEFINITION_LIMITS.nesting)) return { message: 'module_fields_too_deep', maximum: DEFINITION_LIMITS.groupDepth };
  const excess = fieldsBeyond(fields);
  if (excess) return excess;
  const bytes = new TextEncoder().encode(JSON.stringify(fields) ?? '').length;
  return bytes > DEFINITION_LIMITS.kilobytes * 1024 ? { message: 'module_definition_too_large', maximum: DEFINITION_LIMITS.kilobytes } : null;
}
