'use client';

import { useEffect, useRef } from 'react';
import { useApi } from '@/lib/use-api';
import { useNotifications } from '@/lib/account/notifications-store';
import { setPendingCount } from './pending-counts';
import { PENDING_COUNTS_API_PATH } from './submissions-api';

/**
 * Asks for every form's pending count in one request whenever the notifications poll brings a
 * new list after the page's own (once a minute while signed in, spec §4), so the sidebar keeps
 * pace with it. The server answers for the forms the viewer may read; the sidebar links only those.
 */
export function PendingCountsPoller({ hasForms }: { hasForms: boolean }) {
  const notifications = useNotifications();
  const { request } = useApi();
  // The first list arrives with the page, whose counts the server rendered (DashboardShell).
  const firstList = useRef(true);

  useEffect(() => {
    if (notifications === null || !hasForms) return;
    if (firstList.current) {
      firstList.current = false;
      return;
    }
    let current = true;
    // The answer's schema, and zod with it, loads with the first answer rather than with every dashboard page.
    void Promise.all([request('GET', PENDING_COUNTS_API_PATH, undefined, { silent: true }), import('@/shared/api/submissions')]).then(([answer, { submissionPendingCountsSchema }]) => {
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
