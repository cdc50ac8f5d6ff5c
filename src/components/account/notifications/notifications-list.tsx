'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { NotificationAction } from '@/shared/schemas/auth';
import { AccountPanel } from '@/components/account/account-panel';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { loadNotifications } from '@/lib/account/load-notifications';
import { unreadCount, useNotifications } from '@/lib/account/notifications-store';
import { useApi } from '@/lib/use-api';
import { NotificationItem } from './notification-item';

/**
 * The notifications screen: the same list the header badge counts (the shared store), read
 * afresh on arrival and after every action (POST /api/auth/notifications).
 */
export function NotificationsList({ emptyIcon }: { emptyIcon: ReactNode }) {
  const t = useTranslations('account.notifications');
  const locale = useLocale();
  const { requestWithAlert } = useApi();
  const notifications = useNotifications();
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const unread = unreadCount(notifications);

  useEffect(() => {
    void loadNotifications(locale).then((outcome) => setLoadFailed(outcome === 'failed'));
  }, [locale]);

  async function act(action: NotificationAction, id?: number) {
    setBusy(true);
    await requestWithAlert('POST', '/api/auth/notifications', { action, id });
    await loadNotifications(locale);
    setBusy(false);
  }

  const actions = notifications === null ? null : (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" disabled={busy || unread === 0} onClick={() => void act('read_all')}>
        {t('mark_all_read')}
      </Button>
      <ConfirmDialog
        trigger={<Button variant="ghost" size="sm" disabled={busy || notifications.length === 0}>{t('delete_all')}</Button>}
        title={t('delete_all_title')}
        description={t('delete_all_description')}
        confirmLabel={t('delete_all_confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => act('delete_all')}
        destructive
      />
    </div>
  );

  let content: ReactNode;
  if (notifications === null) {
    content = <p role="status" className="text-sm text-slate-500 dark:text-slate-400">{loadFailed ? t('failed') : t('loading')}</p>;
  } else if (notifications.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-200 dark:border-slate-800 px-6 py-12 text-center text-slate-500 dark:text-slate-400">
        {emptyIcon}
        <p>{t('empty')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="space-y-2" aria-label={t('list_title')}>
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            busy={busy}
            onMarkRead={() => void act('read', notification.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <AccountPanel
      id="notifications-list"
      title={t('list_title')}
      description={<span role="status">{notifications === null ? null : t('unread_count', { count: unread })}</span>}
      actions={actions}
    >
      {content}
    </AccountPanel>
  );
}
