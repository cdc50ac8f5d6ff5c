'use client';

import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';

export interface DashboardNavLinkProps {
  href: string;
  /** Only the path itself counts (the overview, which every other path lies under). */
  exact?: boolean;
  className?: string;
  children: ReactNode;
}

/** A sidebar link: `aria-current="page"` on its own screen, `data-within` on the screens below it. */
export function DashboardNavLink({ href, exact, className, children }: DashboardNavLinkProps) {
  const pathname = usePathname();
  const current = pathname === href;
  const within = !current && !exact && pathname.startsWith(`${href}/`);
  return (
    <NextLink href={href} className={className} aria-current={current ? 'page' : undefined} data-within={within ? '' : undefined}>
      {children}
    </NextLink>
  );
}
