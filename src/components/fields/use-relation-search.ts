'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiRequest } from '@/lib/api';
import { contentsPath, RELATION_PAGE_SIZE, toRelationItem, type RelationItem } from './relation-items';

const DEBOUNCE_MS = 200;

export interface RelationSearch {
  items: RelationItem[];
  loading: boolean;
  failed: boolean;
}

/** The target module's contents matching `query` (all of them, first page, when blank), asked while the picker is open. */
export function useRelationSearch(moduleKey: string, query: string, open: boolean, uiLocale: Locale): RelationSearch {
  const search = query.trim();
  const [found, setFound] = useState<{ search: string; items: RelationItem[]; failed: boolean } | null>(null);

  useEffect(() => {
    if (!open || !moduleKey) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await apiRequest<{ items?: unknown[] }>(
        'GET',
        contentsPath(moduleKey),
        { search: search || undefined, per_page: RELATION_PAGE_SIZE },
        { language: uiLocale, silent: true, signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      const items = (result.ok && Array.isArray(result.data?.items) ? result.data.items : []).map(toRelationItem).filter((item) => item !== null);
      setFound({ search, items, failed: !result.ok });
    }, search ? DEBOUNCE_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [moduleKey, search, open, uiLocale]);

  const current = found?.search === search ? found : null;
  return { items: current?.items ?? [], loading: open && current === null, failed: current?.failed ?? false };
}
