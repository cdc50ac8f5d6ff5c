'use client';

import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import type { MediaUsage } from '@/shared/api/media-usages';
import { MediaUsedBy } from './media-used-by';
import type { MediaActions } from './use-media-actions';

export interface MediaDeleteDialogProps {
  /** The files to delete; null: the dialog is closed. */
  target: { ids: number[]; name: string } | null;
  actions: MediaActions;
  onClose: () => void;
  /** After the server deleted them all. */
  onDeleted: (ids: number[]) => void;
}

/**
 * Asks before deleting one file or many. When the server refuses because they are used (409), it
 * shows where, and a second confirmation deletes them and removes those references.
 */
export function MediaDeleteDialog({ target, actions, onClose, onDeleted }: MediaDeleteDialogProps) {
  const t = useTranslations('dashboard.media.delete');
  const [usedBy, setUsedBy] = useState<MediaUsage[] | null>(null);
  const [busy, setBusy] = useState(false);
  const count = target?.ids.length ?? 0;

  const close = () => {
    setUsedBy(null);
    onClose();
  };
  async function confirm() {
    if (!target) return;
    setBusy(true);
    const outcome = await actions.remove(target.ids, usedBy !== null);
    setBusy(false);
    if (outcome.done) {
      onDeleted(target.ids);
      close();
    } else if (outcome.usedBy) {
      setUsedBy(outcome.usedBy);
    } else {
      close();
    }
  }

  return (
    <AlertDialog.Root open={target !== null} onOpenChange={(open) => !open && !busy && close()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            {usedBy ? t('used_title', { count }) : t('title', { count, name: target?.name ?? '' })}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {usedBy ? t('used_description', { count }) : t('description', { count })}
          </AlertDialog.Description>
          {usedBy?.length ? (
            <div className="mt-4 min-h-0 overflow-y-auto" data-media-used-by>
              <MediaUsedBy items={usedBy} total={usedBy.length} />
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={busy}>{t('cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={() => void confirm()} disabled={busy} className={buttonClasses('danger', 'md')}>
              {usedBy ? t('confirm_used', { places: usedBy.length }) : t('confirm', { count })}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
