'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { buttonClasses } from '@/components/ui/button';
import type { DashboardLog, LogListQuery } from '@/shared/api';
import type { LogSort } from './log-query';
import { StatusBadge } from './status-badge';
import { DateTime } from '@/components/time/date-time';

type SortColumn = LogListQuery['sort'];

interface Column {
  key: string;
  label: string;
  sort?: SortColumn;
  className?: string;
  cell: (log: DashboardLog) => React.ReactNode;
}

export interface LogsTableProps {
  items: DashboardLog[];
  sort: LogSort;
  onSort: (sort: LogSort) => void;
  onOpen: (log: DashboardLog) => void;
}

/** The details column stays at the end edge whatever the other columns' widths (long Turkish headers, a narrow window). */
const STICKY_END = 'sticky end-0 shadow-[-1px_0_0_var(--color-slate-200)] dark:shadow-[-1px_0_0_var(--color-slate-700)]';

/** One page of the request log; sortable headers, a row opens its detail. */
export function LogsTable({ items, sort, onSort, onOpen }: LogsTableProps) {
  const t = useTranslations('dashboard.logs');
  const format = useFormatter();
  const columns: Column[] = [
    { key: 'status_code', label: t('status'), sort: 'status_code', cell: (log) => <StatusBadge code={log.status_code} /> },
    { key: 'method', label: t('method'), cell: (log) => <span className="font-mono text-xs">{log.method}</span> },
    {
      key: 'endpoint', label: t('endpoint_column'), sort: 'endpoint', className: 'max-w-[12rem]',
      cell: (log) => <span className="block truncate font-mono text-xs" title={log.endpoint}>{log.endpoint}</span>,
    },
    {
      key: 'exec_time', label: t('exec_time'), sort: 'exec_time', className: 'text-end whitespace-nowrap tabular-nums',
      cell: (log) => t('ms', { value: format.number(log.exec_time, { maximumFractionDigits: 1 }) }),
    },
    {
      key: 'created_at', label: t('time'), sort: 'created_at', className: 'whitespace-nowrap',
      cell: (log) => <DateTime value={log.created_at} style="precise" zoneLabel />,
    },
    { key: 'request_count', label: t('requests'), className: 'text-end tabular-nums', cell: (log) => format.number(log.request_count) },
    {
      key: 'user', label: t('user'), className: 'max-w-[10rem]',
      cell: (log) => (log.user ? <span className="block truncate" title={log.user.username}>{log.user.username}</span> : <span className="text-slate-500 dark:text-slate-400">{t('visitor')}</span>),
    },
    { key: 'ip', label: t('ip'), className: 'font-mono text-xs', cell: (log) => log.ip ?? t('none') },
  ];

  function toggle(column: SortColumn) {
    onSort(sort.sort === column ? { sort: column, order: sort.order === 'asc' ? 'desc' : 'asc' } : { sort: column, order: 'desc' });
  }

  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-800">
      <table className="min-w-full text-start text-sm text-slate-700 dark:text-slate-200">
        <caption className="sr-only">{t('table')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {columns.map((column) => {
              const active = column.sort !== undefined && sort.sort === column.sort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={clsx('px-2.5 py-2.5 whitespace-nowrap', column.className)}
                  aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      onClick={() => toggle(column.sort!)}
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-900 dark:hover:text-white"
                      aria-label={t('sort_by', { column: column.label })}
                    >
                      {column.label}
                      <span aria-hidden="true" className={active ? '' : 'opacity-30'}>{active && sort.order === 'asc' ? '▲' : '▼'}</span>
                    </button>
                  ) : column.label}
                </th>
              );
            })}
            <th scope="col" className={clsx('px-3 py-2.5', STICKY_END, 'bg-slate-50 dark:bg-slate-900')}><span className="sr-only">{t('details')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-700">
          {items.map((log) => (
            <tr key={log.id} className="hover:bg-slate-50 dark:hover:bg-slate-700/50">
              {columns.map((column) => <td key={column.key} className={clsx('px-2.5 py-2', column.className)}>{column.cell(log)}</td>)}
              <td className={clsx('px-2 py-1 text-end', STICKY_END, 'bg-white dark:bg-slate-800')}>
                <button
                  type="button"
                  onClick={() => onOpen(log)}
                  className={buttonClasses('ghost', 'sm')}
                >
                  {t('details')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
