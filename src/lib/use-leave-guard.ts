'use client';

import { useEffect } from 'react';
import { clickLeavesPage, holdUnsavedWork, mayLeave } from './leave-guard';

/** The extra history entry that lets the back button be asked about (see below). */
const SENTINEL = '__leaveGuard';

/**
 * While `dirty`, leaving asks `question` first (every dashboard editor uses it):
 * - closing or reloading the tab: the browser's own prompt (beforeunload);
 * - following a link inside the app: the App Router has no navigation event to hook, so same-tab
 *   link clicks are caught before Next.js handles them;
 * - the back button: an entry for this same page is pushed on top of the history, so "back" first
 *   lands on this page again (nothing changes on screen); then the question, and on "leave" the
 *   real step back, else the entry again. (Next.js adopts a pushState of its own page.)
 * - anything else that navigates in code (the command palette) asks `mayLeave()` first.
 */
export function useLeaveGuard(dirty: boolean, question: string) {
  useEffect(() => {
    if (!dirty) return;
    const release = holdUnsavedWork(question);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (!clickLeavesPage(event, { href: link.href, target: link.target, download: link.hasAttribute('download') }, window.location.href)) return;
      if (!mayLeave()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    if (!(window.history.state as Record<string, unknown> | null)?.[SENTINEL]) {
      window.history.pushState({ ...(window.history.state as object | null), [SENTINEL]: true }, '', window.location.href);
    }
    let leaving = false;
    const onPopState = () => {
      if (leaving || (window.history.state as Record<string, unknown> | null)?.[SENTINEL]) return;
      if (mayLeave()) {
        leaving = true;
        release();
        window.history.back();
      } else {
        window.history.pushState({ ...(window.history.state as object | null), [SENTINEL]: true }, '', window.location.href);
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      release();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question]);
}
