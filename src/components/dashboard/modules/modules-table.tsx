'use client';

import { useMemo, useState } from 'react';
import NextLink from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { resolveLocale } from '@/i18n/locales';
import { MODULE_SORT_COLUMNS, MODULE_TYPES, moduleListSchema, type DashboardModule } from '@/shared/api/modules';
import { localizedText } from '@/shared/fields';
import { DataTable, dataTableColumns } from '../data-table/data-table';
import { FilterSelect } from '../data-table/filter-select';
import { useListRequest } from '../data-table/use-list-request';
import { useListUrlState } from '../data-table/use-list-url-state';
import { ModuleDeleteDialog } from './module-delete-dialog';
import { ModuleIcon } from './module-icon';
import { useIconDrawings } from './use-icons';
import { DateTime } from '@/components/time/date-time';

const FILTERS = ['type'] as const;
const DEFAULT_SORT = { sort: 'ordering', order: 'asc' } as const;
const column = dataTableColumns<DashboardModule>();

export interface ModulesTableProps {
  /** The localised modules path; a module's builder is `{modulesPath}/{key}`, linked only with `canUpdate`. */
  modulesPath: string;
  /** The localised dashboard root; a module's contents are `{dashboardPath}/{key}`. */
  dashboardPath: string;
  canUpdate: boolean;
  canDelete: boolean;
}

/** GET /api/dashboard/modules as a searchable, filterable, sortable table with edit, contents and delete, each as the caller's keys allow. */
export function ModulesTable({ modulesPath, dashboardPath, canUpdate, canDelete }: ModulesTableProps) {
  const t = useTranslations('dashboard.module_builder.list');
  const tGeneral = useTranslations('dashboard.module_builder.general');
  const tTable = useTranslations('dashboard.table');
  const format = useFormatter();
  const locale = resolveLocale(useLocale());
  const url = useListUrlState(FILTERS);
  const list = useListRequest('/api/dashboard/modules', url.query, moduleListSchema);
  const drawing = useIconDrawings((list.result?.items ?? []).map((module) => module.icon));
  const [deleting, setDeleting] = useState<DashboardModule | null>(null);
  const nameOf = (module: DashboardModule) => localizedText(module.name, locale) || module.key;

  const columns = useMemo(() => [
    column.accessor('name', {
      header: t('columns.name'),
      cell: ({ row }) => (
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
            <ModuleIcon icon={drawing(row.original.icon)} />
          </span>
          {canUpdate ? (
            <NextLink href={`${modulesPath}/${row.original.key}`} className="font-medium text-slate-900 hover:text-primary-700 hover:underline dark:text-white dark:hover:text-primary-400">
              {nameOf(row.original)}
            </NextLink>
          ) : <span className="font-medium text-slate-900 dark:text-white">{nameOf(row.original)}</span>}
        </div>
      ),
    }),
    column.accessor('key', { header: t('columns.key'), cell: ({ getValue }) => <code className="text-xs">{getValue()}</code> }),
    column.accessor('type', { header: t('columns.type'), cell: ({ getValue }) => tGeneral(`types.${getValue()}`) }),
    column.display({
      id: 'items',
      header: t('columns.items'),
      cell: ({ row }) => (row.original.type === 'form'
        ? t('submissions', { count: row.original.submission_count })
        : t('contents', { count: row.original.content_count })),
    }),
    column.accessor('updated_at', {
      header: t('columns.updated_at'),
      cell: ({ getValue }) => <DateTime value={getValue()} style="date" />,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameOf reads only `locale`
  ], [t, tGeneral, format, modulesPath, canUpdate, drawing, locale]);

  return (
    <>
      <DataTable
        label={t('title')}
        columns={columns}
        sortable={MODULE_SORT_COLUMNS}
        defaultSort={DEFAULT_SORT}
        url={url}
        list={list}
        rowId={(module) => module.key}
        searchPlaceholder={t('search_placeholder')}
        emptyText={t('empty')}
        filters={(
          <FilterSelect
            label={t('columns.type')}
            allLabel={tTable('all')}
            value={url.state.filters.type}
            options={MODULE_TYPES.map((type) => ({ value: type, label: tGeneral(`types.${type}`) }))}
            onChange={(value) => url.setFilter('type', value)}
          />
        )}
        rowActions={(module) => ({
          label: t('row_actions', { name: nameOf(module) }),
          actions: [
            // The editor needs modules.update (spec §2): a reader gets no way to it.
            canUpdate && { key: 'edit', label: t('edit'), href: `${modulesPath}/${module.key}` },
            { key: 'contents', label: module.type === 'form' ? t('open_submissions') : t('open_contents'), href: `${dashboardPath}/${module.key}` },
            canDelete && { key: 'delete', label: t('delete'), destructive: true, onSelect: () => setDeleting(module) },
          ],
        })}
      />
      <ModuleDeleteDialog module={deleting} name={deleting ? nameOf(deleting) : ''} onClose={() => setDeleting(null)} onDeleted={list.reload} />
    </>
  );
}
