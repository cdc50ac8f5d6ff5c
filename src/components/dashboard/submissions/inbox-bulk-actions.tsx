'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { SubmissionStatus } from '@/shared/api/submissions';
import type { BulkTarget, SubmissionActions } from './use-submission-actions';

export interface InboxBulkActionsProps {
  target: BulkTarget;
  /** How many the target holds (the ticked rows, or the filter's matches). */
  count: number;
  /** `count` is where the server stopped counting the filter's matches: there are more, and all of them are acted on. */
  countCapped?: boolean;
  actions: SubmissionActions;
  /** Mark solved or pending (the inbox's views). */
  canUpdate: boolean;
  /** Move back to the inbox (the spam view). */
  canRestore: boolean;
  canDelete: boolean;
  /** After the server changed them all (it changes all or none). */
  onDone: () => void;
}

/** What can be done to the ticked (or all matching) submissions at once: mark solved or pending, restore from spam, delete after a confirmation. */
export function InboxBulkActions({ target, count, countCapped = false, actions, canUpdate, canRestore, canDelete, onDone }: InboxBulkActionsProps) {
  const t = useTranslations('dashboard.inbox.bulk');
  const format = useFormatter();
  const shown = `${format.number(count)}${countCapped ? '+' : ''}`;
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<boolean>) {
    setBusy(true);
    const done = await change();
    setBusy(false);
    if (done) onDone();
  }
  // Marking many back by hand is tedious: the toast offers to undo (bulk deletes have no way back).
  const mark = (status: SubmissionStatus) => () => void run(() => actions.bulkStatus(target, status, { label: t('undo'), onUndone: onDone }));

  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">{t('selected', { count, shown })}</span>
      {canUpdate ? (
        <>
          <Button variant="outline" size="sm" disabled={busy} onClick={mark('solved')}>{t('solve')}</Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={mark('pending')}>{t('pending')}</Button>
        </>
      ) : null}
      {canRestore ? <Button variant="outline" size="sm" disabled={busy} onClick={() => void run(() => actions.bulkRestore(target))}>{t('restore')}</Button> : null}
      {canDelete ? (
        <ConfirmDialog
          trigger={<Button variant="danger" size="sm" disabled={busy}>{t('delete')}</Button>}
          title={t('delete_title', { count, shown })}
          description={t('delete_description', { count })}
          confirmLabel={t('delete_confirm', { count, shown })}
          cancelLabel={t('cancel')}
          onConfirm={() => run(() => actions.bulkDelete(target))}
          destructive
        />
      ) : null}
    </div>
  );
}
