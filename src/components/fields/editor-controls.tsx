'use client';

import type { FieldType } from '@/shared/fields';
import { EditorCheckbox, EditorChoices, editorInput, EditorNumber, EditorSelect, EditorTextarea, EditorToggle } from './editor-basic';
import { editorGroup } from './editor-group';
import { EditorList } from './editor-list';
import { EditorMultilangText, EditorMultilangTextarea } from './editor-multilang';
import { EditorRelation } from './editor-relation';
import { EditorMultilangRichText, EditorRichText } from './editor-rich-text';
import { EditorUpload } from './editor-upload';
import type { EditorControl } from './editor-types';

/**
 * The content editor's control of each field type, editing the stored value (keyed by the
 * registry's `FieldType`, so a new type does not compile until it has one).
 */
export const editorControls: Record<FieldType, EditorControl> = {
  text: editorInput('text'),
  textarea: EditorTextarea,
  email: editorInput('email'),
  url: editorInput('url'),
  number: EditorNumber,
  selection: EditorSelect,
  radio: EditorChoices,
  checkbox: EditorCheckbox,
  switch: EditorToggle,
  date: editorInput('date'),
  time: editorInput('time'),
  editor: EditorRichText,
  multilang_text: EditorMultilangText,
  multilang_textarea: EditorMultilangTextarea,
  multilang_editor: EditorMultilangRichText,
  file: EditorUpload,
  image: EditorUpload,
  video: EditorUpload,
  relation: EditorRelation,
  list: EditorList,
  group: editorGroup((type) => editorControls[type]),
};
