import { useSyncExternalStore } from 'react';

/** Top progress bar shared by requests and page navigations (spec §4 requests, §9 page-load indicator). */
export const PROGRESS = {
  startPercent: 20,
  creepLimitPercent: 90,
  durationMs: 2000,
  navigationThrottleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

export interface ProgressState {
  percent: number;
  visible: boolean;
}

const HIDDEN: ProgressState = { percent: 0, visible: false };
const CREEP_STEP_MS = 200;

let state: ProgressState = HIDDEN;
let active = 0;
let creepTimer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let resetTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: ProgressState): void {
  state = next;
  for (const listener of listeners) listener();
}

function show(): void {
  clearTimeout(hideTimer);
  clearTimeout(resetTimer);
  if (!state.visible || state.percent >= 100) set({ percent: PROGRESS.startPercent, visible: true });
  clearInterval(creepTimer);
  // Eases towards the limit so that it takes about `durationMs` to get most of the way there.
  const factor = CREEP_STEP_MS / PROGRESS.durationMs;
  creepTimer = setInterval(() => {
    const percent = state.percent + (PROGRESS.creepLimitPercent - state.percent) * factor * 2;
    set({ percent: Math.min(PROGRESS.creepLimitPercent, percent), visible: true });
  }, CREEP_STEP_MS);
}

function finish(): void {
  clearInterval(creepTimer);
  set({ percent: 100, visible: true });
  hideTimer = setTimeout(() => {
    set({ percent: 100, visible: false });
    resetTimer = setTimeout(() => set(HIDDEN), PROGRESS.resetDelayMs);
  }, PROGRESS.hideDelayMs);
}

/**
 * Starts one unit of work and returns the function that ends it. With `throttleMs`, the bar
 * only appears when the work is still running after that delay (quick navigations stay quiet).
 */
export function startProgress(throttleMs = 0): () => void {
  active += 1;
  let shown = false;
  const reveal = () => {
    shown = true;
    show();
  };
  const throttle = throttleMs > 0 ? setTimeout(reveal, throttleMs) : undefined;
  if (!throttle) reveal();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    clearTimeout(throttle);
    active = Math.max(0, active - 1);
    if (active === 0 && (shown || state.visible)) finish();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProgress(): ProgressState {
  return useSyncExternalStore(subscribe, () => state, () => HIDDEN);
}
