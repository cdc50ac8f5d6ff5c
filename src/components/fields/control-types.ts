import type { ComponentType } from 'react';
import type { PublicModuleField } from '@/shared/api/public-content';

/** What a control holds while it is edited: text for inputs, a flag, or the chosen options. */
export type ControlValue = string | boolean | string[];

export interface FieldControlProps {
  field: PublicModuleField;
  value: ControlValue;
  errors: string[];
  /** The text of a selection's empty choice. */
  placeholder: string;
  onChange: (value: ControlValue) => void;
}

export type FieldControl = ComponentType<FieldControlProps>;
