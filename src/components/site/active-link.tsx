'use client';

import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useIntentPrefetch, type PrefetchOn } from './intent-prefetch';

export interface ActiveLinkProps {
  /** The final, localised path (e.g. /tr/hakkimizda), resolved on the server. */
  href: string;
  newTab: boolean;
  className?: string;
  /** Default: in the viewport. */
  prefetchOn?: PrefetchOn;
  children: ReactNode;
}

/** A client-side navigation link marked `aria-current="page"` while its page is shown. */
export function ActiveLink({ href, newTab, className, prefetchOn = 'viewport', children }: ActiveLinkProps) {
  const current = usePathname();
  const prefetch = useIntentPrefetch(href, prefetchOn);
  const tabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <NextLink href={href} className={className} aria-current={href === current ? 'page' : undefined} {...tabProps} {...prefetch}>
      {children}
    </NextLink>
  );
}
