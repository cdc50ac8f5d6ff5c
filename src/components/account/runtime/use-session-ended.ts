'use client';

import { useCallback } from 'react';
import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { apiRequest } from '@/lib/api';
import { clearNotifications } from '@/lib/account/notifications-store';

/**
 * What happens when the server no longer knows the session (spec §4, a failed token check):
 * the stale token cookie is cleared (sign-out succeeds without a session), the client forgets
 * the user's data and re-renders from the server as a guest; protected pages then send the
 * visitor to sign-in and back. Unmounting the runtime stops the polling.
 */
export function useSessionEnded(): () => void {
  const router = useRouter();
  const locale = useLocale();
  return useCallback(() => {
    clearNotifications();
    void apiRequest('GET', '/api/auth/sign-out', undefined, { language: locale, silent: true }).finally(() => router.refresh());
  }, [router, locale]);
}
