import { useSyncExternalStore } from 'react';

/**
 * Each form's pending submissions by module key, as the sidebar shows them: set by the poller
 * (with the notifications poll) and by the inbox from each list it loads, so solving one there
 * updates the sidebar at once.
 */
let counts: Readonly<Record<string, number>> = {};
const listeners = new Set<() => void>();

export function setPendingCount(moduleKey: string, count: number): void {
  if (counts[moduleKey] === count) return;
  counts = { ...counts, [moduleKey]: count };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The form's pending count; undefined until first known. */
export function usePendingCount(moduleKey: string): number | undefined {
  return useSyncExternalStore(subscribe, () => counts[moduleKey], () => undefined);
}
