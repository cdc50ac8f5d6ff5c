'use client';

import { useId } from 'react';
import { Select } from '@/components/ui/field';

export interface FilterSelectProps {
  label: string;
  /** The text of the choice that removes the filter. */
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One filter of a list, e.g. "Status: banned"; the empty choice shows everything. */
export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700 dark:text-slate-300">{label}</label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="h-10 w-auto min-w-0 py-2">
        <option value="">{allLabel}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
    </div>
  );
}
