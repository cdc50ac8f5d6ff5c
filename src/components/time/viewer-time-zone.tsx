'use client';

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useCurrentUser } from '@/components/app/app-data';
import { browserTimeZone } from '@/shared/time/format';
import { NEUTRAL_TIME_ZONE } from '@/shared/time/zones';
import { TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_MAX_AGE } from '@/shared/time/zone-cookie';
import { cookieValue } from '@/shared/shell-hints';

/** The zone the server rendered this page's timestamps in (see viewerTimeZone), null when it did not know one. */
const RenderedZone = createContext<string | null>(null);

const noChanges = () => () => {};

/**
 * The zone every timestamp is shown in: the one the user chose in the account settings, else the
 * browser's. The server cannot know the browser's: it renders in `rendered` (the zone the browser
 * reported on an earlier visit) or UTC, hydration keeps that, and the browser's own follows right
 * after (the same text from the second visit on, so nothing moves).
 */
export function useViewerTimeZone(): string {
  const chosen = useCurrentUser()?.time_zone ?? null;
  const rendered = useContext(RenderedZone);
  const browser = useSyncExternalStore(noChanges, browserTimeZone, () => null);
  return chosen ?? browser ?? rendered ?? NEUTRAL_TIME_ZONE;
}

/** Remembers the browser's zone in its cookie so the next server render starts in it. */
function RememberBrowserZone() {
  useEffect(() => {
    const zone = browserTimeZone();
    if (!zone || decodeURIComponent(cookieValue(document.cookie, TIME_ZONE_COOKIE)) === zone) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${TIME_ZONE_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);
  return null;
}

/** Wraps pages that are never cached (dashboard, account area): `zone` is what the server rendered in. */
export function ViewerTimeZoneProvider({ zone, children }: { zone: string | null; children: ReactNode }) {
  return (
    <RenderedZone.Provider value={zone}>
      <RememberBrowserZone />
      {children}
    </RenderedZone.Provider>
  );
}
