'use client';

import { useEffect, useRef } from 'react';
import { useLocale } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { apiRequest } from '@/lib/api';
import type { AuthUser } from '@/shared/types';

/** What a re-render from the server would change: the profile's edit time and the permissions. */
function fingerprint(user: Pick<AuthUser, 'id' | 'updated_at' | 'permissions'>): string {
  return JSON.stringify([user.id, user.updated_at, user.permissions]);
}

/**
 * The session check after every client navigation (spec §2): GET /api/auth, silently. A 401
 * ends the session on this client; a user who changed meanwhile (elsewhere, or by an admin)
 * is re-read from the server. The first render needs no check: the server just did it.
 */
export function useSessionCheck(user: AuthUser, onSessionEnded: () => void): void {
  const pathname = usePathname();
  const locale = useLocale();
  const router = useRouter();
  const checkedPath = useRef(pathname);
  const known = fingerprint(user);

  useEffect(() => {
    if (checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    const controller = new AbortController();
    void apiRequest<{ user: AuthUser }>('GET', '/api/auth', undefined, { language: locale, silent: true, signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.httpStatus === 401) onSessionEnded();
        else if (result.ok && result.data?.user && fingerprint(result.data.user) !== known) router.refresh();
      });
    return () => controller.abort();
  }, [pathname, locale, router, onSessionEnded, known]);
}
