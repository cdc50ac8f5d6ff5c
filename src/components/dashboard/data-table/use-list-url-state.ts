'use client';

import { useCallback, useMemo } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { LIST_PAGE_SIZE } from '@/shared/api/list';

export type SortOrder = 'asc' | 'desc';

/** A list's view as the query string holds it: a reload or a shared link shows the same page. */
export interface ListUrlState<Filter extends string> {
  page: number;
  /** Rows per page as the URL holds it ('' = the list's default). */
  perPage: string;
  sort: string | undefined;
  order: SortOrder | undefined;
  search: string;
  filters: Record<Filter, string>;
}

type Change = Record<string, string | number | undefined>;

/**
 * Reads `page, per_page, sort, order, search` and the list's filters from the URL and writes changes back
 * through the History API (Next.js keeps `useSearchParams` in step without a server round trip).
 * Any change but the page itself goes back to page 1. Typing a search replaces the entry;
 * everything else adds one, so Back returns to the previous view.
 */
export function useListUrlState<Filter extends string>(filterKeys: readonly Filter[]) {
  const params = useSearchParams();
  const pathname = usePathname();
  const keys = filterKeys.join(',');

  const state = useMemo((): ListUrlState<Filter> => {
    const order = params.get('order');
    return {
      page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
      perPage: params.get('per_page') ?? '',
      sort: params.get('sort') ?? undefined,
      order: order === 'asc' || order === 'desc' ? order : undefined,
      search: params.get('search') ?? '',
      filters: Object.fromEntries(keys.split(',').filter(Boolean).map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>,
    };
  }, [params, keys]);

  const update = useCallback((change: Change, { replace = false } = {}) => {
    const next = new URLSearchParams(params.toString());
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in change)) next.delete('page');
    const query = next.toString();
    const url = query ? `${pathname}?${query}` : pathname;
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  }, [params, pathname]);

  /** The list call's query: only what is set, so an empty filter is no filter. */
  const query = useMemo(() => {
    const { filters, perPage, ...common } = state;
    const all: Record<string, string | number | undefined> = { ...common, per_page: perPage, ...filters };
    return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined && value !== ''));
  }, [state]);

  return useMemo(() => ({
    state,
    query,
    setPage: (page: number) => update({ page }),
    /** The default size leaves the URL. */
    setPerPage: (perPage: number) => update({ per_page: perPage === LIST_PAGE_SIZE.default ? undefined : perPage }),
    setSort: (sort: string, order: SortOrder) => update({ sort, order }),
    setSearch: (search: string) => update({ search: search.trim() }, { replace: true }),
    setFilter: (key: Filter, value: string) => update({ [key]: value }),
  }), [state, query, update]);
}

export type ListUrlControls<Filter extends string> = ReturnType<typeof useListUrlState<Filter>>;
