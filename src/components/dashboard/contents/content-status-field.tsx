'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { describedBy, errorIdOf } from '@/components/fields/frame';
import { FieldError, Select } from '@/components/ui/field';
import { CONTENT_STATUSES } from '@/shared/api/contents';
import type { ContentStatus } from './content-form-values';

export interface ContentStatusFieldProps {
  value: ContentStatus;
  onChange: (status: ContentStatus) => void;
  errors: string[];
}

/** The item's status in the editor's save bar, beside Save: label and control on one line, its message under them. */
export function ContentStatusField({ value, onChange, errors }: ContentStatusFieldProps) {
  const t = useTranslations('dashboard.contents');
  const id = useId();
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('fields.status')}</label>
        <div className="w-36">
          <Select id={id} value={value} onChange={(event) => onChange(event.target.value as ContentStatus)} {...describedBy(id, errors)}>
            {CONTENT_STATUSES.map((option) => <option key={option} value={option}>{t(`statuses.${option}`)}</option>)}
          </Select>
        </div>
      </div>
      <FieldError id={errorIdOf(id)} messages={errors} />
    </div>
  );
}
