'use client';

import type { AuthUser } from '@/shared/types';
import { useNotificationPolling } from './use-notification-polling';
import { useSessionCheck } from './use-session-check';
import { useSessionEnded } from './use-session-ended';

/** The signed-in client's background work: the session check and the notification poller. */
export default function AccountRuntime({ user }: { user: AuthUser }) {
  const onSessionEnded = useSessionEnded();
  useSessionCheck(user, onSessionEnded);
  useNotificationPolling(onSessionEnded);
  return null;
}
