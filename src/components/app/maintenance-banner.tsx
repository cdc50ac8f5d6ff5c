import type { ReactNode } from 'react';
import { clsx } from 'clsx';

export interface MaintenanceBannerProps {
  text: string;
  /** A link to the settings, for those who may switch maintenance off. */
  link?: ReactNode;
  icon?: ReactNode;
  /** A rounded box inside a screen (the dashboard) instead of a full-width bar (the public site). */
  boxed?: boolean;
}

/** Tells staff that maintenance mode is on (everyone else sees the maintenance screen). Plain markup: server and client both use it. */
export function MaintenanceBanner({ text, link, icon, boxed }: MaintenanceBannerProps) {
  return (
    <div
      data-maintenance-banner
      className={clsx('border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100', boxed ? 'mb-6 rounded-xl border' : 'border-b')}
    >
      <p className={clsx('flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm', boxed ? 'px-4' : 'mx-auto max-w-7xl px-4 sm:px-6')}>
        {icon}
        <span className="font-medium">{text}</span>
        {link}
      </p>
    </div>
  );
}
