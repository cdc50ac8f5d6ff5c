'use client';

import type { RowData } from '@tanstack/react-table';
import { dataTableColumns } from './data-table';

const BOX = 'size-4 accent-primary-600';

/** The ticked rows of a list (see contents/row-selection.ts) and the ids of the page shown. */
export interface RowSelection {
  pageIds: readonly number[];
  selected: ReadonlySet<number>;
  toggle: (ids: readonly number[], on: boolean) => void;
}

export interface SelectColumnLabels<Row> {
  /** The header's box, e.g. "Select all items on this page". */
  page: string;
  row: (row: Row) => string;
}

/** The tick boxes of a list whose rows take bulk actions: one per row, and one for the page (half-ticked when some are). */
export function selectColumn<Row extends RowData & { id: number }>({ pageIds, selected, toggle }: RowSelection, labels: SelectColumnLabels<Row>) {
  const allTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return dataTableColumns<Row>().display({
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        className={BOX}
        aria-label={labels.page}
        checked={allTicked}
        ref={(box) => {
          if (box) box.indeterminate = !allTicked && pageIds.some((id) => selected.has(id));
        }}
        onChange={(event) => toggle(pageIds, event.target.checked)}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={BOX}
        aria-label={labels.row(row.original)}
        checked={selected.has(row.original.id)}
        onChange={(event) => toggle([row.original.id], event.target.checked)}
      />
    ),
  });
}
