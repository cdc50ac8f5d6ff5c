'use client';

import type { ReactNode } from 'react';
import { usePersonalParts } from '@/components/app/app-data';
import type { NavLink, SiteMenus } from '@/shared/nav-link';
import type { PrefetchOn } from './intent-prefetch';
import { NavMenuHorizontal, NavMenuVertical } from './nav-menu';

export interface SiteMenuProps {
  area: keyof SiteMenus;
  /** The links the server rendered (a guest's on public pages). */
  links: NavLink[];
  /** Horizontal (the wide header) when given the mark of an item with sub-items; stacked otherwise. */
  chevron?: ReactNode;
  className?: string;
  /** Stacked menus only (the footer's: on intent); the header prefetches what is in view. */
  prefetchOn?: PrefetchOn;
}

/** A site menu: the server's links, replaced by the signed-in user's own once the page's personal parts arrive. */
export function SiteMenu({ area, links, chevron, className, prefetchOn }: SiteMenuProps) {
  const shown = usePersonalParts()?.menus[area] ?? links;
  return chevron === undefined
    ? <NavMenuVertical links={shown} className={className} prefetchOn={prefetchOn} />
    : <NavMenuHorizontal links={shown} chevron={chevron} />;
}
