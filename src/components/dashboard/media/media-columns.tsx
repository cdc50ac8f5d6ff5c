'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatBytes } from '@/components/fields/upload-checks';
import type { MediaItem } from '@/shared/api/media';
import { dataTableColumns } from '../data-table/data-table';
import { selectColumn, type RowSelection } from '../data-table/select-column';
import { MediaThumb } from './media-thumb';
import { DateTime } from '@/components/time/date-time';

const column = dataTableColumns<MediaItem>();

/** The list view's columns: tick box, thumbnail and name (opens the panel), kind, size, dimensions, module, uploaded. */
export function useMediaColumns({ selection, moduleNames, onOpen }: {
  selection: RowSelection | null;
  moduleNames: ReadonlyMap<string, string>;
  onOpen: (item: MediaItem) => void;
}) {
  const t = useTranslations('dashboard.media');
  const locale = useLocale();
  return useMemo(() => [
    ...(selection ? [selectColumn<MediaItem>(selection, { page: t('select_page'), row: (item) => t('select_row', { name: item.file_name }) })] : []),
    column.accessor('file_name', {
      header: t('columns.file_name'),
      cell: ({ row }) => (
        <button type="button" onClick={() => onOpen(row.original)} className="flex max-w-48 items-center gap-3 text-start sm:max-w-xs font-medium text-slate-900 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:hover:text-primary-400">
          <MediaThumb item={row.original} alt="" className="size-10 shrink-0 rounded-md" />
          <span className="line-clamp-2 break-all" title={row.original.file_name}>{row.original.file_name}</span>
        </button>
      ),
    }),
    column.accessor('kind', { header: t('columns.kind'), cell: ({ getValue }) => t(`kinds.${getValue()}`) }),
    column.accessor('size', { header: t('columns.size'), cell: ({ getValue }) => formatBytes(getValue(), locale) }),
    column.display({
      id: 'dimensions',
      header: t('columns.dimensions'),
      cell: ({ row }) => (row.original.width && row.original.height ? `${row.original.width}×${row.original.height}` : '—'),
    }),
    column.accessor('module', { header: t('columns.module'), cell: ({ getValue }) => { const key = getValue(); return key ? moduleNames.get(key) ?? key : t('library'); } }),
    column.accessor('created_at', {
      header: t('columns.created_at'),
      cell: ({ getValue }) => <DateTime value={getValue()} style="date" />,
    }),
  ], [selection, moduleNames, onOpen, t, locale]);
}
