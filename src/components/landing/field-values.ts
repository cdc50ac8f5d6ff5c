import type { FieldType, LocalizedText, ModuleField } from '@/shared/fields';
import { isPlainObject } from '@/shared/fields';

/**
 * A module field written in code: a `ModuleField` whose key, type and sub-fields keep their
 * literal types, so the shape of its values can be derived from the definition itself.
 */
export interface FieldSpec extends Omit<ModuleField, 'fields'> {
  readonly fields?: readonly FieldSpec[];
}

/** Keeps the literal keys and types of a field list (for `ValuesOf`). */
export const defineFields = <const T extends readonly FieldSpec[]>(fields: T): T => fields;

/** The same fields as the mutable `ModuleField[]` a module stores. */
export function toModuleFields(fields: readonly FieldSpec[]): ModuleField[] {
  return fields.map(({ fields: sub, ...field }) => ({ ...field, ...(sub ? { fields: toModuleFields(sub) } : {}) }));
}

type ListType = Extract<FieldType, 'list' | 'checkbox'>;
type UntypedType = Extract<FieldType, 'relation'>;

/** A field's value as a page reads it: per-locale text already in the visitor's language, blanks as '' or null. */
type ValueOf<F extends FieldSpec> =
  F['type'] extends 'group' ? (F extends { fields: infer Sub extends readonly FieldSpec[] } ? ValuesOf<Sub>[] : never)
    : F['type'] extends 'number' ? number | null
      : F['type'] extends 'switch' ? boolean
        : F['type'] extends ListType ? string[]
          : F['type'] extends UntypedType ? unknown
            : string;

/** The values of a field list, one property per field key. */
export type ValuesOf<Fields extends readonly FieldSpec[]> = { [F in Fields[number] as F['key']]: ValueOf<F> };

type StoredValueOf<F extends FieldSpec> =
  F['type'] extends 'group' ? (F extends { fields: infer Sub extends readonly FieldSpec[] } ? StoredValuesOf<Sub>[] : never)
    : F['type'] extends `multilang_${string}` ? LocalizedText
      : Exclude<ValueOf<F>, null>;

/** A content of a field list as it is stored (per-locale values in every language), any field left out. */
export type StoredValuesOf<Fields extends readonly FieldSpec[]> = { [F in Fields[number] as F['key']]?: StoredValueOf<F> };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function readValue(field: FieldSpec, value: unknown): unknown {
  switch (field.type) {
    case 'group': {
      const rows = Array.isArray(value) ? value.filter(isPlainObject) : [];
      return rows
        .map((row) => readValues(field.fields ?? [], row))
        .filter((row) => (field.fields ?? []).every((sub) => !sub.required || isGiven(row[sub.key])));
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'switch':
      return value === true;
    case 'list':
    case 'checkbox':
      return Array.isArray(value) ? value.map(text).filter(Boolean) : [];
    case 'relation':
      return value;
    case 'file':
    case 'image':
    case 'video':
      // A field allowing several files holds a list: the page shows the first.
      return text(Array.isArray(value) ? value[0] : value);
    default:
      return text(value);
  }
}

const isGiven = (value: unknown): boolean => value !== '' && value !== null && !(Array.isArray(value) && value.length === 0);

/**
 * A content's values read by its field definitions (as `localizedContent` hands them on: per-locale
 * values resolved): every declared key present with its type's value, rows of a group lacking a
 * required value left out, whatever else the stored content holds ignored.
 */
export function readValues<const Fields extends readonly FieldSpec[]>(fields: Fields, content: Record<string, unknown>): ValuesOf<Fields> {
  return Object.fromEntries(fields.map((field) => [field.key, readValue(field, content[field.key])])) as ValuesOf<Fields>;
}
