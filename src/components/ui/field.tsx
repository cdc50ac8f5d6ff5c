import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { clsx } from 'clsx';

const CONTROL = clsx(
  'block w-full rounded-lg border border-slate-300 dark:border-slate-700 bg-white dark:bg-slate-900 px-3.5 py-2.5 text-sm text-slate-900 dark:text-slate-100 shadow-sm placeholder:text-slate-400',
  'focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 focus:outline-none',
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30 disabled:bg-slate-50 dark:disabled:bg-slate-900',
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800',
);

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={clsx(CONTROL, className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={clsx(CONTROL, 'min-h-32', className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={clsx(CONTROL, 'pe-8', className)} {...props} />;
}

export function FieldError({ id, messages }: { id: string; messages: string[] }) {
  if (!messages.length) return null;
  return <p id={id} className="mt-1.5 text-sm text-red-600 dark:text-red-400">{messages.join(' ')}</p>;
}
