'use client';

import { useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClasses } from './button';

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on confirmation; the dialog closes when it settles. */
  onConfirm: () => Promise<void> | void;
  destructive?: boolean;
  /** Shown under the description (e.g. what else the action touches). */
  details?: ReactNode;
  /** Told when the dialog opens or closes (e.g. to load its details only then). */
  onOpenChange?: (open: boolean) => void;
}

/** Asks before an action that cannot be undone; focus stays inside until it is answered. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel, onConfirm, destructive, details, onOpenChange }: ConfirmDialogProps) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">{description}</AlertDialog.Description>
          {details ? <div className="mt-3">{details}</div> : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={busy}>{cancelLabel}</AlertDialog.Cancel>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              className={buttonClasses(destructive ? 'danger' : 'primary', 'md')}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
