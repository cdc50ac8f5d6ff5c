'use client';

import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';

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
    <AlertDialog.Root open={fields !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{t('title', { count: fields?.length ?? 0 })}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('description', { count: fields?.length ?? 0 })}</AlertDialog.Description>
          <ul className="mt-3 list-disc space-y-1 ps-5 text-sm font-medium text-slate-800 dark:text-slate-200">
            {(fields ?? []).map((name) => <li key={name}>{name}</li>)}
          </ul>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('kept')}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={busy}>{t('cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={onConfirm} disabled={busy} className={buttonClasses('primary', 'md')}>{t('confirm')}</button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
