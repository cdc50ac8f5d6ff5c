'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/field';
import { LIST_PAGE_SIZE } from '@/shared/api/list';

/** The sizes every dashboard list offers (the API's default and most among them). */
export const PAGE_SIZES = [10, LIST_PAGE_SIZE.default, 50, LIST_PAGE_SIZE.max] as const;

/** How many rows a page shows; part of every list's pager. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const t = useTranslations('dashboard.table');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0">{t('per_page')}</label>
      <Select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} className="h-10 w-auto py-2">
        {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
      </Select>
    </div>
  );
}
