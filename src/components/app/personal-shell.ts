'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { apiRequest } from '@/lib/api';
import type { SiteMenus } from '@/shared/nav-link';
import { hasCookie, SESSION_HINT_COOKIE, SIGNED_IN_ATTRIBUTE } from '@/shared/shell-hints';
import type { AuthUser } from '@/shared/types';

/** GET /api/auth/shell: what a public page, rendered the same for everyone, shows a signed-in user. */
export interface PersonalShell {
  user: AuthUser;
  unread_notifications: number;
  menus: SiteMenus;
}

/**
 * The personal parts of a page rendered for a guest while the browser holds a session: asked
 * for once per server render (`render` changes with each), in the page's language. A 401 means
 * the session has ended: its cookies are cleared and the page stays a guest's.
 */
export function usePersonalShell(serverUser: AuthUser | null, render: unknown): PersonalShell | null {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ render: unknown; shell: PersonalShell } | null>(null);
  const wanted = serverUser === null;

  useEffect(() => {
    if (!wanted || !hasCookie(document.cookie, SESSION_HINT_COOKIE)) {
      // The guest links were kept hidden for a user (PersonalBootScript): none is coming.
      document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
      return;
    }
    const controller = new AbortController();
    const options = { language: locale, silent: true, signal: controller.signal };
    void apiRequest<PersonalShell>('GET', '/api/auth/shell', undefined, options).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data) return setLoaded({ render, shell: result.data });
      document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
      if (result.httpStatus === 401) void apiRequest('GET', '/api/auth/sign-out', undefined, { language: locale, silent: true });
    });
    return () => controller.abort();
  }, [wanted, render, locale]);

  return wanted && loaded !== null && loaded.render === render ? loaded.shell : null;
}
