'use client';

import { useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { useApi } from '@/lib/use-api';
import type { DashboardLog, LogList } from '@/shared/api';
import { LogDetailDialog } from './log-detail-dialog';
import { LogFilters } from './log-filters';
import { DEFAULT_SORT, EMPTY_FILTERS, PAGE_SIZES, toLogQuery, type LogFilterValues, type LogSort } from './log-query';
import { LogsTable } from './logs-table';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; list: LogList };

/** The request log: filters, a sortable page of rows, paging and a row's detail. */
export function LogsScreen() {
  const t = useTranslations('dashboard.logs');
  const format = useFormatter();
  const { request } = useApi();
  const [filters, setFilters] = useState<LogFilterValues>(EMPTY_FILTERS);
  const [sort, setSort] = useState<LogSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [open, setOpen] = useState<DashboardLog | null>(null);

  useEffect(() => {
    let current = true;
    void request<LogList>('GET', '/api/dashboard/logs', toLogQuery(filters, sort, page, perPage)).then((result) => {
      if (!current) return;
      setLoad(result.ok && result.data ? { state: 'done', list: result.data } : { state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [request, filters, sort, page, perPage]);

  const list = load.state === 'done' ? load.list : null;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.per_page)) : 1;

  return (
    <div className="space-y-4">
      <LogFilters
        initial={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
        {load.state === 'loading' ? t('loading') : null}
        {load.state === 'failed' ? <span className="text-red-600 dark:text-red-400">{t('failed')}</span> : null}
        {list ? t('total', { total: list.total }) : null}
      </div>
      {list && list.items.length > 0 ? (
        <LogsTable
          items={list.items}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          onOpen={setOpen}
        />
      ) : null}
      {list && list.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300">{t('empty')}</p>
      ) : null}
      {list ? (
        <nav aria-label={t('page_of', { page, pages })} className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-600 dark:text-slate-300">
            {t('per_page')}
            <Select
              value={perPage}
              onChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(1);
              }}
              className="w-20 py-1.5 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            >
              {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
            </Select>
          </label>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)} className="dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
              {t('previous')}
            </Button>
            <span className="text-sm text-slate-600 tabular-nums dark:text-slate-300">{t('page_of', { page: format.number(page), pages: format.number(pages) })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)} className="dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
              {t('next')}
            </Button>
          </div>
        </nav>
      ) : null}
      <LogDetailDialog log={open} onClose={() => setOpen(null)} />
    </div>
  );
}
