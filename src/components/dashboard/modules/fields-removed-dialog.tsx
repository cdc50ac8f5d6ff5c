'use client';

import { useTranslations } from 'next-intl';
import { AlertDialogShell } from '@/components/ui/alert-dialog-shell';

export interface FieldsRemovedDialogProps {
  /** The removed fields that hold values (their labels, or keys), or null when closed. */
  fields: string[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before saving a module whose removed fields still hold values; the values stay stored. */
export function FieldsRemovedDialog({ fields, busy, onConfirm, onCancel }: FieldsRemovedDialogProps) {
  const t = useTranslations('dashboard.module_builder.removed');
  return (
    <AlertDialogShell open={fields !== null} onOpenChange={(open) => !open && onCancel()} busy={busy}
      title={t('title', { count: fields?.length ?? 0 })} description={t('description', { count: fields?.length ?? 0 })}
      cancelLabel={t('cancel')} confirmLabel={t('confirm')} onConfirm={onConfirm} tone="primary">
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm font-medium text-slate-800 dark:text-slate-200">
        {(fields ?? []).map((name) => <li key={name}>{name}</li>)}
      </ul>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('kept')}</p>
    </AlertDialogShell>
  );
}
