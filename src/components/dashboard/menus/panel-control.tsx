import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/field';

/** A labelled control whose messages are tied to it. */
export function PanelControl({ id, label, errors, hint, children }: { id: string; label: string; errors: string[]; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</label>
      {children}
      <FieldError id={`${id}-error`} messages={errors} />
      {hint ? <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
    </div>
  );
}

/** aria attributes of a control with messages at `errors` and an optional hint. */
export function described(id: string, errors: string[], hint = false) {
  const ids = [errors.length ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': errors.length > 0 || undefined, 'aria-describedby': ids || undefined };
}
