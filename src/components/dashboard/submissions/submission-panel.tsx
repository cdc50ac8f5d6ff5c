'use client';

import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ModuleField } from '@/shared/fields';
import type { DashboardSubmission } from '@/shared/api/submissions';
import { PanelSection as Section } from '../panel-section';
import { ViewOnlyNotice } from '../view-only-notice';
import { ShortcutHints } from './shortcut-hints';
import { SubmissionMail } from './submission-mail';
import { SubmissionNote } from './submission-note';
import { SubmissionStatusBadge } from './submission-status-badge';
import { SubmissionValues } from './submission-values';
import { useDateFormat } from '@/components/time/use-date-format';

export interface SubmissionPanelProps {
  submission: DashboardSubmission | null;
  fields: readonly ModuleField[];
  /** Its place on the page (1-based), for "3 of 20" and the ends of next and previous. */
  position: { index: number; count: number };
  onClose: () => void;
  onMove: (step: 1 | -1) => void;
  /** Null: the viewer lacks the form's update or delete key (`readOnly` says which). */
  onToggleStatus: (() => void) | null;
  onSaveNote: ((note: string) => Promise<boolean>) | null;
  onRestore: (() => void) | null;
  onDelete: (() => Promise<void>) | null;
  /** Why some controls are missing, e.g. "Changing them needs contact.update". */
  readOnly: string | null;
  busy: boolean;
}


/** One submission in full, beside the list (a sheet from the right; the whole screen on a phone). */
export function SubmissionPanel({ submission, fields, position, onClose, onMove, onToggleStatus, onSaveNote, onRestore, onDelete, readOnly, busy }: SubmissionPanelProps) {
  const t = useTranslations('dashboard.inbox.detail');
  const tReason = useTranslations('dashboard.inbox.spam_reasons');
  const dates = useDateFormat();
  const when = (instant: string) => dates.instant(instant, 'date-time');

  return (
    <Dialog.Root open={submission !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content className="fixed inset-y-0 end-0 z-40 flex w-full flex-col bg-white shadow-2xl focus:outline-none sm:max-w-xl dark:bg-slate-900">
          {submission ? (
            <>
              <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
                <div className="min-w-0">
                  <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
                    {t('title', { id: submission.id })}
                    <SubmissionStatusBadge submission={submission} />
                  </Dialog.Title>
                  <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">
                    {t('received', { date: when(submission.created_at) })} · {t('position', position)}
                  </Dialog.Description>
                </div>
                <Dialog.Close className={buttonClasses('ghost', 'sm')}>{t('close')}</Dialog.Close>
              </div>

              <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" aria-keyshortcuts="k" disabled={position.index <= 1} onClick={() => onMove(-1)}>{t('previous')}</Button>
                  <Button variant="outline" size="sm" aria-keyshortcuts="j" disabled={position.index >= position.count} onClick={() => onMove(1)}>{t('next')}</Button>
                  {onToggleStatus && !submission.spam_reason ? (
                    <Button size="sm" aria-keyshortcuts="s" disabled={busy} onClick={onToggleStatus}>
                      {submission.status === 'solved' ? t('reopen') : t('solve')}
                    </Button>
                  ) : null}
                  {onRestore && submission.spam_reason ? <Button size="sm" disabled={busy} onClick={onRestore}>{t('restore')}</Button> : null}
                  {onDelete ? (
                    <ConfirmDialog
                      trigger={<Button variant="danger" size="sm" disabled={busy}>{t('delete')}</Button>}
                      title={t('delete_title', { id: submission.id })}
                      description={t('delete_description')}
                      confirmLabel={t('delete')}
                      cancelLabel={t('cancel')}
                      onConfirm={onDelete}
                      destructive
                    />
                  ) : null}
                </div>
                {readOnly ? <ViewOnlyNotice>{readOnly}</ViewOnlyNotice> : null}
                {submission.spam_reason ? (
                  <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                    {t('spam', { reason: tReason.has(submission.spam_reason) ? tReason(submission.spam_reason) : submission.spam_reason })}
                  </p>
                ) : null}
                {submission.solved_at ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {submission.solved_by
                      ? t('solved_by', { date: when(submission.solved_at), name: submission.solved_by.username })
                      : t('solved', { date: when(submission.solved_at) })}
                  </p>
                ) : null}

                <Section title={t('values')}>
                  <SubmissionValues fields={fields} data={submission.data} />
                </Section>
                <Section title={t('mail')}>
                  <SubmissionMail submission={submission} />
                </Section>
                <Section title={t('note')}>
                  <SubmissionNote key={submission.id} note={submission.note} onSave={onSaveNote} />
                </Section>
              </div>
              <div className="hidden border-t border-slate-200 px-5 py-3 sm:block dark:border-slate-800">
                <ShortcutHints canSolve={onToggleStatus !== null} />
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
