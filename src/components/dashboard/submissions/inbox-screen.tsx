'use client';

import { useEffect, useMemo, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { resolveLocale } from '@/i18n/locales';
import { buttonClasses } from '@/components/ui/button';
import { localizedText, type ModuleField } from '@/shared/fields';
import { submissionListSchema, type DashboardSubmission, type SubmissionUpdateInput } from '@/shared/api/submissions';
import { useRowSelection } from '../contents/row-selection';
import { DataTable } from '../data-table/data-table';
import { useListRequest } from '../data-table/use-list-request';
import { useListUrlState } from '../data-table/use-list-url-state';
import { ViewOnlyNotice } from '../view-only-notice';
import { DateRangeFilter } from './date-range-filter';
import { filterParams, INBOX_FILTERS, inboxFilter, inboxListQuery, inboxView } from './inbox-filter';
import { InboxBulkActions } from './inbox-bulk-actions';
import { inboxSortable, useInboxColumns } from './inbox-columns';
import { InboxViews } from './inbox-views';
import { setPendingCount } from './pending-counts';
import { ShortcutHints } from './shortcut-hints';
import { SubmissionPanel } from './submission-panel';
import { submissionsApiPath } from './submissions-api';
import { useInboxKeys } from './use-inbox-keys';
import { useSubmissionActions, type BulkTarget } from './use-submission-actions';

const DEFAULT_SORT = { sort: 'created_at', order: 'desc' } as const;
const EMPTY: DashboardSubmission[] = [];

export interface InboxScreenProps {
  moduleKey: string;
  moduleName: string;
  fields: ModuleField[];
  canUpdate: boolean;
  canDelete: boolean;
}

/**
 * A form module's inbox: the status views with their counts, search, dates, sort and pages in
 * the URL; a submission opens beside the list (`j`/`k` move, `s` solves or reopens); ticked rows,
 * or all the filter matches, take bulk actions; the CSV export takes the same filter.
 */
export function InboxScreen({ moduleKey, moduleName, fields, canUpdate, canDelete }: InboxScreenProps) {
  const t = useTranslations('dashboard.inbox');
  const format = useFormatter();
  const locale = resolveLocale(useLocale());
  const url = useListUrlState(INBOX_FILTERS);
  const { state } = url;
  const view = inboxView(state);
  const filter = useMemo(() => inboxFilter(state), [state]);
  const query = useMemo(() => inboxListQuery(state), [state]);
  const list = useListRequest(submissionsApiPath(moduleKey), query, submissionListSchema);
  const actions = useSubmissionActions(moduleKey);
  const items = list.result?.items ?? EMPTY;
  const counts = list.result?.counts ?? null;
  const total = list.result?.total ?? 0;
  const totalCapped = list.result?.total_capped ?? false;

  useEffect(() => {
    if (counts) setPendingCount(moduleKey, counts.pending);
  }, [counts, moduleKey]);

  const viewKey = JSON.stringify(query);
  const { selected, toggle, clear } = useRowSelection(viewKey);
  const [allMatchingOf, setAllMatchingOf] = useState<string | null>(null);
  const pageIds = useMemo(() => items.map((item) => item.id), [items]);
  const pageTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const allMatching = pageTicked && allMatchingOf === viewKey;
  const target: BulkTarget = allMatching ? { all: true, filter } : { ids: [...selected] };

  // The open submission (our latest copy of it) and where it was on the page.
  const [open, setOpen] = useState<{ submission: DashboardSubmission; index: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const openAt = (index: number) => {
    const submission = items[index];
    if (submission) setOpen({ submission, index });
  };

  function move(step: 1 | -1) {
    if (!open) return openAt(step === 1 ? 0 : items.length - 1);
    const at = items.findIndex((item) => item.id === open.submission.id);
    // Gone from the view (e.g. solved while showing pending): the one now in its place is next.
    openAt(at >= 0 ? at + step : open.index + (step === 1 ? 0 : -1));
  }

  async function change(id: number, update: SubmissionUpdateInput): Promise<boolean> {
    setBusy(true);
    const saved = await actions.update(id, update);
    setBusy(false);
    if (!saved) return false;
    setOpen((current) => (current?.submission.id === saved.id ? { ...current, submission: saved } : current));
    list.reload();
    return true;
  }
  const toggleStatus = () => {
    if (open && !open.submission.spam_reason && !busy) void change(open.submission.id, { status: open.submission.status === 'solved' ? 'pending' : 'solved' });
  };
  useInboxKeys({ next: () => move(1), previous: () => move(-1), solve: canUpdate ? toggleStatus : undefined });

  const columns = useInboxColumns({ fields, selection: canUpdate || canDelete ? { pageIds, selected, toggle } : null, onOpen: openAt });
  const searchable = fields.filter((field) => field.table?.searchable).map((field) => localizedText(field.label, locale) || field.key);
  const exportQuery = new URLSearchParams({ ...filterParams(filter), ...(state.order ? { order: state.order } : {}) }).toString();
  const readOnly = [
    canUpdate ? null : t('needs_update', { key: `${moduleKey}.update` }),
    canDelete ? null : t('needs_delete', { key: `${moduleKey}.delete` }),
  ].filter(Boolean).join(' ') || null;
  const position = { index: open ? (items.findIndex((item) => item.id === open.submission.id) + 1 || open.index + 1) : 0, count: items.length };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <InboxViews value={view} counts={counts} onChange={(next) => url.setFilter('view', next)} />
        <a href={`${submissionsApiPath(moduleKey, 'export.csv')}${exportQuery ? `?${exportQuery}` : ''}`} download className={buttonClasses('outline', 'md')} title={t('export_hint')}>
          {t('export')}
        </a>
      </div>
      {readOnly ? <ViewOnlyNotice>{readOnly}</ViewOnlyNotice> : null}
      <ShortcutHints canSolve={canUpdate} />
      <DataTable
        label={t('table_label', { name: moduleName })}
        columns={columns}
        sortable={inboxSortable(fields)}
        defaultSort={DEFAULT_SORT}
        url={url}
        list={list}
        rowId={(submission) => String(submission.id)}
        searchPlaceholder={searchable.length ? t('search_placeholder', { fields: searchable.join(', ') }) : t('search_any')}
        emptyText={t('empty', { name: moduleName })}
        filters={(
          <>
            <DateRangeFilter from={state.filters.from} to={state.filters.to} onChange={(end, day) => url.setFilter(end, day)} />
          </>
        )}
        toolbarEnd={selected.size ? (
          <>
            {pageTicked && total > items.length ? (
              <button type="button" onClick={() => setAllMatchingOf(allMatching ? null : viewKey)} className="text-sm font-medium text-primary-700 underline underline-offset-2 dark:text-primary-400">
                {allMatching ? t('bulk.page_only', { count: items.length }) : t('bulk.all_matching', { total, shown: `${format.number(total)}${totalCapped ? '+' : ''}` })}
              </button>
            ) : null}
            <InboxBulkActions
              target={target}
              count={allMatching ? total : selected.size}
              countCapped={allMatching && totalCapped}
              actions={actions}
              canUpdate={canUpdate && view !== 'spam'}
              canRestore={canUpdate && view === 'spam'}
              canDelete={canDelete}
              onDone={() => {
                clear();
                setAllMatchingOf(null);
                list.reload();
              }}
            />
          </>
        ) : null}
        rowActions={(submission) => ({
          label: t('row_actions', { id: submission.id }),
          actions: [
            { key: 'open', label: t('row_open'), onSelect: () => openAt(items.findIndex((item) => item.id === submission.id)) },
            // Spam leaves the views of pending and solved only through "Not spam" in its panel.
            canUpdate && !submission.spam_reason && {
              key: 'status',
              label: submission.status === 'solved' ? t('detail.reopen') : t('detail.solve'),
              disabled: busy,
              onSelect: () => void change(submission.id, { status: submission.status === 'solved' ? 'pending' : 'solved' }),
            },
          ],
        })}
      />
      <SubmissionPanel
        submission={open?.submission ?? null}
        fields={fields}
        position={position}
        onClose={() => setOpen(null)}
        onMove={move}
        onToggleStatus={canUpdate ? toggleStatus : null}
        onSaveNote={canUpdate && open ? (note) => change(open.submission.id, { note }) : null}
        onRestore={canUpdate && open ? () => void change(open.submission.id, { spam: false }) : null}
        onDelete={canDelete && open ? async () => {
          if (!(await actions.remove(open.submission.id))) return;
          setOpen(null);
          list.reload();
        } : null}
        readOnly={readOnly}
        busy={busy}
      />
    </div>
  );
}
