'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ROLE_SORT_COLUMNS, roleListSchema, type Role } from '@/shared/api/roles';
import { DataTable, dataTableColumns } from '../data-table/data-table';
import { useListRequest } from '../data-table/use-list-request';
import { useListUrlState } from '../data-table/use-list-url-state';
import { matrixRows, roleLock, type RoleViewer } from './permission-grid';
import { RoleDeleteDialog } from './role-delete-dialog';
import { RoleEditor } from './role-editor';
import { DateTime } from '@/components/time/date-time';

const FILTERS = [] as const;
/** By name, A first; sent with every request because the API's default order is descending. */
const DEFAULT_SORT = { sort: 'name', order: 'asc' } as const;
const column = dataTableColumns<Role>();

export interface RolesScreenProps {
  modules: readonly { key: string; name: string }[];
  /** What the signed-in user may do here (roles.create/update/delete); other actions are not shown. */
  allowed: { create: boolean; update: boolean; delete: boolean };
  /** The signed-in user: their own role and roles holding keys they lack open read-only, without delete. */
  viewer: RoleViewer;
}

type Editing = { role: Role | null } | null;

/** GET /api/dashboard/roles as a searchable, sortable, paged table; creating, editing and deleting roles. */
export function RolesScreen({ modules, allowed, viewer }: RolesScreenProps) {
  const t = useTranslations('dashboard.roles');
  const tBase = useTranslations('base');
  const format = useFormatter();
  const url = useListUrlState(FILTERS);
  const list = useListRequest('/api/dashboard/roles', { ...DEFAULT_SORT, ...url.query }, roleListSchema);
  const [editing, setEditingState] = useState<Editing>(null);
  // What opened the editor (a row's menu button, "New role") has the focus again when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const setEditing = (next: Editing) => {
    if (next) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditingState(next);
  };
  useEffect(() => {
    if (editing || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [editing]);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const rows = useMemo(() => matrixRows((area) => t(`areas.${area}`), modules), [t, modules]);
  const { reload } = list;

  const columns = useMemo(() => [
    column.accessor('name', {
      header: tBase('name'),
      cell: ({ getValue }) => <span className="font-medium text-slate-900 dark:text-white">{getValue()}</span>,
    }),
    column.accessor('user_count', { header: t('users'), cell: ({ getValue }) => <span className="tabular-nums">{format.number(getValue())}</span> }),
    column.accessor('updated_at', {
      header: t('updated'),
      cell: ({ getValue }) => <DateTime value={getValue()} style="date-time" />,
    }),
  ], [t, tBase, format]);

  const lock = editing?.role ? roleLock(viewer, editing.role) : null;
  return (
    <>
      {editing ? (
        <RoleEditor
          role={editing.role}
          rows={rows}
          readOnly={lock !== null || (editing.role ? !allowed.update : !allowed.create)}
          notice={lock === 'own' ? t('own_role_locked') : lock === 'beyond' ? t('role_beyond_own') : null}
          viewer={viewer}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {/* Hidden, not unmounted, while a role is edited: the button that opened the editor stays to take the focus back. */}
      <div hidden={editing !== null}>
        <DataTable
          label={t('title')}
          columns={columns}
          sortable={ROLE_SORT_COLUMNS}
          defaultSort={DEFAULT_SORT}
          url={url}
          list={list}
          rowId={(role) => String(role.id)}
          searchPlaceholder={t('search_placeholder')}
          emptyText={t('empty')}
          toolbarEnd={allowed.create ? <Button onClick={() => setEditing({ role: null })}>{t('create')}</Button> : null}
          rowActions={(role) => {
            const changeable = roleLock(viewer, role) === null;
            // A role with users is deleted after moving them, which needs roles.update too.
            const deletable = changeable && allowed.delete && (role.user_count === 0 || allowed.update);
            return {
              label: t('row_actions', { name: role.name }),
              actions: [
                { key: 'edit', label: allowed.update && changeable ? t('edit') : t('view'), onSelect: () => setEditing({ role }) },
                deletable && { key: 'delete', label: t('delete'), destructive: true, onSelect: () => setDeleting(role) },
              ],
            };
          }}
        />
      </div>
      <RoleDeleteDialog role={deleting} viewer={viewer} onClose={() => setDeleting(null)} onChanged={reload} />
    </>
  );
}
