'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { resolveLocale } from '@/i18n/locales';
import { fieldDisplayText, fieldTypes, localizedText, type ModuleField } from '@/shared/fields';
import { SUBMISSION_SORT_COLUMNS, type DashboardSubmission } from '@/shared/api/submissions';
import { dataTableColumns } from '../data-table/data-table';
import { selectColumn, type RowSelection } from '../data-table/select-column';
import { SubmissionStatusBadge } from './submission-status-badge';
import { DateTime } from '@/components/time/date-time';

const column = dataTableColumns<DashboardSubmission>();

export interface InboxColumnsInput {
  fields: readonly ModuleField[];
  /** The page's rows and those ticked; null: the viewer can change nothing, so nothing is ticked. */
  selection: RowSelection | null;
  onOpen: (index: number) => void;
}

/** The columns the server may sort by: its own and the fields the form flags sortable (when their type sorts). */
export function inboxSortable(fields: readonly ModuleField[]): string[] {
  return [...SUBMISSION_SORT_COLUMNS, ...fields
    .filter((field) => field.table?.sortable && fieldTypes[field.type].sort !== 'none')
    .map((field) => `data.${field.key}`)];
}

/** The inbox's columns: a tick box, the number (which opens it), the fields the form flags visible, status and arrival. */
export function useInboxColumns({ fields, selection, onOpen }: InboxColumnsInput) {
  const t = useTranslations('dashboard.inbox');
  const locale = resolveLocale(useLocale());

  return useMemo(() => [
    ...(selection ? [selectColumn<DashboardSubmission>(selection, {
      page: t('select_page'),
      row: (submission) => t('select_row', { id: submission.id }),
    })] : []),
    column.accessor('id', {
      header: '#',
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.index)}
          aria-label={t('open', { id: row.original.id })}
          className="rounded font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-400"
        >
          #{row.original.id}
        </button>
      ),
    }),
    ...fields.filter((field) => field.table?.visible).map((field) => column.accessor((row) => fieldDisplayText(field, row.data[field.key], locale), {
      id: `data.${field.key}`,
      header: localizedText(field.label, locale) || field.key,
      cell: ({ getValue }) => <span className="block max-w-56 truncate" title={getValue()}>{getValue()}</span>,
    })),
    column.accessor('status', {
      header: t('columns.status'),
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <SubmissionStatusBadge submission={row.original} />
          {row.original.mail_state === 'failed' ? <span className="text-xs text-red-700 dark:text-red-400">{t('mail.failed_short')}</span> : null}
        </span>
      ),
    }),
    column.accessor('created_at', {
      header: t('columns.created_at'),
      cell: ({ getValue }) => (
        <DateTime value={getValue()} style="date-time" />
      ),
    }),
  ], [t, locale, fields, selection, onOpen]);
}
