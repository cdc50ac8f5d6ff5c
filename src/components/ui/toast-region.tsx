'use client';

import type { ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { clsx } from 'clsx';
import { useLocale } from 'next-intl';
import { languages, resolveLocale } from '@/i18n/locales';
import { dismissToast, runToastAction, useToasts, type ToastColor } from '@/lib/toasts';

const COLORS: Record<ToastColor, { accent: string; icon: string }> = {
  success: { accent: 'border-s-primary-600', icon: 'text-primary-600 dark:text-primary-400' },
  error: { accent: 'border-s-red-600', icon: 'text-red-600 dark:text-red-400' },
  info: { accent: 'border-s-sky-600', icon: 'text-sky-600 dark:text-sky-400' },
  warning: { accent: 'border-s-amber-500', icon: 'text-amber-600 dark:text-amber-400' },
};

export interface ToastRegionProps {
  /** Accessible name of the toast region; `{hotkey}` is replaced with F8 by Radix. */
  regionLabel: string;
  /** What screen readers call one toast. */
  toastLabel: string;
  closeLabel: string;
  /** Server-rendered icons, one per colour (`TOAST_ICONS`, decorative) plus the close cross. */
  icons: Record<ToastColor | 'close', ReactNode>;
}

/**
 * Toasts at the top end (right, or left in a right-to-left language): pause while hovered or
 * focused, dismiss by swipe towards that edge (globals.css's toast keyframes follow it), Escape,
 * the close button; F8 focuses the region, Tab then reaches each toast's actions and close
 * button. Loaded with the first toast (see toaster.tsx).
 */
export default function ToastRegion({ regionLabel, toastLabel, closeLabel, icons }: ToastRegionProps) {
  const toasts = useToasts();
  const rtl = languages[resolveLocale(useLocale())].dir === 'rtl';
  return (
    <Toast.Provider label={toastLabel} swipeDirection={rtl ? 'left' : 'right'} swipeThreshold={50}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          duration={toast.duration}
          type={toast.color === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={clsx(
            'pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-s-4 border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 p-4 pe-10 shadow-lg',
            'relative data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
            COLORS[toast.color].accent,
          )}
        >
          <span aria-hidden className={clsx('mt-0.5', COLORS[toast.color].icon)}>{icons[toast.color]}</span>
          <div className="min-w-0 flex-1">
            {toast.title ? <Toast.Title className="text-sm font-semibold text-slate-900 dark:text-slate-100">{toast.title}</Toast.Title> : null}
            {toast.lines.length ? (
              <Toast.Description asChild>
                <div className="mt-1 space-y-0.5 text-sm text-slate-600 dark:text-slate-400">
                  {toast.lines.map((line, index) => <p key={index}>{line}</p>)}
                </div>
              </Toast.Description>
            ) : null}
            {toast.actions.length ? (
              <div className="mt-3 flex flex-wrap gap-2">
                {toast.actions.map((action) => (
                  <Toast.Action
                    key={action.label}
                    altText={action.label}
                    onClick={(event) => {
                      // The store closes the toast itself, after the action ran.
                      event.preventDefault();
                      runToastAction(toast.id, action);
                    }}
                    className="inline-flex h-8 items-center rounded-md border border-slate-300 dark:border-slate-700 bg-white dark:bg-slate-900 px-3 text-sm font-medium text-slate-800 dark:text-slate-200 hover:bg-slate-50 dark:hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600"
                  >
                    {action.label}
                  </Toast.Action>
                ))}
              </div>
            ) : null}
          </div>
          <Toast.Close
            aria-label={closeLabel}
            className="absolute top-3 end-3 rounded-md p-1 text-slate-400 hover:bg-slate-100 dark:hover:bg-slate-800 hover:text-slate-700 dark:hover:text-slate-300 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            {icons.close}
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={regionLabel}
        className="pointer-events-none fixed top-0 end-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-4 p-4 outline-none sm:max-w-md"
      />
    </Toast.Provider>
  );
}
