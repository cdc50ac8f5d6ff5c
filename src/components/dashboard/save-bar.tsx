import type { ReactNode } from 'react';

export interface SaveBarProps {
  /** The form's primary action(s), e.g. the submit button; last, at the end edge. */
  children: ReactNode;
  /** A state to read beside them ("Unsaved changes"); announced politely. */
  status?: ReactNode;
  /** A way out at the start edge (Back, Cancel). */
  start?: ReactNode;
}

/**
 * Every dashboard form's save bar: the way out, the form's state and its Save, kept at the bottom
 * of the window while the form scrolls (on a phone it spans the screen), so Save is in reach
 * without scrolling past every field.
 */
export function SaveBar({ children, status, start }: SaveBarProps) {
  return (
    <div
      data-save-bar=""
      className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-900/90"
    >
      {start ? <div className="me-auto flex items-center gap-3">{start}</div> : null}
      <div role="status" className="text-sm text-amber-800 empty:hidden dark:text-amber-300">{status}</div>
      {children}
    </div>
  );
}
