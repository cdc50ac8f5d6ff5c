'use client';

import { unreadCount, useNotifications } from '@/lib/account/notifications-store';

/** Shown up to this number; more reads "99+". */
const MAX_SHOWN = 99;

/**
 * The unread count on the header's account link, fed by the signed-in runtime's poller;
 * `fallbackCount` (a public page's personal parts) until its first load. `label` is the
 * screen-reader text with a `{count}` placeholder.
 */
export function NotificationBadge({ label, fallbackCount = 0 }: { label: string; fallbackCount?: number }) {
  const notifications = useNotifications();
  const count = notifications ? unreadCount(notifications) : fallbackCount;
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden className="absolute -top-0.5 -end-0.5 grid h-[1.125rem] min-w-[1.125rem] place-items-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white">
        {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
      </span>
      <span className="sr-only">{label.replace('{count}', String(count))}</span>
    </>
  );
}
