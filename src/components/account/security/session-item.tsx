'use client';

import type { ReactNode } from 'react';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { AccountSession } from '@/shared/api/account';
import { useDateFormat } from '@/components/time/use-date-format';

export type DeviceKind = 'desktop' | 'phone' | 'tablet';

/** A rough kind of device from the server's description ("Apple iPad (iOS 17)", "Android 14", "Windows 10"). */
export function deviceKind(device: string | null): DeviceKind {
  if (!device) return 'desktop';
  if (/ipad|tablet/i.test(device)) return 'tablet';
  if (/iphone|android|ios|mobile|phone/i.test(device)) return 'phone';
  return 'desktop';
}

export interface SessionItemProps {
  session: AccountSession;
  icon: ReactNode;
  closing: boolean;
  onClose: () => void;
}

/** One open session: device and browser, where and when it was last used, and a way to end it. */
export function SessionItem({ session, icon, closing, onClose }: SessionItemProps) {
  const t = useTranslations('account.security');
  const format = useFormatter();
  const dates = useDateFormat();
  const now = useNow({ updateInterval: 60_000 });
  const lastActivity = new Date(session.last_activity);
  const titleId = `session-${session.id}-title`;
  const title = [session.browser ?? t('unknown_browser'), session.device ?? t('unknown_device')].join(' · ');

  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 dark:bg-slate-800 text-slate-600 dark:text-slate-400">{icon}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
            <span id={titleId} className="break-words">{title}</span>
            {session.current ? (
              <span className="rounded-full bg-primary-50 dark:bg-primary-950/40 px-2 py-0.5 text-xs font-medium text-primary-800 dark:text-primary-200 ring-1 ring-primary-200 dark:ring-primary-800">{t('this_device')}</span>
            ) : null}
          </p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <div className="flex gap-1">
              <dt className="sr-only sm:not-sr-only">{t('ip_address')}:</dt>
              <dd>{session.ip_address ?? '—'}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only sm:not-sr-only">{t('location')}:</dt>
              <dd>{session.location ?? t('unknown_location')}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only sm:not-sr-only">{t('last_activity')}:</dt>
              <dd>
                <time dateTime={session.last_activity} title={`${dates.instant(session.last_activity, 'date-time', { zoneLabel: true })} · ${dates.utc(session.last_activity)}`}>
                  {format.relativeTime(lastActivity, now)}
                </time>
              </dd>
            </div>
          </dl>
        </div>
        <Button variant="outline" size="sm" onClick={onClose} disabled={closing} aria-describedby={titleId} className="self-start">
          {session.current ? t('close_current') : t('close')}
        </Button>
      </div>
    </li>
  );
}
