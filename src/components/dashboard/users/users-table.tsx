'use client';

import { useMemo, type ReactNode } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { USER_SORT_COLUMNS, USER_STATUSES, userListSchema, type DashboardUser } from '@/shared/api/users';
import { DataTable, dataTableColumns } from '../data-table/data-table';
import { FilterSelect } from '../data-table/filter-select';
import { useListRequest } from '../data-table/use-list-request';
import { useListUrlState } from '../data-table/use-list-url-state';
import type { RoleOption } from './user-form-values';
import { UserStatusBadge } from './user-status-badge';
import { DateTime } from '@/components/time/date-time';

const FILTERS = ['role_id', 'status'] as const;
const DEFAULT_SORT = { sort: 'created_at', order: 'desc' } as const;
const column = dataTableColumns<DashboardUser>();

export interface UsersTableProps {
  /** Every role (the filter); a row whose role is not `assignable` is one the viewer may only look at. */
  roles: RoleOption[];
  /** Marks such a row (decorative: the row says it in words too). */
  lockIcon: ReactNode;
  /** The localised users path; a user's page is `{usersPath}/{id}`. */
  usersPath: string;
  sessionsPath: string | null;
}

/** GET /api/dashboard/users as a searchable, filterable, sortable table. */
export function UsersTable({ roles, lockIcon, usersPath, sessionsPath }: UsersTableProps) {
  const t = useTranslations('dashboard.users');
  const tTable = useTranslations('dashboard.table');
  const url = useListUrlState(FILTERS);
  const { state } = url;
  const list = useListRequest('/api/dashboard/users', url.query, userListSchema);
  const manageable = useMemo(() => new Set(roles.filter((role) => role.assignable).map((role) => Number(role.value))), [roles]);

  const columns = useMemo(() => [
    column.accessor('username', {
      header: t('columns.user'),
      cell: ({ row }) => (
        <div className="min-w-0">
          <span className="flex items-center gap-1.5">
            <NextLink href={`${usersPath}/${row.original.id}`} className="font-medium text-slate-900 hover:text-primary-700 hover:underline dark:text-white dark:hover:text-primary-400">
              {row.original.username}
            </NextLink>
            {manageable.has(row.original.role_id) ? null : (
              <span role="img" aria-label={t('view_only')} title={t('view_only')} data-view-only className="text-slate-500 dark:text-slate-400">{lockIcon}</span>
            )}
          </span>
          <p className="text-xs text-slate-500 dark:text-slate-400">{row.original.fullname}</p>
        </div>
      ),
    }),
    column.accessor('email', { header: t('columns.email') }),
    column.accessor('role_name', { header: t('columns.role') }),
    column.accessor('status', { header: t('columns.status'), cell: ({ getValue }) => <UserStatusBadge status={getValue()} /> }),
    column.accessor('created_at', {
      header: t('columns.created_at'),
      cell: ({ getValue }) => <DateTime value={getValue()} style="date" />,
    }),
  ], [t, usersPath, manageable, lockIcon]);

  return (
    <DataTable
      label={t('title')}
      columns={columns}
      sortable={USER_SORT_COLUMNS}
      defaultSort={DEFAULT_SORT}
      url={url}
      list={list}
      rowId={(user) => String(user.id)}
      searchPlaceholder={t('search_placeholder')}
      emptyText={t('empty')}
      filters={(
        <>
          <FilterSelect label={t('columns.role')} allLabel={tTable('all')} value={state.filters.role_id} options={roles} onChange={(value) => url.setFilter('role_id', value)} />
          <FilterSelect
            label={t('columns.status')}
            allLabel={tTable('all')}
            value={state.filters.status}
            options={USER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            onChange={(value) => url.setFilter('status', value)}
          />
        </>
      )}
      rowActions={(user) => ({
        label: t('row_actions', { name: user.username }),
        actions: [
          manageable.has(user.role_id)
            ? { key: 'edit', label: t('edit'), href: `${usersPath}/${user.id}` }
            : { key: 'view', label: t('view'), href: `${usersPath}/${user.id}` },
          sessionsPath ? { key: 'sessions', label: t('sessions'), href: `${sessionsPath}?user_id=${user.id}` } : null,
        ],
      })}
    />
  );
}
