'use client';

import type { BoundField } from '@/lib/forms/use-schema-form';

export interface CheckboxFieldProps {
  field: BoundField;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ field, label, checked, onCheckedChange }: CheckboxFieldProps) {
  return (
    <label htmlFor={field.id} className="flex items-center gap-2.5 text-sm text-slate-700 dark:text-slate-300">
      <input
        id={field.id}
        name={field.name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 rounded accent-primary-600"
      />
      {label}
    </label>
  );
}
