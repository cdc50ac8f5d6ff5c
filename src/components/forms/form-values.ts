import type { ControlValue } from '@/components/fields';
import { fieldControls } from '@/components/fields/public-controls';
import type { PublicModuleField } from '@/shared/api/public-content';
import { fieldType } from '@/shared/fields';

export type FormValues = Record<string, ControlValue>;

/** The fields a public form can show: those whose type has a control. */
export const fillableFields = (fields: PublicModuleField[]) => fields.filter((field) => fieldControls[field.type] !== null);

export function initialValues(fields: PublicModuleField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.key, fieldType(field).empty(field) as ControlValue]));
}

/**
 * What the controls hold, as the API takes it: a number input's text as a number (text that is
 * no number stays NaN, which the value schema refuses), everything else as it is. The shared
 * value schema then trims it and leaves blanks out, in the browser as on the server.
 */
export function toInput(fields: PublicModuleField[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => {
    const value = values[field.key];
    return [field.key, field.type === 'number' && typeof value === 'string' && value.trim() !== '' ? Number(value) : value];
  }));
}
