import type { ReactNode } from 'react';

/** Why a record opens read-only (design §4: nobody touches more than they hold), above its form. */
export function ViewOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <p data-view-only-notice className="rounded-lg border border-sky-200 bg-sky-50 px-3.5 py-2.5 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
      {children}
    </p>
  );
}
