'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { breadcrumbTrail, type Crumb } from './breadcrumb-trail';
import { namedCrumbs, noRecordNames, recordNames, subscribeRecordNames } from './record-names';

export interface BreadcrumbsProps {
  label: string;
  root: Omit<Crumb, 'linked'> & { linked: boolean };
  crumbs: Crumb[];
  separator: ReactNode;
}

const LINK = 'truncate rounded hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:text-primary-400';

/** Where the current screen sits, read from the path (the layout stays mounted between screens), records by their names. */
export function Breadcrumbs({ label, root, crumbs, separator }: BreadcrumbsProps) {
  const pathname = usePathname();
  const named = useSyncExternalStore(subscribeRecordNames, recordNames, noRecordNames);
  const trail = [root, ...namedCrumbs(breadcrumbTrail(pathname, root.href, crumbs), named)];
  return (
    <nav aria-label={label} className="mb-6 min-w-0">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          const linked = !last && crumb.linked !== false && (crumb !== root || root.linked);
          return (
            <li key={crumb.href} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? <span aria-hidden className="text-slate-400 dark:text-slate-600">{separator}</span> : null}
              {linked ? (
                <NextLink href={crumb.href} className={LINK}>{crumb.label}</NextLink>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'truncate font-medium text-slate-900 dark:text-slate-100' : 'truncate'}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
