import type { Locale } from '@/i18n/locales';
import { z } from '@/shared/schemas/zod-config';
import { checkbox, radio, selection, toggle } from './choice';
import { file, image, video } from './media';
import { multilangEditor, multilangText, multilangTextarea } from './multilang';
import { date, number, time } from './scalar';
import { group, relation } from './structured';
import { editor, email, list, text, textarea, url } from './text';
import type { FieldRules, FieldType, FieldTypeEntry } from './types';

/**
 * The one place a field type's rules live. Adding a type: its name in FIELD_TYPES, its entry here
 * (value schema, list and page behaviour, definition facet), its controls (`editorControls` and
 * `fieldControls` in components/fields) and its name in the builder's messages
 * (`dashboard.module_builder.types`). The compiler asks for the entry and the controls, the
 * facet test (tests/unit/field-definition-facet.test.ts) for every facet and the name. Each entry
 * keeps its literal type (`satisfies`), so types can be derived from what it says.
 */
export const fieldTypes = {
  text,
  textarea,
  email,
  url,
  number,
  selection,
  radio,
  checkbox,
  switch: toggle,
  date,
  time,
  editor,
  multilang_text: multilangText,
  multilang_textarea: multilangTextarea,
  multilang_editor: multilangEditor,
  file,
  image,
  video,
  relation,
  list,
  group,
} satisfies Record<FieldType, FieldTypeEntry>;

export const fieldType = (field: Pick<FieldRules, 'type'>): FieldTypeEntry => fieldTypes[field.type];

/**
 * The schema of one field's value as a form or the API sends it: normalised first (trimmed,
 * blanks as "not given"), then required or optional, then the type's own rules. Its output is
 * what is stored, and parsing that output again gives it back unchanged.
 */
export function valueSchema(field: FieldRules): z.ZodType {
  const entry = fieldType(field);
  const value = entry.schema(field, valuesSchema);
  return z.preprocess((input) => entry.normalize(input), field.required ? given.pipe(value) : value.optional());
}

/** A missing required value reads "required", whatever the type's own message for a wrong value. */
const given = z.any().refine((input) => input !== undefined, { message: 'validation.required', abort: true });

/** An object of the fields' values (a form submission, a content, a group's row); unknown keys are refused. */
export function valuesSchema(fields: readonly FieldRules[]): z.ZodType<Record<string, unknown>> {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.key, valueSchema(field)])));
}

/** A field's value as one line of plain text, as stored (exports, search). */
export function fieldText(field: FieldRules, value: unknown, locale: Locale): string {
  return fieldType(field).toText(value, field, locale);
}

/** A field's value as one line people read (public pages, table cells, mails): dates and times per locale. */
export function fieldDisplayText(field: FieldRules, value: unknown, locale: Locale): string {
  const entry = fieldType(field);
  return entry.toDisplay ? entry.toDisplay(value, locale) : entry.toText(value, field, locale);
}
