import { useSyncExternalStore } from 'react';
import type { AccountNotification } from '@/shared/api/account';

/**
 * The signed-in user's notifications, shared by the header badge, the poller and the
 * notifications screen. `null` until the first load, and again after sign-out. Kept free of
 * other imports: the header badge ships it on every page a signed-in user sees.
 */
let notifications: AccountNotification[] | null = null;
const listeners = new Set<() => void>();

export function setNotifications(next: AccountNotification[] | null): void {
  notifications = next;
  for (const listener of listeners) listener();
}

/** Forgets everything (sign-out, a failed session check). */
export function clearNotifications(): void {
  setNotifications(null);
}

export function unreadCount(list: readonly AccountNotification[] | null): number {
  return list ? list.filter((item) => item.status === 'unread').length : 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): AccountNotification[] | null {
  return useSyncExternalStore(subscribe, () => notifications, () => null);
}

export function useUnreadCount(): number {
  return unreadCount(useNotifications());
}
