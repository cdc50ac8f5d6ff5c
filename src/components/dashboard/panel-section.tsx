import type { ReactNode } from 'react';

/** One titled part of a side panel (a submission's values, a file's details), ruled off from the one above. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      {children}
    </section>
  );
}
