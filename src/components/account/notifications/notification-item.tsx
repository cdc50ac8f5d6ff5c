'use client';

import { useFormatter, useNow, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import type { AccountNotification } from '@/shared/api/account';
import { useDateFormat } from '@/components/time/use-date-format';

export interface NotificationItemProps {
  notification: AccountNotification;
  busy: boolean;
  onMarkRead: () => void;
}

/** One notification; unread ones are marked and can be marked read. */
export function NotificationItem({ notification, busy, onMarkRead }: NotificationItemProps) {
  const t = useTranslations('account.notifications');
  const format = useFormatter();
  const dates = useDateFormat();
  const now = useNow({ updateInterval: 60_000 });
  const unread = notification.status === 'unread';
  const created = new Date(notification.created_at);
  const textId = `notification-${notification.id}-text`;

  return (
    <li className={clsx('flex gap-3 rounded-xl px-4 py-3', unread ? 'bg-primary-50/60 dark:bg-primary-950/40' : 'bg-white dark:bg-slate-900')}>
      <span aria-hidden className={clsx('mt-2 size-2 shrink-0 rounded-full', unread ? 'bg-primary-600' : 'bg-transparent')} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p id={textId} className={clsx('text-sm', unread ? 'font-medium text-slate-900 dark:text-slate-100' : 'text-slate-700 dark:text-slate-300')}>
            {unread ? <span className="sr-only">{t('unread_label')}: </span> : null}
            {notification.text}
          </p>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            <time dateTime={notification.created_at} title={`${dates.instant(notification.created_at, 'date-time', { zoneLabel: true })} · ${dates.utc(notification.created_at)}`}>
              {format.relativeTime(created, now)}
            </time>
          </p>
        </div>
        {unread ? (
          <Button variant="outline" size="sm" onClick={onMarkRead} disabled={busy} aria-describedby={textId} className="self-start">
            {t('mark_read')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
