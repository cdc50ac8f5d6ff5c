import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/locales';
import type { ValidationErrorTree } from '@/shared/api/envelope';
import type { ModuleField } from '@/shared/fields';

/**
 * A field's control in the dashboard's content editor. Unlike the public form controls it edits
 * the stored value itself (`{ en, sv, tr }` for per-locale types, lists for groups and many
 * files, ids for relations), so the editor can send what it holds straight to the contents API.
 */
export interface EditorControlProps {
  /** The stored definition (labels per locale, upload and relation configuration). */
  field: ModuleField;
  /** The locale tab shown: per-locale types edit `value[locale]`; the others ignore it. */
  locale: Locale;
  /** The dashboard's own language, for labels and messages. */
  uiLocale: Locale;
  /** The field's whole stored value (undefined when the item has none yet). */
  value: unknown;
  /** Receives the field's whole new value (for per-locale types: the object with this locale changed). */
  onChange: (value: unknown) => void;
  /** Translated messages for this field (for per-locale types: those of the shown locale). */
  errors: string[];
  /** The module being edited: uploads go to its upload endpoint. */
  moduleKey: string;
  disabled?: boolean;
  /** The control's element id (default `field-<key>`); a group gives each row's sub-fields their own. */
  id?: string;
  /** The field's dotted path in the content (default its key; `group.sub` inside a group): uploads name their field by it. */
  path?: string;
  /**
   * The field's node of the (translated) error tree, when the editor has it: a group then shows
   * each row's and sub-field's messages under them, and the node's own `_errors` instead of `errors`.
   */
  errorTree?: ValidationErrorTree;
}

export type EditorControl = ComponentType<EditorControlProps>;
