'use client';

import { useMemo, useState } from 'react';
import type { ListUrlControls, ListUrlState, SortOrder } from '../data-table/use-list-url-state';

/**
 * useListUrlState's controls over state held here instead of the URL (a list inside a dialog,
 * whose page keeps its own URL). Any change but the page goes back to page 1.
 */
export function useLocalListState<Filter extends string>(initial: Record<Filter, string>): ListUrlControls<Filter> {
  const [state, setState] = useState<ListUrlState<Filter>>({ page: 1, perPage: '', sort: undefined, order: undefined, search: '', filters: initial });
  return useMemo(() => ({
    state,
    query: {},
    setPage: (page: number) => setState((current) => ({ ...current, page })),
    setPerPage: (perPage: number) => setState((current) => ({ ...current, perPage: String(perPage), page: 1 })),
    setSort: (sort: string, order: SortOrder) => setState((current) => ({ ...current, sort, order, page: 1 })),
    setSearch: (search: string) => setState((current) => ({ ...current, search: search.trim(), page: 1 })),
    setFilter: (key: Filter, value: string) => setState((current) => ({ ...current, filters: { ...current.filters, [key]: value }, page: 1 })),
  }), [state]);
}
