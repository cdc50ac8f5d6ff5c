import type { ComponentProps } from 'react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { Icon } from '@/components/ui/icon';

type LinkHref = ComponentProps<typeof LocalizedLink>['href'];

export interface StatCardProps {
  label: string;
  value: string;
  icon: string;
  /** Where the figure is managed, when the user may go there. */
  href?: LinkHref | null;
  linkLabel?: string;
}

/** One figure of the dashboard home. */
export function StatCard({ label, value, icon, href, linkLabel }: StatCardProps) {
  return (
    <div className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-800">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
        <span className="grid size-10 place-items-center rounded-xl bg-primary-50 text-primary-700 dark:bg-slate-700 dark:text-primary-300">
          <Icon name={icon} className="size-5" />
        </span>
      </div>
      <p className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{value}</p>
      {href && linkLabel ? (
        <LocalizedLink href={href} className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary-700 after:absolute after:inset-0 hover:text-primary-800 dark:text-primary-300">
          {linkLabel}
          <Icon name="arrow-right" className="size-4" />
        </LocalizedLink>
      ) : null}
    </div>
  );
}
