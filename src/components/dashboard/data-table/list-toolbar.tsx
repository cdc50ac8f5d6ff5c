'use client';

import type { ReactNode } from 'react';
import { FilterSheet } from './filter-sheet';
import { SearchBox } from './search-box';

export interface ListToolbarProps {
  search: { label: string; placeholder: string; value: string; onSearch: (value: string) => void };
  /** The list's filter controls: beside the search from the small breakpoint up, behind a "Filters" button on a phone. */
  filters?: ReactNode;
  /** How many filters are set, shown on the phone's button. */
  activeFilters?: number;
  /** Buttons at the end (e.g. "New role", bulk actions). */
  end?: ReactNode;
}

/** Every list's toolbar: search, filters (a sheet on a phone, so the rows come first), the list's own buttons. */
export function ListToolbar({ search, filters, activeFilters = 0, end }: ListToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox label={search.label} placeholder={search.placeholder} value={search.value} onSearch={search.onSearch} />
      {filters ? (
        <>
          <div className="hidden sm:contents">{filters}</div>
          <FilterSheet active={activeFilters}>{filters}</FilterSheet>
        </>
      ) : null}
      {end ? <div className="flex flex-wrap items-center gap-2 sm:ms-auto">{end}</div> : null}
    </div>
  );
}
