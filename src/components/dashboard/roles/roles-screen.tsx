'use client';

import { useMemo, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import type { Role, RoleList } from '@/shared/api/roles';
import { matrixRows } from './permission-grid';
import { ROLES_SCREEN_QUERY } from './roles-query';
import { RoleDeleteDialog } from './role-delete-dialog';
import { RoleEditor } from './role-editor';

export interface RolesScreenProps {
  /** The list as the server read it for the page. */
  initialRoles: Role[];
  modules: readonly { key: string; name: string }[];
  /** What the signed-in user may do here (roles.create/update/delete); other actions are not shown. */
  allowed: { create: boolean; update: boolean; delete: boolean };
}

type Editing = { role: Role | null } | null;

/** The roles with their user counts; creating, editing and deleting them. */
export function RolesScreen({ initialRoles, modules, allowed }: RolesScreenProps) {
  const t = useTranslations('dashboard.roles');
  const tBase = useTranslations('base');
  const format = useFormatter();
  const { request } = useApi();
  const [roles, setRoles] = useState<Role[]>(initialRoles);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const rows = useMemo(() => matrixRows((area) => t(`areas.${area}`), modules), [t, modules]);

  async function load() {
    const result = await request<RoleList>('GET', '/api/dashboard/roles', ROLES_SCREEN_QUERY, { silent: true });
    if (result.ok && result.data) {
      setRoles(result.data.items);
      setLoadError(null);
    } else {
      setLoadError(result.message || t('load_failed'));
    }
  }

  if (editing) {
    return (
      <RoleEditor
        role={editing.role}
        rows={rows}
        readOnly={editing.role ? !allowed.update : !allowed.create}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
        onClose={() => setEditing(null)}
      />
    );
  }

  return (
    <div className="space-y-4">
      {allowed.create ? (
        <div className="flex justify-end">
          <Button onClick={() => setEditing({ role: null })}>{t('create')}</Button>
        </div>
      ) : null}
      <FormAlert message={loadError} />
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">{tBase('name')}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">{t('users')}</th>
              <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">{t('updated')}</th>
              <th scope="col" className="px-4 py-3 text-right font-medium"><span className="sr-only">{t('actions_column')}</span></th>
            </tr>
          </thead>
          <tbody>
            {roles.length === 0 ? (
              <tr><td colSpan={4} className="px-4 py-6 text-center text-slate-500 dark:text-slate-400">{t('empty')}</td></tr>
            ) : roles.map((role) => (
              <tr key={role.id} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900 dark:text-slate-100">{role.name}</th>
                <td className="px-4 py-3 text-right text-slate-700 tabular-nums dark:text-slate-300">{format.number(role.user_count)}</td>
                <td className="hidden px-4 py-3 text-slate-600 sm:table-cell dark:text-slate-400">
                  {format.dateTime(new Date(role.updated_at), { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap justify-end gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setEditing({ role })}>
                      {allowed.update ? t('edit') : t('view')}
                      <span className="sr-only">: {role.name}</span>
                    </Button>
                    {allowed.delete && (role.user_count === 0 || allowed.update) ? (
                      <RoleDeleteDialog role={role} others={roles.filter((other) => other.id !== role.id)} onChanged={() => void load()} />
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
