'use client';

import { useEffect } from 'react';
import { useApi } from '@/lib/use-api';
import { useNotifications } from '@/lib/account/notifications-store';
import { submissionPendingCountsSchema } from '@/shared/api/submissions';
import { setPendingCount } from './pending-counts';
import { PENDING_COUNTS_API_PATH } from './submissions-api';

/**
 * Asks for every form's pending count in one request whenever the notifications poll brings a
 * new list (once a minute while signed in, spec §4), so the sidebar keeps pace with it. The
 * server answers for the forms the viewer may read; the sidebar links only those.
 */
export function PendingCountsPoller({ hasForms }: { hasForms: boolean }) {
  const notifications = useNotifications();
  const { request } = useApi();

  useEffect(() => {
    if (notifications === null || !hasForms) return;
    let current = true;
    void request('GET', PENDING_COUNTS_API_PATH, undefined, { silent: true }).then((answer) => {
      const parsed = answer.ok ? submissionPendingCountsSchema.safeParse(answer.data) : null;
      if (!current || !parsed?.success) return;
      for (const [key, count] of Object.entries(parsed.data)) setPendingCount(key, count);
    });
    return () => {
      current = false;
    };
  }, [notifications, hasForms, request]);
  return null;
}
