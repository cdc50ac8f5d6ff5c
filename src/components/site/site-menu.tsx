'use client';

import type { ReactNode } from 'react';
import { usePersonalParts } from '@/components/app/app-data';
import type { SiteMenu as SiteMenuValue, SiteMenus } from '@/shared/nav-link';
import type { PrefetchOn } from './intent-prefetch';
import { NavMenuHorizontal, NavMenuVertical } from './nav-menu';
import type { SubmenuTexts } from './nav-submenu';

export interface SiteMenuProps {
  area: keyof SiteMenus;
  /** The menu the server rendered (a guest's on public pages): its top level. */
  menu: SiteMenuValue;
  /** Side by side (the wide header) or stacked (the phone menu, the footer). */
  layout: 'horizontal' | 'vertical';
  /** The mark of an item with sub-items. */
  chevron: ReactNode;
  texts: SubmenuTexts;
  className?: string;
  /** Stacked menus only (the footer's: on intent); the header prefetches what is in view. */
  prefetchOn?: PrefetchOn;
}

/** A site menu: the server's, replaced by the signed-in user's own once the page's personal parts arrive. */
export function SiteMenu({ area, menu, layout, chevron, texts, className, prefetchOn }: SiteMenuProps) {
  const shown = usePersonalParts()?.menus[area] ?? menu;
  return layout === 'vertical'
    ? <NavMenuVertical area={area} menu={shown} chevron={chevron} texts={texts} className={className} prefetchOn={prefetchOn} />
    : <NavMenuHorizontal area={area} menu={shown} chevron={chevron} texts={texts} />;
}
