'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/field';
import { LIST_PAGE_SIZE } from '@/shared/api/list';
import { roleListSchema } from '@/shared/api/roles';
import { holdsAll } from '@/shared/grants';
import type { HasPermissions } from '@/shared/permissions';
import { SearchBox } from '../data-table/search-box';
import { useListRequest } from '../data-table/use-list-request';

export interface RoleTargetPickerProps {
  /** The role being deleted, which is not a choice. */
  roleId: number;
  /** Who moves the users: only roles whose every key they hold are choices (the server refuses the others). */
  viewer: HasPermissions;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The role a deleted role's users move to: the first page of roles by name (GET
 * /api/dashboard/roles, 100 a page), with a search by name once there are more than that;
 * of those, the ones the viewer may assign.
 */
export function RoleTargetPicker({ roleId, viewer, value, onChange }: RoleTargetPickerProps) {
  const t = useTranslations('dashboard.roles');
  const selectId = useId();
  const [search, setSearch] = useState('');
  const query = { sort: 'name', order: 'asc', per_page: LIST_PAGE_SIZE.max, ...(search ? { search } : {}) };
  const { result } = useListRequest('/api/dashboard/roles', query, roleListSchema);
  const choices = (result?.items ?? []).filter((role) => role.id !== roleId && holdsAll(viewer, role.permissions));
  const searchable = search !== '' || (result !== null && result.total > result.items.length);

  return (
    <>
      {searchable ? (
        <div className="mb-3 flex">
          <SearchBox label={t('delete_target_search')} placeholder={t('delete_target_search')} value={search} onSearch={(text) => {
            setSearch(text.trim());
            onChange('');
          }} />
        </div>
      ) : null}
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('delete_target')}</label>
      <Select id={selectId} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('delete_target_placeholder')}</option>
        {choices.map((role) => <option key={role.id} value={role.id}>{role.name}</option>)}
      </Select>
    </>
  );
}
