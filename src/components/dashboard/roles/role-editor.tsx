'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { FieldError, Input } from '@/components/ui/field';
import { useApi } from '@/lib/use-api';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { fieldMessages, flattenErrorTree } from '@/lib/validation-lines';
import type { Role, RoleCreateInput, RoleUpdateInput } from '@/shared/api/roles';
import { PermissionMatrix } from './permission-matrix';
import { ViewOnlyNotice } from '../view-only-notice';
import { gridFromTree, mayGrant, treeFromGrid, type MatrixRow, type PermissionGrid, type RoleViewer } from './permission-grid';
import { SaveBar } from '../save-bar';

export interface RoleEditorProps {
  /** The role being edited, or null for a new one. */
  role: Role | null;
  rows: readonly MatrixRow[];
  readOnly: boolean;
  /** Why the role opens read-only when it is not for want of roles.update (design §4). */
  notice: string | null;
  /** Who edits: only keys they hold can be ticked. */
  viewer: RoleViewer;
  onSaved: (role: Role) => void;
  onClose: () => void;
}

/** A role's name and permission matrix; a save based on an old copy (409) says so and offers a reload. */
export function RoleEditor({ role, rows, readOnly, notice, viewer, onSaved, onClose }: RoleEditorProps) {
  const t = useTranslations('dashboard.roles');
  const tBase = useTranslations('base');
  const { request, requestWithAlert } = useApi();
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [current, setCurrent] = useState<Role | null>(role);
  const [name, setName] = useState(role?.name ?? '');
  const [grid, setGrid] = useState<PermissionGrid>(() => gridFromTree(role?.permissions ?? {}));
  const [nameErrors, setNameErrors] = useState<string[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const tDashboard = useTranslations('dashboard');
  // Unsaved: the name or the keys differ from the role as loaded (or from an empty one).
  const sent = (roleName: string, roleGrid: PermissionGrid) => JSON.stringify([roleName, treeFromGrid(roleGrid, rows)]);
  const dirty = sent(name, grid) !== sent(current?.name ?? '', gridFromTree(current?.permissions ?? {}));
  useLeaveGuard(!readOnly && dirty && !busy, tDashboard('leave_confirm'));

  useEffect(() => headingRef.current?.focus(), []);

  async function reload() {
    if (!current) return;
    const result = await request<Role>('GET', `/api/dashboard/roles/${current.id}`);
    if (!result.ok || !result.data) return setAlert(result.message);
    setCurrent(result.data);
    setName(result.data.name);
    setGrid(gridFromTree(result.data.permissions));
    setStale(false);
    setAlert(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert(null);
    setStale(false);
    const body: RoleCreateInput = { name, permissions: treeFromGrid(grid, rows) };
    const result = current
      ? await requestWithAlert<Role>('PUT', `/api/dashboard/roles/${current.id}`, { ...body, version: current.version } satisfies RoleUpdateInput)
      : await requestWithAlert<Role>('POST', '/api/dashboard/roles', body);
    setBusy(false);
    if (result.ok && result.data) {
      onSaved(result.data);
      return;
    }
    setNameErrors(fieldMessages(result.data, 'name'));
    if (result.httpStatus === 409 && !fieldMessages(result.data, 'name').length) {
      setStale(true);
      setAlert(result.message);
    } else if (result.httpStatus === 422) {
      const permissionLines = flattenErrorTree((result.data as Record<string, unknown> | undefined)?.permissions, {
        field: (key) => rows.find((row) => row.key === key)?.label ?? (t.has(`actions.${key}`) ? t(`actions.${key}`) : key),
        language: () => null,
      });
      if (permissionLines.length) setAlert(permissionLines.join(' '));
    }
  }

  const title = readOnly ? t('view_title', { name: current?.name ?? '' }) : current ? t('edit_title', { name: current.name }) : t('create_title');

  return (
    <section aria-labelledby={`${formId}-title`} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-slate-100">
        {title}
      </h2>
      {notice ? <ViewOnlyNotice>{notice}</ViewOnlyNotice> : null}
      <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
        <FormAlert message={alert} />
        {stale ? (
          <Button variant="outline" size="sm" onClick={() => void reload()}>{t('reload')}</Button>
        ) : null}
        <div className="max-w-md">
          <label htmlFor={`${formId}-name`} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
            {tBase('name')}
            <span aria-hidden className="ms-0.5 text-red-600">*</span>
          </label>
          <Input
            id={`${formId}-name`}
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-required
            aria-invalid={nameErrors.length > 0 || undefined}
            aria-describedby={nameErrors.length ? `${formId}-name-error` : undefined}
            disabled={readOnly}
            maxLength={64}
           
          />
          <FieldError id={`${formId}-name-error`} messages={nameErrors} />
        </div>
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('permissions')}</legend>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('permissions_hint')}</p>
          <PermissionMatrix
            rows={rows}
            value={grid}
            onChange={setGrid}
            disabled={readOnly}
            grantable={readOnly ? undefined : (area, action) => mayGrant(viewer, area, action)}
          />
        </fieldset>
        <SaveBar start={<Button variant="outline" onClick={onClose}>{readOnly ? t('back') : t('cancel')}</Button>}>
          {readOnly ? null : <SubmitButton busy={busy} label={t('save')} busyLabel={t('saving')} />}
        </SaveBar>
      </form>
    </section>
  );
}
