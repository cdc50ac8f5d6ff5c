'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { showToast } from '@/lib/toasts';
import { userCreateSchema, type CreatedUser } from '@/shared/api/users';
import { InvitationLinkDialog } from './invitation-link-dialog';
import { UserFields } from './user-fields';
import { userFormValues, type Option } from './user-form-values';
import { SaveBar } from '../save-bar';

export interface UserCreateFormProps {
  roles: Option[];
  genders: Option[];
  genderUnset: string;
  /** The new role's default choice (the site's default role). */
  defaultRoleId: string;
  usersPath: string;
}

/**
 * POST /api/dashboard/users, then on to the new user's page. The new user's language (that of
 * their invitation) starts as the staff member's own; an invitation that could not be mailed is
 * shown as its link first.
 */
export function UserCreateForm({ roles, genders, genderUnset, defaultRoleId, usersPath }: UserCreateFormProps) {
  const t = useTranslations('dashboard.users');
  const router = useRouter();
  const locale = useLocale();
  const form = useSchemaForm({ schema: userCreateSchema, initial: { ...userFormValues(), role_id: defaultRoleId, locale } });
  const [unsent, setUnsent] = useState<{ user: CreatedUser; link: string; expiresAt: string } | null>(null);
  useLeaveGuard(form.dirty && !form.submitting, useTranslations('dashboard')('leave_confirm'));

  const onSubmit = form.handleSubmit(async (data) => {
    // Field messages go under their fields; only the rest (403, a network failure) is a toast.
    const result = await form.send<CreatedUser>('POST', '/api/dashboard/users', data, { errorsOnly: true });
    if (!result.ok || !result.data) return;
    // Saved: nothing left to lose by leaving.
    form.reset(form.values);
    const user = result.data;
    const invitation = user.invitation;
    if (invitation?.link) {
      setUnsent({ user, link: invitation.link, expiresAt: invitation.expires_at });
      return;
    }
    showToast({ color: 'success', title: result.message, description: invitation?.mailed ? t('invitation.mailed', { email: user.email }) : undefined });
    router.push(`${usersPath}/${user.id}`);
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={form.submitting}>
      <UserFields form={form} roles={roles} genders={genders} genderUnset={genderUnset} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('create_hint')}</p>
      <SaveBar>
        <SubmitButton busy={form.submitting || unsent !== null} label={t('create')} busyLabel={t('creating')} />
      </SaveBar>
      {unsent ? (
        <InvitationLinkDialog
          name={unsent.user.fullname || unsent.user.username}
          link={unsent.link}
          expiresAt={unsent.expiresAt}
          onContinue={() => router.push(`${usersPath}/${unsent.user.id}`)}
        />
      ) : null}
    </form>
  );
}
