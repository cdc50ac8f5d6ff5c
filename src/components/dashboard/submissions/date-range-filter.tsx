'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/field';

export interface DateRangeFilterProps {
  /** `yyyy-mm-dd` days, empty for open ends; both ends included. */
  from: string;
  to: string;
  onChange: (end: 'from' | 'to', day: string) => void;
  /** What the days bound, for screen readers (default "Received between"). */
  legend?: string;
}

/** "Received between" (or `legend`) two days, each end optional. */
export function DateRangeFilter({ from, to, onChange, legend }: DateRangeFilterProps) {
  const t = useTranslations('dashboard.inbox');
  const id = useId();
  const ends = [
    { end: 'from', value: from, bounds: { max: to || undefined } },
    { end: 'to', value: to, bounds: { min: from || undefined } },
  ] as const;
  // On phones the two ends stack: a grid lines their inputs up whatever the labels' lengths (Turkish "Başlangıç" and "Bitiş").
  return (
    <fieldset className="grid min-w-0 grid-cols-[auto_auto] items-center justify-start gap-x-3 gap-y-2 sm:flex sm:flex-wrap">
      <legend className="sr-only">{legend ?? t('dates')}</legend>
      {ends.map(({ end, value, bounds }) => (
        <div key={end} className="contents sm:flex sm:items-center sm:gap-2">
          <label htmlFor={`${id}-${end}`} className="text-sm font-medium text-slate-700 dark:text-slate-300">{t(end)}</label>
          <div className="w-40">
            <Input id={`${id}-${end}`} type="date" value={value} {...bounds} onChange={(event) => onChange(end, event.target.value)} className="h-10 py-2" />
          </div>
        </div>
      ))}
    </fieldset>
  );
}
