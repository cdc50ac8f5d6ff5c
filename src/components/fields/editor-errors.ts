import type { Locale } from '@/i18n/locales';
import { fieldMessages } from '@/lib/validation-lines';
import type { ValidationErrorTree } from '@/shared/api/envelope';
import { fieldType, isPlainObject, type ModuleField } from '@/shared/fields';

/** A child node of an error tree (a row index or a field key), if it has one. */
export function subtree(tree: ValidationErrorTree | undefined, key: string | number): ValidationErrorTree | undefined {
  const node = tree?.[String(key)];
  return isPlainObject(node) ? (node as ValidationErrorTree) : undefined;
}

/** A node's own messages. */
export const ownMessages = (tree: ValidationErrorTree | undefined): string[] => (Array.isArray(tree?._errors) ? tree._errors : []);

/**
 * The messages shown under one sub-field of a group row: a per-locale field's own and those of
 * the shown language (the other languages' show on their tabs); any other field's all of them.
 */
export function subFieldMessages(row: ValidationErrorTree | undefined, field: ModuleField, locale: Locale): string[] {
  if (!fieldType(field).localized) return fieldMessages(row, field.key);
  const node = subtree(row, field.key);
  return [...ownMessages(node), ...ownMessages(subtree(node, locale))];
}
