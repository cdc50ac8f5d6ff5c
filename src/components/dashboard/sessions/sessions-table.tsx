'use client';

import { useMemo } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApi } from '@/lib/use-api';
import { SESSION_SORT_COLUMNS, sessionListSchema, type DashboardSession } from '@/shared/api/dashboard-sessions';
import { DataTable, dataTableColumns } from '../data-table/data-table';
import { useListRequest } from '../data-table/use-list-request';
import { useListUrlState } from '../data-table/use-list-url-state';
import { DateTime } from '@/components/time/date-time';

const FILTERS = ['user_id'] as const;
const DEFAULT_SORT = { sort: 'last_activity', order: 'desc' } as const;
const column = dataTableColumns<DashboardSession>();

/**
 * GET /api/dashboard/sessions: every user's open sessions, narrowed to one user with `?user_id=`.
 * Closing one is immediate; closing all of one user's asks first.
 */
export interface SessionsTableProps {
  canClose: boolean;
  /** The localised users path when the viewer may open users (a user's page is `{usersPath}/{id}`). */
  usersPath: string | null;
}

export function SessionsTable({ canClose, usersPath }: SessionsTableProps) {
  const t = useTranslations('dashboard.sessions');
  const { requestWithAlert } = useApi();
  const url = useListUrlState(FILTERS);
  const { state } = url;
  const list = useListRequest('/api/dashboard/sessions', url.query, sessionListSchema);
  const unknown = t('unknown');

  const columns = useMemo(() => [
    column.accessor('username', {
      header: t('columns.user'),
      cell: ({ row }) => (usersPath ? (
        <NextLink href={`${usersPath}/${row.original.user_id}`} className="font-medium text-slate-900 hover:text-primary-700 hover:underline dark:text-white dark:hover:text-primary-400">
          {row.original.username}
        </NextLink>
      ) : <span className="font-medium text-slate-900 dark:text-white">{row.original.username}</span>),
    }),
    column.accessor('ip_address', { header: t('columns.ip_address'), cell: ({ getValue }) => getValue() ?? unknown }),
    column.accessor('location', { header: t('columns.location'), cell: ({ getValue }) => getValue() ?? unknown }),
    column.accessor('device', { header: t('columns.device'), cell: ({ getValue }) => getValue() ?? unknown }),
    column.accessor('browser', { header: t('columns.browser'), cell: ({ getValue }) => getValue() ?? unknown }),
    column.accessor('last_activity', {
      header: t('columns.last_activity'),
      cell: ({ getValue }) => <DateTime value={getValue()} style="date-time" zoneLabel />,
    }),
  ], [t, unknown, usersPath]);

  async function closeOne(id: number) {
    const result = await requestWithAlert('DELETE', `/api/dashboard/sessions/${id}`);
    if (result.ok) list.reload();
  }

  async function closeAllOf(userId: string) {
    const result = await requestWithAlert('DELETE', `/api/dashboard/sessions?user_id=${encodeURIComponent(userId)}`);
    if (result.ok) list.reload();
  }

  const userId = state.filters.user_id;
  const userName = list.result?.items.find((session) => String(session.user_id) === userId)?.username ?? `#${userId}`;

  return (
    <DataTable
      label={t('title')}
      columns={columns}
      sortable={SESSION_SORT_COLUMNS}
      defaultSort={DEFAULT_SORT}
      url={url}
      list={list}
      rowId={(session) => String(session.id)}
      searchPlaceholder={t('search_placeholder')}
      emptyText={t('empty')}
      filters={userId ? (
        <p className="flex items-center gap-2 rounded-full bg-primary-50 py-1 pe-1 ps-3 text-sm font-medium text-primary-900 ring-1 ring-primary-200 dark:bg-primary-950 dark:text-primary-200 dark:ring-primary-800">
          {t('filtered_by', { name: userName })}
          <Button variant="ghost" size="sm" onClick={() => url.setFilter('user_id', '')}>{t('show_everyone')}</Button>
        </p>
      ) : null}
      toolbarEnd={userId && canClose ? (
        <ConfirmDialog
          trigger={<Button variant="danger" size="sm">{t('close_all', { name: userName })}</Button>}
          title={t('close_all_title', { name: userName })}
          description={t('close_all_description', { name: userName })}
          confirmLabel={t('close_all_confirm')}
          cancelLabel={t('cancel')}
          onConfirm={() => closeAllOf(userId)}
          destructive
        />
      ) : null}
      rowActions={(session) => ({
        label: t('row_actions', { name: session.username, device: session.device ?? unknown }),
        actions: [
          !userId && { key: 'only-user', label: t('only_user'), onSelect: () => url.setFilter('user_id', String(session.user_id)) },
          canClose && { key: 'close', label: t('close'), onSelect: () => void closeOne(session.id), destructive: true },
        ],
      })}
    />
  );
}
