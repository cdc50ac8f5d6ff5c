'use client';

import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { clsx } from 'clsx';
import { FormAlert } from '@/components/forms/form-alert';
import { buttonClasses } from './button';

const CONTENT = 'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900';
const TEXT = 'mt-2 text-sm text-slate-600 dark:text-slate-400';

export interface AlertDialogShellProps {
  open: boolean;
  /** Told when the dialog asks to open or close; never while busy. */
  onOpenChange: (open: boolean) => void;
  /** Disables Cancel and the confirm button, and refuses to close. */
  busy?: boolean;
  /** The button that opens the dialog; without one, the caller opens it by state. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Announces the description again when it changes (e.g. a count that loads after opening). */
  liveDescription?: boolean;
  /** A second line in the description's style (e.g. "This cannot be undone"). */
  note?: ReactNode;
  /** Between the description and the problem. */
  children?: ReactNode;
  /** The server's answer to a failed confirm, in a live region; undefined: no such region. */
  problem?: string | null;
  cancelLabel: string;
  cancelVariant?: 'outline' | 'ghost';
  /** More buttons between Cancel and the confirm button. */
  actions?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => unknown;
  tone?: 'danger' | 'primary';
  /** Disables the confirm button besides while busy (e.g. until what it does is known). */
  confirmDisabled?: boolean;
  onCloseAutoFocus?: (event: Event) => void;
  /** Wider, its body scrolling within the screen's height (a long list in it). */
  wide?: boolean;
}

/** The scaffold of every confirmation dialog: focus stays inside until it is answered. */
export function AlertDialogShell({
  open, onOpenChange, busy = false, trigger, title, description, liveDescription, note, children, problem,
  cancelLabel, cancelVariant = 'outline', actions, confirmLabel, onConfirm, tone = 'primary', confirmDisabled, onCloseAutoFocus, wide,
}: AlertDialogShellProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content onCloseAutoFocus={onCloseAutoFocus} className={clsx(CONTENT, wide ? 'flex max-h-[calc(100dvh-2rem)] max-w-lg flex-col' : 'max-w-md')}>
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{title}</AlertDialog.Title>
          <AlertDialog.Description className={TEXT} aria-live={liveDescription ? 'polite' : undefined}>{description}</AlertDialog.Description>
          {note ? <p className={TEXT}>{note}</p> : null}
          {children}
          {problem !== undefined ? <div className="mt-4 empty:hidden"><FormAlert message={problem} /></div> : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses(cancelVariant, 'md')} disabled={busy}>{cancelLabel}</AlertDialog.Cancel>
            {actions}
            <button type="button" onClick={() => void onConfirm()} disabled={busy || confirmDisabled} className={buttonClasses(tone, 'md')}>{confirmLabel}</button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
