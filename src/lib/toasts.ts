import { useSyncExternalStore } from 'react';
import type { ToastColor } from './toast-icons';

export type { ToastColor } from './toast-icons';

/** A button in a toast (e.g. "Undo", "View"); choosing it also closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  /** One line or several (validation messages); each line adds display time. */
  description?: string | string[];
  color?: ToastColor;
  /** Milliseconds; by default 3000 per description line (twice that with actions, to reach them). */
  duration?: number;
  actions?: ToastAction[];
  /**
   * Toasts about one thing (a form, one call): a new one replaces the group's open toast, and
   * `dismissToastGroup` closes it, e.g. the error of a form that later succeeds.
   */
  group?: string;
}

export interface Toast {
  id: number;
  open: boolean;
  title: string;
  lines: string[];
  color: ToastColor;
  duration: number;
  actions: ToastAction[];
  group: string | null;
}

export const MAX_TOASTS = 5;
export const TOAST_DURATION_MS = 3000;
export const TOAST_REMOVE_DELAY_MS = 200;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: Toast[] = [];

function publish(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Marks the chosen open toasts closed (their exit animation plays), then drops them after 200 ms. */
function close(chosen: (toast: Toast) => boolean): void {
  const ids = new Set(toasts.filter((toast) => toast.open && chosen(toast)).map((toast) => toast.id));
  if (!ids.size) return;
  publish(toasts.map((toast) => (ids.has(toast.id) ? { ...toast, open: false } : toast)));
  setTimeout(() => publish(toasts.filter((toast) => !ids.has(toast.id))), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast; the oldest is dropped beyond five, newest last. Returns its id. */
export function showToast(input: ToastInput): number {
  const lines = (Array.isArray(input.description) ? input.description : [input.description])
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  const actions = input.actions ?? [];
  const group = input.group ?? null;
  if (group !== null) close((toast) => toast.group === group);
  const toast: Toast = {
    id: nextId++,
    open: true,
    title: input.title ?? '',
    lines,
    color: input.color ?? 'info',
    duration: input.duration ?? TOAST_DURATION_MS * Math.max(1, lines.length) * (actions.length ? 2 : 1),
    actions,
    group,
  };
  publish([...toasts, toast].slice(-MAX_TOASTS));
  return toast.id;
}

/** Closes a toast (its exit animation plays), then drops it after 200 ms. */
export function dismissToast(id: number): void {
  close((toast) => toast.id === id);
}

/** Closes the open toasts of a group (see `ToastInput.group`). */
export function dismissToastGroup(group: string): void {
  close((toast) => toast.group === group);
}

/** Runs an action of a toast and closes the toast. */
export function runToastAction(id: number, action: ToastAction): void {
  dismissToast(id);
  action.onClick();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => EMPTY);
}

/** The current toasts, outside React (tests, non-component code). */
export function currentToasts(): readonly Toast[] {
  return toasts;
}
