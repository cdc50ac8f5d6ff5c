'use client';

import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { resolveLocale } from '@/i18n/locales';
import { Button } from '@/components/ui/button';
import { mediaListSchema, MEDIA_SORT_COLUMNS, type MediaItem, type MediaUpdateInput } from '@/shared/api/media';
import { useRowSelection } from '../contents/row-selection';
import { DataTable } from '../data-table/data-table';
import { Pagination } from '../data-table/pagination';
import { ListToolbar } from '../data-table/list-toolbar';
import { useListRequest } from '../data-table/use-list-request';
import { useListUrlState } from '../data-table/use-list-url-state';
import { ViewOnlyNotice } from '../view-only-notice';
import { MEDIA_API, type MediaDetail } from './media-api';
import { useMediaColumns } from './media-columns';
import { MediaDeleteDialog } from './media-delete-dialog';
import { activeMediaFilters, MEDIA_FILTERS, mediaListQuery, mediaView } from './media-filter';
import { MediaFilters } from './media-filters';
import { MediaGrid } from './media-grid';
import { MediaPanel } from './media-panel';
import { EmptyLibrary, GridMessage } from './media-states';
import { MediaViewSwitch } from './media-view-switch';
import { ScreenDropZone } from './screen-drop-zone';
import { UploadButton } from './upload-button';
import { UploadQueuePanel } from './upload-queue-panel';
import { useMediaActions } from './use-media-actions';
import { useUploadQueue } from './use-upload-queue';

const DEFAULT_SORT = { sort: 'created_at', order: 'desc' } as const;
const EMPTY: MediaItem[] = [];

export interface MediaScreenProps {
  /** The content modules the viewer reads: the module filter's choices. */
  modules: { key: string; name: string }[];
  /** Files one upload may hold (the setting media_max_files). */
  maxFiles: number;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/**
 * The media library: thumbnails or a table (the choice, search, filters, sort and page in the URL);
 * files dropped anywhere on the screen or chosen with the button upload with their own progress;
 * a file opens in a side panel (preview, texts per locale, focal point, where it is used);
 * selected files are deleted together, and a delete of used files shows where first.
 */
export function MediaScreen({ modules, maxFiles, canCreate, canUpdate, canDelete }: MediaScreenProps) {
  const t = useTranslations('dashboard.media');
  const tTable = useTranslations('dashboard.table');
  const tValidation = useTranslations('validation');
  const uiLocale = resolveLocale(useLocale());
  const url = useListUrlState(MEDIA_FILTERS);
  const { state } = url;
  const view = mediaView(state);
  const query = useMemo(() => mediaListQuery(state), [state]);
  const list = useListRequest(MEDIA_API, query, mediaListSchema);
  const actions = useMediaActions();
  const items = list.result?.items ?? EMPTY;
  const { selected, toggle, clear } = useRowSelection(JSON.stringify(query));
  const pageIds = useMemo(() => items.map((item) => item.id), [items]);
  const moduleNames = useMemo(() => new Map(modules.map((module) => [module.key, module.name])), [modules]);

  const [open, setOpen] = useState<MediaDetail | null>(null);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ ids: number[]; name: string } | null>(null);
  const { reload } = list;

  const openItem = useCallback((item: MediaItem) => {
    setOpen(item);
    void actions.get(item.id).then((detail) => {
      setLoadedId(item.id);
      if (detail) setOpen((current) => (current?.id === detail.id ? detail : current));
    });
  }, [actions]);

  const queue = useUploadQueue({ maxFiles, onStored: reload });
  const upload = (files: File[]) => {
    if (files.length) queue.add(files, tValidation('too_many_files'));
  };

  async function save(change: MediaUpdateInput): Promise<boolean> {
    if (!open) return false;
    const saved = await actions.update(open.id, change);
    if (!saved) return false;
    setOpen((current) => (current?.id === saved.id ? { ...saved, used_by: saved.used_by ?? current.used_by } : current));
    reload();
    return true;
  }

  const askDelete = (targets: readonly MediaItem[]) => {
    if (canDelete && targets.length) setDeleting({ ids: targets.map((item) => item.id), name: targets[0].file_name });
  };
  const selectedItems = items.filter((item) => selected.has(item.id));
  const onListKey = (event: KeyboardEvent) => {
    // The grid answers Delete on a tile itself; elsewhere (the table's tick boxes) it deletes the selection.
    if (event.defaultPrevented || event.key !== 'Delete' || !selectedItems.length) return;
    if (!(event.target as HTMLElement).closest('input:not([type="checkbox"]), textarea, select')) {
      event.preventDefault();
      askDelete(selectedItems);
    }
  };

