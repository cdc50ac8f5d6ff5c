'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { LOG_METHODS, LOG_STATUS_CLASSES } from '@/shared/api';
import { EMPTY_FILTERS, type LogFilterValues } from './log-query';

const LABEL = 'mb-1 block text-xs font-medium text-slate-600 dark:text-slate-300';
const CONTROL = 'py-2 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** The request log's filters; applied together with the Apply button (or Enter). */
export function LogFilters({ initial, onApply }: { initial: LogFilterValues; onApply: (filters: LogFilterValues) => void }) {
  const t = useTranslations('dashboard.logs');
  const [values, setValues] = useState(initial);
  const set = (key: keyof LogFilterValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }

  return (
    <form onSubmit={submit} aria-label={t('filters')} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700 dark:bg-slate-800">
      <label>
        <span className={LABEL}>{t('search')}</span>
        <Input type="search" name="search" value={values.search} onChange={set('search')} className={CONTROL} />
      </label>
      <label>
        <span className={LABEL}>{t('endpoint')}</span>
        <Input name="endpoint" value={values.endpoint} onChange={set('endpoint')} placeholder="/api/" className={CONTROL} />
      </label>
      <label>
        <span className={LABEL}>{t('status')}</span>
        <Select name="status" value={values.status} onChange={set('status')} className={CONTROL}>
          <option value="">{t('any_status')}</option>
          {LOG_STATUS_CLASSES.map((status) => <option key={status} value={status}>{status}</option>)}
        </Select>
      </label>
      <label>
        <span className={LABEL}>{t('method')}</span>
        <Select name="method" value={values.method} onChange={set('method')} className={CONTROL}>
          <option value="">{t('any_method')}</option>
          {LOG_METHODS.map((method) => <option key={method} value={method}>{method}</option>)}
        </Select>
      </label>
      <label>
        <span className={LABEL}>{t('user_id')}</span>
        <Input name="user_id" inputMode="numeric" pattern="[0-9]*" value={values.user_id} onChange={set('user_id')} className={CONTROL} />
      </label>
      <label>
        <span className={LABEL}>{t('from')}</span>
        <Input type="datetime-local" name="from" value={values.from} onChange={set('from')} className={CONTROL} />
      </label>
      <label>
        <span className={LABEL}>{t('to')}</span>
        <Input type="datetime-local" name="to" value={values.to} onChange={set('to')} className={CONTROL} />
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1">{t('apply')}</Button>
        <Button
          variant="outline"
          className="flex-1 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          onClick={() => {
            setValues(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('reset')}
        </Button>
      </div>
    </form>
  );
}
