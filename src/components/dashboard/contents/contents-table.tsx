'use client';

import { useMemo } from 'react';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { resolveLocale } from '@/i18n/locales';
import { CONTENT_STATUSES, contentListSchema, type DashboardContent } from '@/shared/api/contents';
import { fieldDisplayText, fieldTypes, localizedText, type ModuleField } from '@/shared/fields';
import { DataTable, dataTableColumns } from '../data-table/data-table';
import { FilterSelect } from '../data-table/filter-select';
import { selectColumn } from '../data-table/select-column';
import { useListRequest } from '../data-table/use-list-request';
import { useListUrlState } from '../data-table/use-list-url-state';
import { BulkActions } from './bulk-actions';
import { ContentStatusBadge } from './content-status-badge';
import { contentsApiPath } from './contents-api';
import { useRowSelection } from './row-selection';
import { DateTime } from '@/components/time/date-time';

const FILTERS = ['status'] as const;
const DEFAULT_SORT = { sort: 'updated_at', order: 'desc' } as const;
const column = dataTableColumns<DashboardContent>();

export interface ContentsTableProps {
  moduleKey: string;
  moduleName: string;
  fields: ModuleField[];
  /** The localised path of the module's screen; an item's editor is `{contentsPath}/{id}`. */
  contentsPath: string;
  canUpdate: boolean;
  canDelete: boolean;
}

/** A module's contents: the columns, sorting and search follow its fields' table flags; ticked rows take bulk actions. */
export function ContentsTable({ moduleKey, moduleName, fields, contentsPath, canUpdate, canDelete }: ContentsTableProps) {
  const t = useTranslations('dashboard.contents');
  const tTable = useTranslations('dashboard.table');
  const locale = resolveLocale(useLocale());
  const url = useListUrlState(FILTERS);
  const { state } = url;
  const list = useListRequest(contentsApiPath(moduleKey), url.query, contentListSchema);
  const { selected, toggle, clear } = useRowSelection(JSON.stringify(url.query));
  const selectable = canUpdate || canDelete;
  const pageIds = useMemo(() => list.result?.items.map((item) => item.id) ?? [], [list.result]);

  const tableFields = useMemo(() => fields.filter((field) => field.table?.visible), [fields]);
  const sortable = useMemo(() => ['title', 'status', 'updated_at', ...fields
    .filter((field) => field.table?.sortable && fieldTypes[field.type].sort !== 'none')
    .map((field) => `content.${field.key}`)], [fields]);

  const columns = useMemo(() => [
    ...(selectable ? [selectColumn<DashboardContent>({ pageIds, selected, toggle }, {
      page: t('select_page'),
      row: (content) => t('select_row', { title: localizedText(content.title, locale) }),
    })] : []),
    column.accessor('title', {
      header: t('columns.title'),
      cell: ({ row }) => (
        <NextLink href={`${contentsPath}/${row.original.id}`} className="block max-w-xs truncate font-medium text-slate-900 hover:text-primary-700 hover:underline dark:text-white dark:hover:text-primary-400">
          {localizedText(row.original.title, locale) || t('untitled')}
        </NextLink>
      ),
    }),
    column.accessor('slug', {
      header: t('columns.slug'),
      cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()[locale] || getValue().en}</span>,
    }),
    ...tableFields.map((field) => column.accessor((row) => fieldDisplayText(field, row.content[field.key], locale), {
      id: `content.${field.key}`,
      header: localizedText(field.label, locale) || field.key,
      cell: ({ getValue }) => <span className="block max-w-56 truncate" title={getValue()}>{getValue()}</span>,
    })),
    column.accessor('status', { header: t('columns.status'), cell: ({ getValue }) => <ContentStatusBadge status={getValue()} /> }),
    column.accessor('updated_at', {
      header: t('columns.updated_at'),
      cell: ({ row }) => (
        <div>
          <DateTime value={row.original.updated_at} style="date" />
          {row.original.updated_by_name ? <p className="text-xs text-slate-500 dark:text-slate-400">{t('by', { name: row.original.updated_by_name })}</p> : null}
        </div>
      ),
    }),
  ], [t, locale, contentsPath, tableFields, selectable, pageIds, selected, toggle]);

  return (
    <DataTable
      label={t('table_label', { name: moduleName })}
      columns={columns}
      sortable={sortable}
      defaultSort={DEFAULT_SORT}
      url={url}
      list={list}
      rowId={(content) => String(content.id)}
      searchPlaceholder={t('search_placeholder')}
      emptyText={t('empty')}
      filters={(
        <FilterSelect
          label={t('columns.status')}
          allLabel={tTable('all')}
          value={state.filters.status}
          options={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          onChange={(value) => url.setFilter('status', value)}
        />
      )}
      toolbarEnd={selectable && selected.size ? (
        <BulkActions
          moduleKey={moduleKey}
          ids={[...selected]}
          canUpdate={canUpdate}
          canDelete={canDelete}
          onDone={() => {
            clear();
            list.reload();
          }}
        />
      ) : null}
      rowActions={(content) => ({
        label: t('row_actions', { title: localizedText(content.title, locale) }),
        actions: [
          { key: 'edit', label: t('edit'), href: `${contentsPath}/${content.id}` },
          { key: 'preview', label: t('preview'), href: `${contentsPath}/${content.id}/preview` },
        ],
      })}
    />
  );
}
