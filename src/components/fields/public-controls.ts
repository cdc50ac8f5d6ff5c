import type { FieldType } from '@/shared/fields';
import type { FieldControl } from './control-types';
import { CheckboxControl, ChoiceGroupControl, inputControl, SelectControl, TextareaControl, ToggleControl } from './controls';

/**
 * The form control of each field type (keyed by the registry's `FieldType`, so a new type
 * does not compile until it is decided here). `null`: no public control, the field is left out
 * of forms (rich text, per-locale, uploads, relations, lists and groups are edited in the
 * dashboard's content editor: `editorControls`).
 */
export const fieldControls: Record<FieldType, FieldControl | null> = {
  text: inputControl('text'),
  textarea: TextareaControl,
  email: inputControl('email'),
  url: inputControl('url'),
  number: inputControl('number'),
  selection: SelectControl,
  radio: ChoiceGroupControl,
  checkbox: CheckboxControl,
  switch: ToggleControl,
  date: inputControl('date'),
  time: inputControl('time'),
  editor: null,
  multilang_text: null,
  multilang_textarea: null,
  multilang_editor: null,
  file: null,
  image: null,
  video: null,
  relation: null,
  list: null,
  group: null,
};
