import type { fieldTypes, LocalizedText, ModuleField } from '@/shared/fields';
import { definitionOf, isPlainObject } from '@/shared/fields';

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

type EntryOf<F extends FieldSpec> = (typeof fieldTypes)[F['type']];
type FacetOf<F extends FieldSpec> = EntryOf<F>['definition'];

/**
 * A field's value as a page reads it, by what its type's definition facet says (as `readValue`
 * does): rows of its sub-fields, whatever a relation holds, a number (its bounds are values), a
 * list of texts (its bounds count items), yes/no, else text (a file's address among them).
 * Per-locale text is already in the visitor's language; blanks are '' or null.
 */
type ValueOf<F extends FieldSpec> =
  FacetOf<F>['subFields'] extends true ? (F extends { fields: infer Sub extends readonly FieldSpec[] } ? ValuesOf<Sub>[] : never)
    : FacetOf<F>['relation'] extends true ? unknown
      : FacetOf<F>['bounds'] extends 'value' ? number | null
        : FacetOf<F>['bounds'] extends 'items' ? string[]
          : FacetOf<F>['defaultInput'] extends 'boolean' ? boolean
            : string;

/** The values of a field list, one property per field key. */
export type ValuesOf<Fields extends readonly FieldSpec[]> = { [F in Fields[number] as F['key']]: ValueOf<F> };

type StoredValueOf<F extends FieldSpec> =
  FacetOf<F>['subFields'] extends true ? (F extends { fields: infer Sub extends readonly FieldSpec[] } ? StoredValuesOf<Sub>[] : never)
    : EntryOf<F>['localized'] extends true ? LocalizedText
      : Exclude<ValueOf<F>, null>;

/** A content of a field list as it is stored (per-locale values in every language), any field left out. */
export type StoredValuesOf<Fields extends readonly FieldSpec[]> = { [F in Fields[number] as F['key']]?: StoredValueOf<F> };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** One value read as `ValueOf` says, in the same order of questions. */
function readValue(field: FieldSpec, value: unknown): unknown {
  const facet = definitionOf(field);
  if (facet.subFields) {
    const rows = Array.isArray(value) ? value.filter(isPlainObject) : [];
    return rows
      .map((row) => readValues(field.fields ?? [], row))
      .filter((row) => (field.fields ?? []).every((sub) => !sub.required || isGiven(row[sub.key])));
  }
  if (facet.relation) return value;
  if (facet.bounds === 'value') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  if (facet.bounds === 'items') return Array.isArray(value) ? value.map(text).filter(Boolean) : [];
  if (facet.defaultInput === 'boolean') return value === true;
  // A field allowing several files holds a list: the page shows the first.
  if (facet.upload) return text(Array.isArray(value) ? value[0] : value);
  return text(value);
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
