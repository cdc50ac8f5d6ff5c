'use client';

import { useEffect, useRef } from 'react';

export interface InboxKeys {
  next: () => void;
  previous: () => void;
  /** Solve or reopen; absent without the update key. */
  solve?: () => void;
}

/** Typing somewhere, or a confirmation open: the keys are not shortcuts then. */
function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return true;
  const target = event.target as HTMLElement | null;
  const typing = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable=""], [contenteditable="true"]';
  if (target?.closest(typing)) return true;
  return document.querySelector('[role="alertdialog"]') !== null;
}

/** `j` next, `k` previous, `s` solve or reopen, anywhere on the inbox screen. */
export function useInboxKeys(keys: InboxKeys): void {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const actions: Record<string, (() => void) | undefined> = { j: latest.current.next, k: latest.current.previous, s: latest.current.solve };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
