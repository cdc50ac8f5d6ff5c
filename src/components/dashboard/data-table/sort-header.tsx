'use client';

import type { ReactNode } from 'react';

export interface SortHeaderProps {
  sorted: false | 'asc' | 'desc';
  onToggle: () => void;
  /** Read after the column's name, e.g. "sort". */
  label: string;
  children: ReactNode;
}

/** A column title as a button: Enter or Space sorts by it, again reverses; the arrow shows the order. */
export function SortHeader({ sorted, onToggle, label, children }: SortHeaderProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:text-white"
    >
      {children}
      <span className="sr-only">, {label}</span>
      <span aria-hidden className={sorted ? 'text-primary-700 dark:text-primary-400' : 'text-slate-400'}>
        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}
