'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import {
  createColumnHelper, rowPaginationFeature, rowSortingFeature, tableFeatures, useTable,
  type ColumnDef, type RowData, type SortingState, type Updater,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { Pagination } from './pagination';
import { RowActionsMenu, type RowActionEntry } from './row-actions-menu';
import { ListToolbar } from './list-toolbar';
import { SortHeader } from './sort-header';
import type { ListStatus } from './use-list-request';
import type { ListUrlControls } from './use-list-url-state';

/** The table features every dashboard list uses: sorting and pages, both done by the server. */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableColumns<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>[];
/** Typed column definitions for one list's rows (the zod-inferred wire type). */
export const dataTableColumns = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>();

export interface DataTableProps<Row extends RowData, Filter extends string> {
  /** The table's accessible name, e.g. "Users". */
  label: string;
  columns: DataTableColumns<Row>;
  /** The columns the server can sort by (the list's shared SORT_COLUMNS) and its default. */
  sortable: readonly string[];
  defaultSort: { sort: string; order: 'asc' | 'desc' };
  url: ListUrlControls<Filter>;
  list: { status: ListStatus; result: { items: Row[]; total: number; total_capped?: boolean; page: number; per_page: number } | null; errorMessage: string; reload: () => void };
  rowId: (row: Row) => string;
  searchPlaceholder: string;
  /** Filter controls beside the search box. */
  filters?: ReactNode;
  /** Buttons above the table on the right (e.g. "Close all of this user's sessions"). */
  toolbarEnd?: ReactNode;
  rowActions?: (row: Row) => { label: string; actions: RowActionEntry[] };
  emptyText: string;
}

const EMPTY: never[] = [];
/** The row menu's column stays at the table's end edge however far a phone scrolls the columns. */
const STICKY_END = 'sticky end-0 shadow-[-1px_0_0_var(--color-slate-200)] dark:shadow-[-1px_0_0_var(--color-slate-800)]';

/**
 * A dashboard list: search, filters, a table whose sortable headers are buttons, pages, and
 * loading, empty and error states. Its state lives in the URL (see useListUrlState); the rows
 * come from the server already searched, filtered, sorted and paged. On a narrow screen the
 * table scrolls sideways inside its own box; a loading, empty or error message stays in view
 * within the box's width (a container), however wide the columns make the table.
 */
export function DataTable<Row extends RowData, Filter extends string>({
  label, columns, sortable, defaultSort, url, list, rowId, searchPlaceholder, filters, toolbarEnd, rowActions, emptyText,
}: DataTableProps<Row, Filter>) {
  const t = useTranslations('dashboard.table');
  const tTable = useTranslations('ui.table');
  const { state } = url;
  const sorting: SortingState = [{ id: state.sort ?? defaultSort.sort, desc: (state.order ?? defaultSort.order) === 'desc' }];
  const result = list.result;
  const perPage = result?.per_page ?? 20;

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: result?.items ?? EMPTY,
    getRowId: rowId,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: result?.total ?? 0,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: perPage } },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = (typeof updater === 'function' ? updater(sorting) : updater)[0];
      if (next) url.setSort(next.id, next.desc ? 'desc' : 'asc');
    },
  });

  const rows = table.getRowModel().rows;
  const columnCount = columns.length + (rowActions ? 1 : 0);
  let message: ReactNode = null;
  if (list.status === 'error') {
    message = (
      <div role="alert" className="flex flex-col items-center gap-3">
        <p className="text-red-700 dark:text-red-400">{list.errorMessage || t('error')}</p>
        <Button variant="outline" size="sm" onClick={list.reload}>{t('retry')}</Button>
      </div>
    );
  } else if (!result) {
    message = <p role="status">{t('loading')}</p>;
  } else if (!rows.length) {
    message = <p role="status">{state.search || Object.values(state.filters).some(Boolean) ? tTable('noMatch') : emptyText}</p>;
  }

  return (
    <div className="space-y-4">
      <ListToolbar
        search={{ label: t('search'), placeholder: searchPlaceholder, value: state.search, onSearch: url.setSearch }}
        filters={filters}
        activeFilters={Object.entries(state.filters).filter(([key, value]) => key !== 'view' && value).length}
        end={toolbarEnd}
      />
      <div
        className="@container relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
        aria-busy={list.status === 'loading'}
      >
        <table className="min-w-full text-start text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = sortable.includes(header.column.id);
                  const sorted = canSort ? header.column.getIsSorted() : false;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className="px-4 py-3 whitespace-nowrap"
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <SortHeader sorted={sorted} onToggle={() => header.column.toggleSorting(sorted === 'asc')} label={t('sort_by')}>
                          <table.FlexRender header={header} />
                        </SortHeader>
                      ) : <table.FlexRender header={header} />}
                    </th>
                  );
                })}
                {rowActions ? <th scope="col" className={clsx('px-4 py-3', STICKY_END, 'bg-slate-50 dark:bg-slate-800')}><span className="sr-only">{t('actions')}</span></th> : null}
              </tr>
            ))}
          </thead>
          <tbody className={clsx('divide-y divide-slate-100 dark:divide-slate-800', list.status === 'loading' && result && 'opacity-60')}>
            {message ? (
              <tr>
                <td colSpan={columnCount} className="p-0">
                  <div className="sticky start-0 w-[100cqw] px-4 py-12 text-center text-slate-600 dark:text-slate-400">{message}</div>
                </td>
              </tr>
            ) : rows.map((row) => {
              const actions = rowActions?.(row.original);
              return (
                <tr key={row.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                  {actions ? <td className={clsx('px-2 py-1 text-end', STICKY_END, 'bg-white dark:bg-slate-900')}><RowActionsMenu label={actions.label} actions={actions.actions} /></td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {result && result.total > 0 ? <Pagination page={state.page} perPage={perPage} total={result.total} capped={result.total_capped} onPage={url.setPage} onPerPage={url.setPerPage} /> : null}
    </div>
  );
}
