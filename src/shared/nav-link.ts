import type { AppPathname } from '@/i18n/routing';
import type { MenuArea } from './api/menus';

/** An internal route for next-intl's Link: a pathname, with params for dynamic segments. */
export type InternalHref = AppPathname | { pathname: AppPathname; params: Record<string, string> };

export type NavTarget = { kind: 'internal'; href: InternalHref } | { kind: 'external'; url: string };

/** Where a resolved menu item leads: a localised path on the site (e.g. /tr/hakkimizda) or another site. */
export type NavLinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** A menu item resolved on the server: visible to the current visitor, with its final target. */
export interface NavLink {
  id: string;
  label: string;
  /** null for a heading that only groups its children */
  target: NavLinkTarget | null;
  newTab: boolean;
  children: NavLink[];
}

/** The menus of the layout's areas (MENU_AREAS) as one visitor sees them. */
export type SiteMenus = Record<MenuArea, NavLink[]>;

/** A menu as a guest sees it (hidden items and role ids left out, links built): what GET /api/settings holds. */
export interface GuestMenu {
  key: string;
  name: string;
  areas: string[];
  items: NavLink[];
}
