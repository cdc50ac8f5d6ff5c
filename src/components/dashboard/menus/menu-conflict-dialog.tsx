'use client';

import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';

export interface MenuConflictDialogProps {
  open: boolean;
  busy: boolean;
  onLoadTheirs: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}

/** After a 409: someone saved the menu since it was opened; theirs, or save this draft over it. */
export function MenuConflictDialog({ open, busy, onLoadTheirs, onOverwrite, onCancel }: MenuConflictDialogProps) {
  const t = useTranslations('dashboard.menus_editor.conflict');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{t('title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('description')}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('ghost', 'md')} disabled={busy}>{t('cancel')}</AlertDialog.Cancel>
            <button type="button" className={buttonClasses('outline', 'md')} disabled={busy} onClick={onLoadTheirs}>{t('load_theirs')}</button>
            <button type="button" className={buttonClasses('primary', 'md')} disabled={busy} onClick={onOverwrite}>{t('overwrite')}</button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
