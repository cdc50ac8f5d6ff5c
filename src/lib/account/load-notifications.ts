import { apiRequest } from '@/lib/api';
import { setNotifications } from './notifications-store';
import type { AccountNotification } from '@/shared/api/account';

export type NotificationsLoad = 'loaded' | 'signed-out' | 'failed';

/** Loads the list into the store, silently (polling must not move the progress bar). */
export async function loadNotifications(language: string): Promise<NotificationsLoad> {
  const result = await apiRequest<AccountNotification[]>('GET', '/api/auth/notifications', undefined, { language, silent: true });
  if (result.httpStatus === 401) return 'signed-out';
  if (!result.ok || !Array.isArray(result.data)) return 'failed';
  setNotifications(result.data);
  return 'loaded';
}
