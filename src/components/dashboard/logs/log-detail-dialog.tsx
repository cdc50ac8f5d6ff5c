'use client';

import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useFormatter, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import type { DashboardLog } from '@/shared/api';
import { StatusBadge } from './status-badge';
import { DateTime } from '@/components/time/date-time';

/** One request log row in full, read from GET /api/dashboard/logs/{id}; the list's copy shows meanwhile. */
export function LogDetailDialog({ log, onClose }: { log: DashboardLog | null; onClose: () => void }) {
  const t = useTranslations('dashboard.logs');
  const format = useFormatter();
  const { request } = useApi();
  const [detail, setDetail] = useState<DashboardLog | null>(null);

  useEffect(() => {
    if (!log) return;
    let current = true;
    void request<DashboardLog>('GET', `/api/dashboard/logs/${log.id}`, undefined, { silent: true }).then((result) => {
      if (current && result.ok && result.data) setDetail(result.data);
    });
    return () => {
      current = false;
    };
  }, [log, request]);

  const shown = detail?.id === log?.id ? detail : log;
  const rows: [string, React.ReactNode][] = shown ? [
    [t('time'), <DateTime key="time" value={shown.created_at} style="precise" zoneLabel />],
    [t('method'), <span key="method" className="font-mono">{shown.method}</span>],
    [t('endpoint_column'), <span key="endpoint" className="font-mono break-all">{shown.endpoint}</span>],
    [t('status'), <StatusBadge key="status" code={shown.status_code} />],
    [t('exec_time'), t('ms', { value: format.number(shown.exec_time, { maximumFractionDigits: 2 }) })],
    [t('requests'), format.number(shown.request_count)],
    [t('user'), shown.user ? `${shown.user.username} (#${shown.user.id})` : t('visitor')],
    [t('ip'), <span key="ip" className="font-mono">{shown.ip ?? t('none')}</span>],
    [t('user_agent'), <span key="agent" className="break-all">{shown.user_agent ?? t('none')}</span>],
  ] : [];

  return (
    <Dialog.Root open={log !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-800">
          <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{shown ? t('detail_title', { id: shown.id }) : ''}</Dialog.Title>
          {shown && shown.request_count > 1 ? (
            <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('aggregated', { count: shown.request_count })}</Dialog.Description>
          ) : <Dialog.Description className="sr-only">{t('details')}</Dialog.Description>}
          <dl className="mt-4 divide-y divide-slate-100 text-sm dark:divide-slate-700">
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-3 gap-3 py-2">
                <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
                <dd className="col-span-2 text-slate-900 dark:text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClasses('outline', 'md', 'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100')}>{t('close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
