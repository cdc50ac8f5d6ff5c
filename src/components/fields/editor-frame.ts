import type { EditorControlProps } from './editor-types';
import { fieldLabel } from './editor-values';
import { describedBy } from './frame';

/** The element id of an editor control. */
export const editorIdOf = ({ id, field }: Pick<EditorControlProps, 'id' | 'field'>) => id ?? `field-${field.key}`;

/** What a frame needs of an editor control's props: id, label in the dashboard's language, required mark, messages. */
export function editorFrame(props: EditorControlProps) {
  return { id: editorIdOf(props), label: fieldLabel(props.field, props.uiLocale), required: props.field.required, errors: props.errors };
}

/** The attributes of an editor control's own element: id, name, required, disabled, described by its messages. */
export function editorInputProps(props: EditorControlProps) {
  const id = editorIdOf(props);
  return { id, name: id, required: props.field.required, disabled: props.disabled, ...describedBy(id, props.errors) };
}
