'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useApi } from '@/lib/use-api';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { userUpdateSchema, type DashboardUser } from '@/shared/api/users';
import { UserFields } from './user-fields';
import { userFormValues, type Option } from './user-form-values';
import { SaveBar } from '../save-bar';

export interface UserEditFormProps {
  user: DashboardUser;
  roles: Option[];
  genders: Option[];
  genderUnset: string;
  /** Without users.update the fields are read-only (the server refuses the save anyway). */
  canUpdate: boolean;
}

const editValues = (user: DashboardUser) => ({ ...userFormValues(user), version: String(user.version) });

/**
 * PUT /api/dashboard/users/{id} with the version the form was loaded at. A 409 whose record has
 * moved on means someone else saved in between: the form says so and offers to reload. Errors
 * are shown once: a taken name under its field, the rest (the last dashboard user) as a toast.
 */
export function UserEditForm({ user: initialUser, roles, genders, genderUnset, canUpdate }: UserEditFormProps) {
  const t = useTranslations('dashboard.users');
  const { request } = useApi();
  const router = useRouter();
  const [user, setUser] = useState(initialUser);
  const [stale, setStale] = useState(false);
  const form = useSchemaForm({ schema: userUpdateSchema, initial: editValues(initialUser), hidden: ['version'] });
  useLeaveGuard(canUpdate && form.dirty && !form.submitting, useTranslations('dashboard')('leave_confirm'));
  const path = `/api/dashboard/users/${user.id}`;

  async function reload() {
    const result = await request<DashboardUser>('GET', path);
    if (!result.ok || !result.data) return;
    setUser(result.data);
    form.reset(editValues(result.data));
    setStale(false);
    router.refresh();
  }

  const onSubmit = form.handleSubmit(async (data) => {
    const result = await form.send<DashboardUser>('PUT', path, data);
    if (result.ok && result.data) {
      setUser(result.data);
      form.reset(editValues(result.data));
      router.refresh();
      return;
    }
    if (result.httpStatus === 409) {
      const current = await request<DashboardUser>('GET', path, undefined, { silent: true });
      if (current.ok && current.data && current.data.version !== Number(form.values.version)) setStale(true);
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={form.submitting}>
      {stale ? (
        <div role="alert" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
          <p>{t('stale')}</p>
          <Button variant="outline" size="sm" onClick={() => void reload()}>{t('reload')}</Button>
        </div>
      ) : null}
      <fieldset disabled={!canUpdate} className="min-w-0">
        <UserFields form={form} roles={roles} genders={genders} genderUnset={genderUnset} />
      </fieldset>
      {canUpdate ? (
        <SaveBar>
          <SubmitButton busy={form.submitting} label={t('save')} busyLabel={t('saving')} />
        </SaveBar>
      ) : null}
    </form>
  );
}
