import { useSyncExternalStore } from 'react';

export type ToastColor = 'success' | 'error' | 'info' | 'warning';

export interface ToastInput {
  title?: string;
  /** One line or several (validation messages); each line adds display time. */
  description?: string | string[];
  color?: ToastColor;
  /** Milliseconds; by default 3000 per description line. */
  duration?: number;
}

export interface Toast {
  id: number;
  open: boolean;
  title: string;
  lines: string[];
  color: ToastColor;
  duration: number;
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

/** Shows a toast; the oldest is dropped beyond five, newest last. Returns its id. */
export function showToast(input: ToastInput): number {
  const lines = (Array.isArray(input.description) ? input.description : [input.description])
    .filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  const toast: Toast = {
    id: nextId++,
    open: true,
    title: input.title ?? '',
    lines,
    color: input.color ?? 'info',
    duration: input.duration ?? TOAST_DURATION_MS * Math.max(1, lines.length),
  };
  publish([...toasts, toast].slice(-MAX_TOASTS));
  return toast.id;
}

/** Closes a toast (its exit animation plays), then drops it after 200 ms. */
export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id && toast.open)) return;
  publish(toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  setTimeout(() => publish(toasts.filter((toast) => toast.id !== id)), TOAST_REMOVE_DELAY_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => EMPTY);
}
