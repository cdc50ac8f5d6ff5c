import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { buttonClasses } from '@/components/ui/button';

export interface ErrorScreenProps {
  statusCode?: number;
  heading: string;
  message: string;
  /** A technical line such as "Page Not Found: /path". */
  detail?: string | null;
  homeLabel: string;
  /** Extra actions beside the home link (e.g. sign in). */
  actions?: ReactNode;
  /** Fill the whole window (used when no site layout surrounds the screen). */
  fullscreen?: boolean;
}

/**
 * Status code, heading, message and a link to the home page at the root path (spec §2).
 * Plain markup without hooks, so server pages and client error boundaries both use it.
 */
export function ErrorScreen({ statusCode = 500, heading, message, detail, homeLabel, actions, fullscreen }: ErrorScreenProps) {
  return (
    <section
      aria-labelledby="error-heading"
      className={clsx('flex items-center justify-center px-4 py-20 sm:py-28', fullscreen && 'min-h-dvh bg-slate-50 dark:bg-slate-900')}
    >
      <div className="max-w-xl text-center">
        <p className="text-6xl font-extrabold tracking-tight text-primary-600 dark:text-primary-400 sm:text-7xl">{statusCode}</p>
        <h1 id="error-heading" className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {heading}
        </h1>
        {detail ? (
          <p className="mt-4 inline-block max-w-full rounded-lg bg-slate-100 px-3 py-1.5 font-mono text-sm break-all text-slate-700 dark:bg-slate-800 dark:text-slate-300">{detail}</p>
        ) : null}
        <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-400">{message}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {/* A full page load on purpose: it resets whatever state failed, and keeps next/link
              out of the global error boundary's own chunk. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className={buttonClasses('primary', 'lg')}>
            {homeLabel}
          </a>
          {actions}
        </div>
      </div>
    </section>
  );
}
