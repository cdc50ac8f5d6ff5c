import type { ReactNode } from 'react';

export interface AccountPanelProps {
  /** Unique on the page: ties the heading to the section. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled section of an account screen. */
export function AccountPanel({ id, title, description, actions, children }: AccountPanelProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-100 dark:border-slate-800 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
          {description ? <div className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</div> : null}
        </div>
        {actions}
      </div>
      <div className="p-5 sm:p-6">{children}</div>
    </section>
  );
}
