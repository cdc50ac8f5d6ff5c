'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useApi } from '@/lib/use-api';
import { userCreateSchema, type DashboardUser } from '@/shared/api/users';
import { UserFields } from './user-fields';
import { userFormValues, type Option } from './user-form-values';

export interface UserCreateFormProps {
  roles: Option[];
  genders: Option[];
  genderUnset: string;
  /** The new role's default choice (the site's default role). */
  defaultRoleId: string;
  usersPath: string;
}

/** POST /api/dashboard/users, then on to the new user's page. */
export function UserCreateForm({ roles, genders, genderUnset, defaultRoleId, usersPath }: UserCreateFormProps) {
  const t = useTranslations('dashboard.users');
  const { requestWithAlert } = useApi();
  const router = useRouter();
  const form = useSchemaForm({ schema: userCreateSchema, initial: { ...userFormValues(), role_id: defaultRoleId } });

  const onSubmit = form.handleSubmit(async (data) => {
    const result = await requestWithAlert<DashboardUser>('POST', '/api/dashboard/users', data);
    if (result.ok && result.data) router.push(`${usersPath}/${result.data.id}`);
    else form.showServerErrors(result);
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={form.submitting}>
      <UserFields form={form} roles={roles} genders={genders} genderUnset={genderUnset} />
      <div className="flex flex-col-reverse items-stretch gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('create_hint')}</p>
        <SubmitButton busy={form.submitting} label={t('create')} busyLabel={t('creating')} />
      </div>
    </form>
  );
}
