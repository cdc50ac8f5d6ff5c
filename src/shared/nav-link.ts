import type { AppPathname } from '@/i18n/routing';
import type { MenuArea, NavLink, SiteMenu } from './api/menus';

/** An internal route for next-intl's Link: a pathname, with params for dynamic segments. */
export type InternalHref = AppPathname | { pathname: AppPathname; params: Record<string, string> };

export type NavTarget = { kind: 'internal'; href: InternalHref } | { kind: 'external'; url: string };

/** Where a resolved menu item leads: a localised path on the site (e.g. /tr/hakkimizda) or another site. */
export type NavLinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** A menu item resolved on the server: visible to the current visitor, with its final target (wire shape: api/menus.ts). */
export type { NavLink, NavTopLink, SiteMenu } from './api/menus';

/** The menus of the layout's areas (MENU_AREAS) as one visitor sees them, every level. */
export type SiteMenuTrees = Record<MenuArea, NavLink[]>;

/** The same as pages and GET /api/auth/shell carry them: the top levels, the rest on a submenu's first opening. */
export type SiteMenus = Record<MenuArea, SiteMenu>;

/** A menu as a guest sees it (hidden items and role ids left out, links built): what GET /api/settings holds. */
export interface GuestMenu {
  key: string;
  name: string;
  areas: string[];
  items: NavLink[];
}
