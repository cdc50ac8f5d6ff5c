'use client';

import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { apiRequest } from '@/lib/api';
import type { DashboardUser, UserList } from '@/shared/api/users';

/** One row of GET /api/dashboard/users as the palette shows it. */
export type UserHit = Pick<DashboardUser, 'id' | 'username' | 'email' | 'fullname'>;

const DEBOUNCE_MS = 250;
const LIMIT = 5;

/**
 * Users whose name or e-mail matches `query`, asked for a moment after typing stops. Any
 * failure (no such API yet, no permission, offline) is simply no result: the palette stays quiet.
 */
export function useUserSearch(query: string, enabled: boolean): UserHit[] {
  const locale = useLocale();
  const search = query.trim();
  const [found, setFound] = useState<{ search: string; hits: UserHit[] }>({ search: '', hits: [] });

  useEffect(() => {
    if (!enabled || !search) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await apiRequest<UserList>('GET', '/api/dashboard/users', { search, per_page: LIMIT }, { language: locale, silent: true, signal: controller.signal });
      const items = result.ok && Array.isArray(result.data?.items) ? result.data.items : [];
      if (!controller.signal.aborted) setFound({ search, hits: items.slice(0, LIMIT) });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, search, locale]);

  return enabled && search && found.search === search ? found.hits : [];
}
