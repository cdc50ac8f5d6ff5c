import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PageHeaderProps {
  title: string;
  description?: string | null;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** A page's h1 with an optional line above and a lead paragraph below. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="max-w-3xl">
        {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-primary-700 dark:text-primary-300 uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 dark:text-slate-100 sm:text-4xl">{title}</h1>
        {description ? <p className="mt-3 text-lg text-pretty text-slate-600 dark:text-slate-400">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </header>
  );
}
