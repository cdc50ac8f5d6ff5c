import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/** Guest pages (sign in, sign up, recovery): a centred card with a heading and description. */
export function AuthCard({ icon, title, description, children }: { icon: string; title: string; description: string; children?: ReactNode }) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-primary-50/70 dark:from-primary-950/40 to-white dark:to-slate-950 px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 p-8 shadow-lg sm:p-10">
        <span className="inline-grid size-12 place-items-center rounded-2xl bg-primary-600 text-white shadow-sm">
          <Icon name={icon} className="size-6" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-100">{title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{description}</p>
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </div>
  );
}
