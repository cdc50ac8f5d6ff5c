import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import type { NavTarget } from '@/shared/nav-link';
import { ActiveLink } from './active-link';

export interface NavItemLinkProps {
  target: NavTarget;
  newTab: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * One menu link. Internal routes are localised here on the server, so the browser never
 * needs the routing table (Turkish paths and all) to render navigation.
 */
export async function NavItemLink({ target, newTab, className, children }: NavItemLinkProps) {
  if (target.kind === 'external') {
    const tabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
    return <a href={target.url} className={className} {...tabProps}>{children}</a>;
  }
  const href = localizedPath(resolveLocale(await getLocale()), target.href);
  return <ActiveLink href={href} newTab={newTab} className={className}>{children}</ActiveLink>;
}