  const selectable = canDelete;
  const columns = useMediaColumns({ selection: selectable ? { pageIds, selected, toggle } : null, moduleNames, onOpen: openItem });
  const filtered = Boolean(state.search) || Object.entries(state.filters).some(([key, value]) => key !== 'view' && value);
  const libraryEmpty = list.status === 'ready' && list.result?.total === 0 && !filtered;
  const readOnly = [
    canCreate ? null : t('needs_create', { key: 'media.create' }),
    canUpdate ? null : t('needs_update', { key: 'media.update' }),
    canDelete ? null : t('needs_delete', { key: 'media.delete' }),
  ].filter(Boolean).join(' ') || null;
  const uploadButton = canCreate ? <UploadButton label={t('upload.button')} onFiles={upload} /> : null;

  const filters = <MediaFilters url={url} modules={modules} />;
  const toolbarEnd = (
    <>
      {selected.size ? (
        <div role="group" aria-label={t('bulk.label')} className="flex flex-wrap items-center gap-2">
          <span aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('bulk.selected', { count: selected.size })}</span>
          <Button variant="ghost" size="sm" onClick={clear}>{t('bulk.clear')}</Button>
          <Button variant="danger" size="sm" onClick={() => askDelete(selectedItems)}>{t('bulk.delete', { count: selected.size })}</Button>
        </div>
      ) : null}
      <MediaViewSwitch value={view} onChange={(next) => url.setFilter('view', next === 'grid' ? '' : next)} />
      {uploadButton}
    </>
  );

  let body;
  if (libraryEmpty) {
    body = (
      <>
        <div className="flex justify-end"><MediaViewSwitch value={view} onChange={(next) => url.setFilter('view', next === 'grid' ? '' : next)} /></div>
        <EmptyLibrary upload={uploadButton} />
      </>
    );
  } else if (view === 'list') {
    body = (
      <DataTable
        label={t('table_label')}
        columns={columns}
        sortable={MEDIA_SORT_COLUMNS}
        defaultSort={DEFAULT_SORT}
        url={url}
        list={list}
        rowId={(item) => String(item.id)}
        searchPlaceholder={t('search_placeholder')}
        emptyText={t('empty.title')}
        filters={filters}
        toolbarEnd={toolbarEnd}
        rowActions={(item) => ({
          label: t('row_actions', { name: item.file_name }),
          actions: [
            { key: 'details', label: t('open_details'), onSelect: () => openItem(item) },
            canDelete && { key: 'delete', label: t('details.delete'), destructive: true, onSelect: () => askDelete([item]) },
          ],
        })}
      />
    );
  } else {
    const result = list.result;
    body = (
      <div className="space-y-4">
        <ListToolbar
          search={{ label: tTable('search'), placeholder: t('search_placeholder'), value: state.search, onSearch: url.setSearch }}
          filters={filters}
          activeFilters={activeMediaFilters(state)}
          end={toolbarEnd}
        />
        <div aria-busy={list.status === 'loading'} className={list.status === 'loading' && result ? 'opacity-60' : undefined}>
          {list.status === 'error' ? <GridMessage status="error" message={list.errorMessage} onRetry={reload} />
            : !result ? <GridMessage status="loading" onRetry={reload} />
              : !items.length ? <GridMessage status="no_matches" onRetry={reload} />
                : (
                  <MediaGrid
                    label={t('grid_label')}
                    items={items}
                    selection={selectable ? { selected, toggle } : null}
                    onOpen={openItem}
                    onDelete={canDelete ? (item) => askDelete(selected.has(item.id) ? selectedItems : [item]) : undefined}
                    openId={open?.id ?? null}
                  />
                )}
        </div>
        {result && result.total > 0 ? <Pagination page={state.page} perPage={result.per_page} total={result.total} capped={result.total_capped} onPage={url.setPage} onPerPage={url.setPerPage} /> : null}
      </div>
    );
  }

  return (
    <div className="space-y-4" onKeyDown={onListKey}>
      {readOnly ? <ViewOnlyNotice>{readOnly}</ViewOnlyNotice> : null}
      {canCreate ? <ScreenDropZone onFiles={upload} /> : null}
      <UploadQueuePanel queue={queue} onOpen={openItem} />
      {body}
      <p className="hidden text-xs text-slate-600 sm:block dark:text-slate-400">{t('shortcuts')}</p>
      <MediaPanel
        item={open}
        uiLocale={uiLocale}
        moduleName={open?.module ? moduleNames.get(open.module) ?? open.module : null}
        loaded={loadedId === open?.id}
        onClose={() => setOpen(null)}
        onSave={canUpdate ? save : null}
        onDelete={canDelete && open ? () => askDelete([open]) : null}
        readOnly={readOnly}
      />
      <MediaDeleteDialog
        target={deleting}
        actions={actions}
        onClose={() => setDeleting(null)}
        onDeleted={(ids) => {
          if (open && ids.includes(open.id)) setOpen(null);
          clear();
          reload();
        }}
      />
    </div>
  );
}
