'use client';

import { useEffect } from 'react';
import { useApi } from '@/lib/use-api';
import { useNotifications } from '@/lib/account/notifications-store';
import { submissionListSchema } from '@/shared/api/submissions';
import { setPendingCount } from './pending-counts';
import { submissionsApiPath } from './submissions-api';

const countsOnly = submissionListSchema.pick({ counts: true });

/**
 * Asks each form the viewer may read for its pending count whenever the notifications poll
 * brings a new list (once a minute while signed in, spec §4), so the sidebar keeps pace with it.
 */
export function PendingCountsPoller({ formKeys }: { formKeys: readonly string[] }) {
  const notifications = useNotifications();
  const { request } = useApi();
  const keys = formKeys.join(' ');

  useEffect(() => {
    if (notifications === null || !keys) return;
    let current = true;
    for (const key of keys.split(' ')) {
      void request('GET', submissionsApiPath(key), { status: 'pending', per_page: 1 }, { silent: true }).then((answer) => {
        const parsed = answer.ok ? countsOnly.safeParse(answer.data) : null;
        if (current && parsed?.success) setPendingCount(key, parsed.data.counts.pending);
      });
    }
    return () => {
      current = false;
    };
  }, [notifications, keys, request]);
  return null;
}
