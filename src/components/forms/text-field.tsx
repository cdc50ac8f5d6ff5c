'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, Input } from '@/components/ui/field';
import type { BoundField } from '@/lib/forms/use-schema-form';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'> {
  field: BoundField;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** Something beside the label, e.g. a "forgot your password?" link. */
  labelAside?: ReactNode;
}

/** A labelled input whose messages are tied to it (aria-invalid, aria-describedby). */
export function TextField({ field, label, value, onValueChange, hint, labelAside, required, ...inputProps }: TextFieldProps) {
  const invalid = field.errors.length > 0;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [invalid ? field.errorId : null, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <span className="flex text-sm font-medium text-slate-800 dark:text-slate-200">
          <label htmlFor={field.id}>{label}</label>
          {/* Outside the label: the accessible name stays the plain label, aria-required says the rest. */}
          {required ? <span aria-hidden className="ms-0.5 text-red-600 dark:text-red-400">*</span> : null}
        </span>
        {labelAside}
      </div>
      <Input
        id={field.id}
        name={field.name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        {...inputProps}
      />
      <FieldError id={field.errorId} messages={field.errors} />
      {hint ? <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}
