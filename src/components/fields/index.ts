/**
 * Field controls. Public forms import `./public-controls` directly, so their pages do not carry
 * the content editor's controls (the relation picker, uploads, the rich text loader).
 */
export type { ControlValue, FieldControl, FieldControlProps } from './control-types';
export type { EditorControl, EditorControlProps } from './editor-types';
export { fieldControls } from './public-controls';
export { editorControls } from './editor-controls';
