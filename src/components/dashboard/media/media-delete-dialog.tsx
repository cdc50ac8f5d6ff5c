'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertDialogShell } from '@/components/ui/alert-dialog-shell';
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
    <AlertDialogShell open={target !== null} onOpenChange={(open) => !open && close()} busy={busy}
      wide
      title={usedBy ? t('used_title', { count }) : t('title', { count, name: target?.name ?? '' })}
      description={usedBy ? t('used_description', { count }) : t('description', { count })}
      cancelLabel={t('cancel')} confirmLabel={usedBy ? t('confirm_used', { places: usedBy.length }) : t('confirm', { count })} onConfirm={confirm} tone="danger">
      {usedBy?.length ? (
        <div className="mt-4 min-h-0 overflow-y-auto" data-media-used-by>
          <MediaUsedBy items={usedBy} total={usedBy.length} />
        </div>
      ) : null}
    </AlertDialogShell>
  );
}
