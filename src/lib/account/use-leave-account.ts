'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { clearNotifications } from './notifications-store';

/**
 * Leaves the account on this client (spec §4): forgets notifications, goes to the home page
 * and re-renders the layouts as a guest, which unmounts the runtime and stops polling.
 * The caller has already ended the session on the server (sign-out, closing sessions).
 */
export function useLeaveAccount(): (homePath: string) => void {
  const router = useRouter();
  return useCallback((homePath: string) => {
    clearNotifications();
    router.replace(homePath);
    router.refresh();
  }, [router]);
}
