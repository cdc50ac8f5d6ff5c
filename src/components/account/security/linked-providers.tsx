'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AccountLinkedProviders, OAuthProvider } from '@/shared/api/account';
import { useLeaveAccount } from '@/lib/account/use-leave-account';
import type { ApiResult } from '@/lib/api';
import { useApi } from '@/lib/use-api';
import { useDateFormat } from '@/components/time/use-date-format';

export interface LinkedProvidersProps {
  icons: Record<OAuthProvider, ReactNode>;
  homePath: string;
  /** After an unlink, which may have ended sessions. */
  onUnlinked: () => void;
}

/**
 * The providers that can sign the user in (GET /api/auth/linked-accounts), each with "Unlink".
 * The only way into an account without a password cannot be unlinked: its button is off and says why.
 */
export function LinkedProviders({ icons, homePath, onUnlinked }: LinkedProvidersProps) {
  const t = useTranslations('account');
  const dates = useDateFormat();
  const { request, requestWithAlert } = useApi();
  const leaveAccount = useLeaveAccount();
  const [methods, setMethods] = useState<AccountLinkedProviders | null>(null);
  const [failed, setFailed] = useState(false);
  const [unlinking, setUnlinking] = useState(false);

  const applyLoaded = useCallback((result: ApiResult<AccountLinkedProviders>) => {
    if (result.httpStatus === 401) return leaveAccount(homePath);
    setFailed(!result.ok);
    if (result.ok && result.data) setMethods(result.data);
  }, [leaveAccount, homePath]);

  const fetchLinks = useCallback(() => request<AccountLinkedProviders>('GET', '/api/auth/linked-accounts'), [request]);

  useEffect(() => {
    let current = true;
    void fetchLinks().then((result) => {
      if (current) applyLoaded(result);
    });
    return () => {
      current = false;
    };
  }, [fetchLinks, applyLoaded]);

  async function unlink(id: number) {
    setUnlinking(true);
    const result = await requestWithAlert('DELETE', `/api/auth/linked-accounts/${id}`);
    setUnlinking(false);
    if (result.ok) onUnlinked();
    applyLoaded(await fetchLinks());
  }

  if (methods === null) {
    return <p role="status" className="text-sm text-slate-500 dark:text-slate-400">{failed ? t('security.providers_failed') : t('security.providers_loading')}</p>;
  }
  if (!methods.links.length) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('security.providers_empty')}</p>;

  const onlyWayIn = !methods.has_password && methods.links.length === 1;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={t('security.providers_title')}>
      {methods.links.map((link) => {
        const provider = t(`oauth.${link.provider}`);
        const titleId = `linked-provider-${link.id}`;
        const noteId = `${titleId}-note`;
        return (
          <li key={link.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 dark:bg-slate-800">{icons[link.provider]}</span>
            <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p id={titleId} className="font-medium text-slate-900 dark:text-slate-100">{provider}</p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                  {link.email ? <span className="break-all">{link.email}</span> : null}
                  <span>{t('security.provider_linked_on', { date: dates.instant(link.created_at, 'date') })}</span>
                </p>
                {onlyWayIn ? <p id={noteId} className="mt-2 text-sm text-amber-800 dark:text-amber-200">{t('security.only_sign_in')}</p> : null}
              </div>
              <ConfirmDialog
                trigger={(
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={unlinking || onlyWayIn}
                    aria-describedby={onlyWayIn ? `${titleId} ${noteId}` : titleId}
                    className="self-start"
                  >
                    {t('security.unlink')}
                  </Button>
                )}
                title={t('security.unlink_title', { provider })}
                description={t('security.unlink_description', { provider })}
                confirmLabel={t('security.unlink_confirm')}
                cancelLabel={t('security.cancel')}
                onConfirm={() => unlink(link.id)}
                destructive
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
