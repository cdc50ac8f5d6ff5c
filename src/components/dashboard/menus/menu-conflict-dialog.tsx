'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { AlertDialogShell } from '@/components/ui/alert-dialog-shell';

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
    <AlertDialogShell open={open} onOpenChange={(next) => !next && onCancel()} busy={busy} title={t('title')} description={t('description')}
      cancelLabel={t('cancel')} cancelVariant="ghost" confirmLabel={t('overwrite')} onConfirm={onOverwrite} tone="primary"
      actions={<button type="button" className={buttonClasses('outline', 'md')} disabled={busy} onClick={onLoadTheirs}>{t('load_theirs')}</button>} />
  );
}
