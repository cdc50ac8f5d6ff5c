'use client';

import { FieldError, Select } from '@/components/ui/field';
import type { BoundField } from '@/lib/forms/use-schema-form';

export interface SelectFieldProps {
  field: BoundField;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** The text of the empty choice. */
  placeholder: string;
  onValueChange: (value: string) => void;
}

/** A labelled native select with an empty first choice and its messages tied to it. */
export function SelectField({ field, label, value, options, placeholder, onValueChange }: SelectFieldProps) {
  const invalid = field.errors.length > 0;
  return (
    <div>
      <label htmlFor={field.id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</label>
      <Select
        id={field.id}
        name={field.name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? field.errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
      <FieldError id={field.errorId} messages={field.errors} />
    </div>
  );
}
