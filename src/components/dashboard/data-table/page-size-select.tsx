'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/field';
import { LIST_PAGE_SIZE } from '@/shared/api/list';

const SIZES = [10, 20, 50, 100];

/** How many rows a page shows; the empty value is the list's default. */
export function PageSizeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('dashboard.contents');
  const id = useId();
  const shown = value || String(LIST_PAGE_SIZE.default);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700 dark:text-slate-300">{t('per_page')}</label>
      <Select id={id} value={shown} onChange={(event) => onChange(event.target.value === String(LIST_PAGE_SIZE.default) ? '' : event.target.value)} className="h-10 w-auto py-2">
        {SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
      </Select>
    </div>
  );
}
