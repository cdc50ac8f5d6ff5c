'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { NOTIFICATION_POLL_INTERVAL_MS } from '@/lib/account/constants';
import { loadNotifications } from '@/lib/account/load-notifications';

/**
 * Loads the notifications at once and then once a minute while signed in (spec §4). A hidden
 * tab skips its turns and catches up when it is shown again.
 */
export function useNotificationPolling(onSessionEnded: () => void): void {
  const locale = useLocale();

  useEffect(() => {
    let stopped = false;
    let lastLoad = 0;
    const load = async () => {
      lastLoad = Date.now();
      const outcome = await loadNotifications(locale);
      if (!stopped && outcome === 'signed-out') onSessionEnded();
    };
    const onTick = () => {
      if (!document.hidden) void load();
    };
    const onVisible = () => {
      if (!document.hidden && Date.now() - lastLoad >= NOTIFICATION_POLL_INTERVAL_MS) void load();
    };

    void load();
    const timer = setInterval(onTick, NOTIFICATION_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [locale, onSessionEnded]);
}
