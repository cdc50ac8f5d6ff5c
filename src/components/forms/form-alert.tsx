'use client';

import { clsx } from 'clsx';

export type FormAlertTone = 'error' | 'success' | 'info';

const TONES: Record<FormAlertTone, string> = {
  error: 'border-red-200 dark:border-red-800 bg-red-50 dark:bg-red-950/40 text-red-800 dark:text-red-200',
  success: 'border-primary-200 dark:border-primary-800 bg-primary-50 dark:bg-primary-950/40 text-primary-900 dark:text-primary-200',
  info: 'border-sky-200 dark:border-sky-800 bg-sky-50 dark:bg-sky-950/40 text-sky-900 dark:text-sky-200',
};

/**
 * A message about the whole form (e.g. "Invalid credentials"), announced when it appears.
 * The live region stays mounted so that screen readers notice new text in it.
 */
export function FormAlert({ message, tone = 'error', id }: { message: string | null; tone?: FormAlertTone; id?: string }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'}>
      {message ? <p className={clsx('rounded-lg border px-3.5 py-2.5 text-sm', TONES[tone])}>{message}</p> : null}
    </div>
  );
}
