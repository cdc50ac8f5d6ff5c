'use client';

import { FieldError } from '@/components/ui/field';
import { useBuilderErrors } from './builder-context';

export interface CheckProps {
  path: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Why it is disabled, or what it does. */
  hint?: string;
}

/** A checkbox of the module builder with its label, hint and messages. */
export function Check({ path, label, checked, onChange, disabled, hint }: CheckProps) {
  const { bind } = useBuilderErrors();
  const field = bind(path);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={field.id} className="flex items-center gap-2.5 text-sm text-slate-700 has-disabled:text-slate-400 dark:text-slate-300 dark:has-disabled:text-slate-500">
        <input
          id={field.id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={field.errors.length ? true : undefined}
          aria-describedby={[field.errors.length ? field.errorId : null, hintId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 rounded accent-primary-600"
        />
        {label}
      </label>
      {hint ? <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      <FieldError id={field.errorId} messages={field.errors} />
    </div>
  );
}
