'use client';

import { useMemo, useState } from 'react';
import NextLink from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { MENU_SORT_COLUMNS, menuListSchema, type MenuListItem } from '@/shared/api/menus';
import { DataTable, dataTableColumns } from '../data-table/data-table';
import { useListRequest } from '../data-table/use-list-request';
import { useListUrlState } from '../data-table/use-list-url-state';
import { MenuDeleteDialog } from './menu-delete-dialog';
import { DateTime } from '@/components/time/date-time';

const FILTERS = [] as const;
const DEFAULT_SORT = { sort: 'name', order: 'asc' } as const;
const column = dataTableColumns<MenuListItem>();

export interface MenusTableProps {
  /** The localised menus path; a menu's editor is `{menusPath}/{key}`, linked only with `canUpdate`. */
  menusPath: string;
  canUpdate: boolean;
  canDelete: boolean;
}

/** GET /api/dashboard/menus as a searchable, sortable table: the areas each menu fills, its size, edit and delete as the caller's keys allow. */
export function MenusTable({ menusPath, canUpdate, canDelete }: MenusTableProps) {
  const t = useTranslations('dashboard.menus_editor');
  const format = useFormatter();
  const url = useListUrlState(FILTERS);
  const list = useListRequest('/api/dashboard/menus', url.query, menuListSchema);
  const [deleting, setDeleting] = useState<MenuListItem | null>(null);

  const columns = useMemo(() => [
    column.accessor('name', {
      header: t('list.columns.name'),
      cell: ({ row }) => (canUpdate ? (
        <NextLink href={`${menusPath}/${row.original.key}`} className="font-medium text-slate-900 hover:text-primary-700 hover:underline dark:text-white dark:hover:text-primary-400">
          {row.original.name}
        </NextLink>
      ) : <span className="font-medium text-slate-900 dark:text-white">{row.original.name}</span>),
    }),
    column.accessor('key', { header: t('list.columns.key'), cell: ({ getValue }) => <code className="text-xs">{getValue()}</code> }),
    column.accessor('areas', {
      header: t('list.columns.areas'),
      cell: ({ getValue }) => (getValue().length ? (
        <ul className="flex flex-wrap gap-1.5">
          {getValue().map((area) => (
            <li key={area} className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200">{t(`areas.${area}`)}</li>
          ))}
        </ul>
      ) : <span className="text-slate-500 dark:text-slate-400">{t('list.no_areas')}</span>),
    }),
    column.accessor('item_count', { header: t('list.columns.item_count'), cell: ({ getValue }) => format.number(getValue()) }),
    column.accessor('updated_at', {
      header: t('list.columns.updated_at'),
      cell: ({ getValue }) => <DateTime value={getValue()} style="date" />,
    }),
  ], [t, format, menusPath, canUpdate]);

  return (
    <>
      <DataTable
        label={t('list.title')}
        columns={columns}
        sortable={MENU_SORT_COLUMNS}
        defaultSort={DEFAULT_SORT}
        url={url}
        list={list}
        rowId={(menu) => menu.key}
        searchPlaceholder={t('list.search_placeholder')}
        emptyText={t('list.empty')}
        rowActions={canUpdate || canDelete ? (menu) => ({
          label: t('list.row_actions', { name: menu.name }),
          actions: [
            canUpdate && { key: 'edit', label: t('list.edit'), href: `${menusPath}/${menu.key}` },
            canDelete && { key: 'delete', label: t('list.delete'), destructive: true, onSelect: () => setDeleting(menu) },
          ],
        }) : undefined}
      />
      <MenuDeleteDialog menu={deleting} onClose={() => setDeleting(null)} onDeleted={list.reload} />
    </>
  );
}
