'use client';

import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import type { MenuArea, NavLink, NavTopLink, SiteMenu } from '@/shared/api/menus';
import type { PrefetchOn } from './intent-prefetch';
import { ItemLabel } from './nav-item-label';
import { NavDisclosure, NavDropdown, type SubmenuTexts } from './nav-submenu';
import { useSubmenus } from './use-submenus';

export interface NavMenuProps {
  area: MenuArea;
  /** The top level, and the version of the levels below (asked for on a submenu's first opening). */
  menu: SiteMenu;
  /** The mark of an item with sub-items, inside the button that opens them. */
  chevron: ReactNode;
  texts: SubmenuTexts;
}

/** Header navigation for wide screens; sub-items open on hover, on keyboard focus and from the item's button. */
export function NavMenuHorizontal({ area, menu, chevron, texts }: NavMenuProps) {
  const submenus = useSubmenus(area, menu.submenus);
  return (
    <ul className="flex items-center gap-1">
      {menu.links.map((link) => (link.hasChildren
        ? <NavDropdown key={link.id} link={link} submenus={submenus} chevron={chevron} texts={texts} />
        : <li key={link.id}><ItemLabel link={link} /></li>
      ))}
    </ul>
  );
}

/** The same menu stacked, for the phone menu and the footer: an item's sub-items expand below it. */
export function NavMenuVertical({ area, menu, chevron, texts, className, prefetchOn }: NavMenuProps & { className?: string; prefetchOn?: PrefetchOn }) {
  const submenus = useSubmenus(area, menu.submenus);
  return (
    <ul className={clsx('flex flex-col gap-0.5', className)}>
      {menu.links.map((link: NavTopLink) => (
        <li key={link.id}>
          {link.hasChildren ? (
            <NavDisclosure link={link} submenus={submenus} chevron={chevron} texts={texts} prefetchOn={prefetchOn}>
              {(children) => <NavTree links={children} className="ms-4 border-s border-slate-200 dark:border-slate-800 ps-2" prefetchOn={prefetchOn} />}
            </NavDisclosure>
          ) : <ItemLabel link={link} prefetchOn={prefetchOn} />}
        </li>
      ))}
    </ul>
  );
}

/** Sub-items with every level below them, stacked. */
function NavTree({ links, className, prefetchOn }: { links: NavLink[]; className?: string; prefetchOn?: PrefetchOn }) {
  return (
    <ul className={clsx('flex flex-col gap-0.5', className)}>
      {links.map((link) => (
        <li key={link.id}>
          <ItemLabel link={link} prefetchOn={prefetchOn} />
          {link.children.length ? <NavTree links={link.children} className="ms-4 border-s border-slate-200 dark:border-slate-800 ps-2" prefetchOn={prefetchOn} /> : null}
        </li>
      ))}
    </ul>
  );
}
