'use client';

import { useLayoutEffect, useRef } from 'react';

/**
 * For a dialog opened by state (from a row's menu), not by a Radix trigger of its own: Radix gives
 * the focus back to that trigger on closing, and without one it falls to the page. This remembers
 * what had the focus as the dialog opened and gives it back there, when it is still on the page.
 * Pass the result as the dialog content's `onCloseAutoFocus`.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the dialog's own effect moves the focus inside.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event) => {
    const target = opener.current;
    opener.current = null;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
