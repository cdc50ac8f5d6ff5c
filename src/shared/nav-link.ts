import type { AppPathname } from '@/i18n/routing';

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

/** The site's two menus as one visitor sees them. */
export interface SiteMenus {
  header: NavLink[];
  footer: NavLink[];
}
