'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/use-api';
import type { DashboardLog, LogList } from '@/shared/api';
import { FilterSheet } from '../data-table/filter-sheet';
import { Pagination } from '../data-table/pagination';
import { LIST_PAGE_SIZE } from '@/shared/api/list';
import { LogDetailDialog } from './log-detail-dialog';
import { LogFilters } from './log-filters';
import { DEFAULT_SORT, EMPTY_FILTERS, toLogQuery, type LogFilterValues, type LogSort } from './log-query';
import { LogsTable } from './logs-table';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; list: LogList };

/** The request log: filters (behind a button on a phone), a sortable page of rows, paging and a row's detail. */
export function LogsScreen() {
  const t = useTranslations('dashboard.logs');
  const { request } = useApi();
  const [filters, setFilters] = useState<LogFilterValues>(EMPTY_FILTERS);
  const [sort, setSort] = useState<LogSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(LIST_PAGE_SIZE.default);
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
  const apply = (next: LogFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <div className="hidden sm:block"><LogFilters initial={filters} onApply={apply} /></div>
      <FilterSheet active={Object.values(filters).filter(Boolean).length}>
        <div className="w-full"><LogFilters initial={filters} onApply={apply} /></div>
      </FilterSheet>
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
      {list && list.total > 0 ? (
        <Pagination
          page={page}
          perPage={list.per_page}
          total={list.total}
          capped={list.total_capped}
          onPage={setPage}
          onPerPage={(next) => {
            setPerPage(next);
            setPage(1);
          }}
        />
      ) : null}
      <LogDetailDialog log={open} onClose={() => setOpen(null)} />
    </div>
  );
}
