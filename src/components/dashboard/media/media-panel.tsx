'use client';

import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import type { MediaUpdateInput } from '@/shared/api/media';
import { PanelSection as Section } from '../panel-section';
import { ViewOnlyNotice } from '../view-only-notice';
import type { MediaDetail } from './media-api';
import { MediaDetailsForm } from './media-details-form';
import { MediaMetadata } from './media-metadata';
import { MediaUsedBy } from './media-used-by';

export interface MediaPanelProps {
  item: MediaDetail | null;
  uiLocale: Locale;
  moduleName: string | null;
  /** The item's own answer (with `used_by`) has come. */
  loaded: boolean;
  onClose: () => void;
  /** Null: the viewer lacks media.update (`readOnly` says so). */
  onSave: ((change: MediaUpdateInput) => Promise<boolean>) | null;
  /** Null: the viewer lacks media.delete. */
  onDelete: (() => void) | null;
  readOnly: string | null;
}


/** One file in full beside the grid (a sheet from the right; the whole screen on a phone); Escape closes it, Delete asks to delete it. */
export function MediaPanel({ item, uiLocale, moduleName, loaded, onClose, onSave, onDelete, readOnly }: MediaPanelProps) {
  const t = useTranslations('dashboard.media.details');
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content
          className="fixed inset-y-0 end-0 z-40 flex w-full flex-col bg-white shadow-2xl focus:outline-none sm:max-w-xl dark:bg-slate-900"
          onKeyDown={(event) => {
            if (event.key === 'Delete' && onDelete && !(event.target as HTMLElement).closest('input, textarea, select')) {
              event.preventDefault();
              onDelete();
            }
          }}
        >
          {item ? (
            <>
              <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
                <div className="min-w-0">
                  <Dialog.Title className="text-lg font-semibold break-all text-slate-900 dark:text-white">{item.file_name}</Dialog.Title>
                  <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">{t('description')}</Dialog.Description>
                </div>
                <Dialog.Close className={buttonClasses('ghost', 'sm')}>{t('close')}</Dialog.Close>
              </div>
              <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
                <div className="flex flex-wrap gap-2">
                  <a href={item.player ?? item.url} target="_blank" rel="noreferrer" className={buttonClasses('outline', 'sm')}>{t('open_file')}</a>
                  {onDelete ? <Button variant="danger" size="sm" aria-keyshortcuts="Delete" onClick={onDelete}>{t('delete')}</Button> : null}
                </div>
                {readOnly ? <ViewOnlyNotice>{readOnly}</ViewOnlyNotice> : null}
                <MediaDetailsForm key={`${item.id}:${item.updated_at}`} item={item} uiLocale={uiLocale} onSave={onSave} />
                {item.used_by || !loaded ? (
                  <Section title={t('used_by')}>
                    {item.used_by ? <MediaUsedBy items={item.used_by.items} total={item.used_by.total} /> : <p role="status" className="text-sm text-slate-600 dark:text-slate-400">{t('loading')}</p>}
                  </Section>
                ) : null}
                <Section title={t('metadata')}>
                  <MediaMetadata item={item} moduleName={moduleName} />
                </Section>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
