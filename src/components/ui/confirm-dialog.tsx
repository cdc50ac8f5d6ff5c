'use client';

import { useState, type ReactNode } from 'react';
import { AlertDialogShell } from './alert-dialog-shell';

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
    <AlertDialogShell open={open} onOpenChange={setOpen} busy={busy} trigger={trigger} title={title} description={description}
      cancelLabel={cancelLabel} confirmLabel={confirmLabel} onConfirm={confirm} tone={destructive ? 'danger' : 'primary'}>
      {details ? <div className="mt-3">{details}</div> : null}
    </AlertDialogShell>
  );
}
