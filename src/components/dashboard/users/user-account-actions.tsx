'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApi } from '@/lib/use-api';
import type { DashboardUser } from '@/shared/api/users';

export interface UserAccountActionsProps {
  user: Pick<DashboardUser, 'id' | 'username' | 'email_verified' | 'avatar'>;
  canUpdate: boolean;
  canDelete: boolean;
  usersPath: string;
}

/**
 * The user's picture (staff may take it down), the links that let a user set a password or
 * verify their address, and deletion. The server's refusals (yourself, the last dashboard user,
 * an address already verified) arrive as its toast.
 */
export function UserAccountActions({ user, canUpdate, canDelete, usersPath }: UserAccountActionsProps) {
  const t = useTranslations('dashboard.users');
  const { requestWithAlert } = useApi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function send(action: 'send-reset' | 'send-verification') {
    setBusy(true);
    await requestWithAlert('POST', `/api/dashboard/users/${user.id}/${action}`);
    setBusy(false);
  }

  async function remove() {
    const result = await requestWithAlert('DELETE', `/api/dashboard/users/${user.id}`);
    if (result.ok) router.push(usersPath);
  }

  async function removeAvatar() {
    const result = await requestWithAlert('DELETE', `/api/dashboard/users/${user.id}/avatar`);
    if (result.ok) router.refresh();
  }

  return (
    <div className="space-y-6">
      {user.avatar ? (
        <section aria-labelledby="user-avatar-title" className="space-y-3">
          <h2 id="user-avatar-title" className="font-semibold text-slate-900 dark:text-white">{t('avatar_title')}</h2>
          <img src={user.avatar} alt={t('avatar_alt', { name: user.username })} className="size-20 rounded-full object-cover ring-1 ring-slate-200 dark:ring-slate-700" />
          {canUpdate ? (
            <ConfirmDialog
              trigger={<Button variant="outline" className="w-full">{t('avatar_remove')}</Button>}
              title={t('avatar_remove_title', { name: user.username })}
              description={t('avatar_remove_description')}
              confirmLabel={t('avatar_remove')}
              cancelLabel={t('cancel')}
              onConfirm={removeAvatar}
              destructive
            />
          ) : null}
        </section>
      ) : null}
      {canUpdate ? (
        <section aria-labelledby="user-links-title" className="space-y-3">
          <h2 id="user-links-title" className="font-semibold text-slate-900 dark:text-white">{t('links_title')}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('links_description')}</p>
          <div className="flex flex-col gap-2">
            <Button variant="outline" disabled={busy} onClick={() => void send('send-reset')}>{t('send_reset')}</Button>
            {user.email_verified ? null : (
              <Button variant="outline" disabled={busy} onClick={() => void send('send-verification')}>{t('send_verification')}</Button>
            )}
          </div>
        </section>
      ) : null}
      {canDelete ? (
        <ConfirmDialog
          trigger={<Button variant="danger" className="w-full">{t('delete')}</Button>}
          title={t('delete_title', { name: user.username })}
          description={t('delete_description')}
          confirmLabel={t('delete_confirm')}
          cancelLabel={t('cancel')}
          onConfirm={remove}
          destructive
        />
      ) : null}
    </div>
  );
}
