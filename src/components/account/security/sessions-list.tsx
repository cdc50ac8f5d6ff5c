'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AccountSession } from '@/shared/api/account';
import { useLeaveAccount } from '@/lib/account/use-leave-account';
import type { ApiResult } from '@/lib/api';
import { useApi } from '@/lib/use-api';
import { deviceKind, SessionItem, type DeviceKind } from './session-item';

export interface SessionsListProps {
  /** Changes when the list must be read again (e.g. a password change ended the others). */
  reloadKey: number;
  homePath: string;
  icons: Record<DeviceKind, ReactNode>;
}

/**
 * The user's open sessions (GET /api/auth/sessions), the current one flagged. Closing one
 * reloads the list; closing the current one, or all of them, signs this browser out.
 */
export function SessionsList({ reloadKey, homePath, icons }: SessionsListProps) {
  const t = useTranslations('account.security');
  const { request, requestWithAlert } = useApi();
  const leaveAccount = useLeaveAccount();
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [closing, setClosing] = useState<number | 'all' | null>(null);

  const applyLoaded = useCallback((result: ApiResult<AccountSession[]>) => {
    if (result.httpStatus === 401) return leaveAccount(homePath);
    setFailed(!result.ok);
    if (result.ok && Array.isArray(result.data)) setSessions(result.data);
  }, [leaveAccount, homePath]);

  const fetchSessions = useCallback(() => request<AccountSession[]>('GET', '/api/auth/sessions'), [request]);

  useEffect(() => {
    let current = true;
    void fetchSessions().then((result) => {
      if (current) applyLoaded(result);
    });
    return () => {
      current = false;
    };
  }, [fetchSessions, applyLoaded, reloadKey]);

  async function closeOne(session: AccountSession) {
    setClosing(session.id);
    const result = await requestWithAlert('DELETE', `/api/auth/sessions?id=${session.id}`);
    setClosing(null);
    if (result.ok && session.current) leaveAccount(homePath);
    else if (result.ok || result.httpStatus === 404) applyLoaded(await fetchSessions());
  }

  async function closeAll() {
    setClosing('all');
    const result = await requestWithAlert('DELETE', '/api/auth/sessions');
    setClosing(null);
    if (result.ok) leaveAccount(homePath);
  }

  if (sessions === null) {
    return <p role="status" className="text-sm text-slate-500 dark:text-slate-400">{failed ? t('sessions_failed') : t('sessions_loading')}</p>;
  }

  return (
    <div className="space-y-5">
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={t('sessions_title')}>
        {sessions.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            icon={icons[deviceKind(session.device)]}
            closing={closing !== null}
            onClose={() => void closeOne(session)}
          />
        ))}
      </ul>
      <div className="flex justify-end border-t border-slate-100 dark:border-slate-800 pt-5">
        <ConfirmDialog
          trigger={<Button variant="danger" disabled={closing !== null}>{t('close_all')}</Button>}
          title={t('close_all_title')}
          description={t('close_all_description')}
          confirmLabel={t('close_all_confirm')}
          cancelLabel={t('cancel')}
          onConfirm={closeAll}
          destructive
        />
      </div>
    </div>
  );
}
