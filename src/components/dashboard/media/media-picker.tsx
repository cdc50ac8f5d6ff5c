'use client';

import { useMemo } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { mediaListSchema, type MediaItem, type MediaKind } from '@/shared/api/media';
import { Pagination } from '../data-table/pagination';
import { ListToolbar } from '../data-table/list-toolbar';
import { useListRequest } from '../data-table/use-list-request';
import { MEDIA_API } from './media-api';
import { activeMediaFilters, mediaListQuery, MEDIA_FILTERS, type MediaFilterKey } from './media-filter';
import { MediaFilters } from './media-filters';
import { MediaGrid } from './media-grid';
import { GridMessage } from './media-states';
import { UploadButton } from './upload-button';
import { UploadQueuePanel } from './upload-queue-panel';
import { useLocalListState } from './use-local-list-state';
import { useUploadQueue } from './use-upload-queue';

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field's name, in the dialog's description. */
  fieldName: string;
  /** The field's type's kind (image, video); none for a plain file field. */
  kind: MediaKind | null;
  /** Uploads here follow this content module's upload rules. */
  moduleKey: string;
  /** `accept` of the file chooser (the field's types). */
  accept?: string;
  /** Files one upload may hold (the field's). */
  maxFiles: number;
  /** Null: the viewer lacks media.create, so no upload here. */
  canUpload: boolean;
  onChoose: (item: MediaItem) => void;
}

const NO_FILTERS = Object.fromEntries(MEDIA_FILTERS.map((key) => [key, ''])) as Record<MediaFilterKey, string>;

/** A content field's way into the library: search, the grid (kind preset by the field), upload in place; choosing a file puts its URL in the field. */
export function MediaPicker({ open, onOpenChange, fieldName, kind, moduleKey, accept, maxFiles, canUpload, onChoose }: MediaPickerProps) {
  const t = useTranslations('dashboard.media');
  const tTable = useTranslations('dashboard.table');
  const tValidation = useTranslations('validation');
  const initial = useMemo(() => ({ ...NO_FILTERS, kind: kind ?? '' }), [kind]);
  const controls = useLocalListState(initial);
  const { state } = controls;
  const query = useMemo(() => mediaListQuery(state), [state]);
  const list = useListRequest(MEDIA_API, query, mediaListSchema);
  const queue = useUploadQueue({ module: moduleKey, maxFiles, onStored: list.reload });
  const result = list.result;
  const items = result?.items ?? [];
  const choose = (item: MediaItem) => {
    onChoose(item);
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-0 z-40 flex flex-col bg-white shadow-2xl focus:outline-none sm:inset-6 sm:mx-auto sm:max-w-5xl sm:rounded-2xl dark:bg-slate-900">
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{t('picker.title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">{t('picker.description', { field: fieldName })}</Dialog.Description>
            </div>
            <Dialog.Close className={buttonClasses('ghost')}>{t('picker.close')}</Dialog.Close>
          </div>
          <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
            <ListToolbar
              search={{ label: tTable('search'), placeholder: t('search_placeholder'), value: state.search, onSearch: controls.setSearch }}
              filters={<MediaFilters url={controls} modules={[]} kindFixed={kind !== null} />}
              activeFilters={activeMediaFilters(state)}
              end={canUpload ? <UploadButton variant="outline" label={t('picker.upload')} accept={accept} onFiles={(files) => files.length && queue.add(files, tValidation('too_many_files'))} /> : null}
            />
            <UploadQueuePanel queue={queue} onOpen={choose} />
            <div aria-busy={list.status === 'loading'}>
              {list.status === 'error' ? <GridMessage status="error" message={list.errorMessage} onRetry={list.reload} />
                : !result ? <GridMessage status="loading" onRetry={list.reload} />
                  : !items.length ? <GridMessage status="no_matches" onRetry={list.reload} />
                    : <MediaGrid label={t('grid_label')} items={items} selection={null} onOpen={choose} />}
            </div>
            {result && result.total > 0 ? <Pagination page={state.page} perPage={result.per_page} total={result.total} capped={result.total_capped} onPage={controls.setPage} onPerPage={controls.setPerPage} /> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
