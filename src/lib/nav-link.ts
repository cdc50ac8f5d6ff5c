import type { AppPathname } from '@/i18n/routing';

/** An internal route for next-intl's Link: a pathname, with params for dynamic segments. */
export type InternalHref = AppPathname | { pathname: AppPathname; params: Record<string, string> };

export type NavTarget = { kind: 'internal'; href: InternalHref } | { kind: 'external'; url: string };

/** A menu item resolved on the server: visible to the current visitor, with its final target. */
export interface NavLink {
  id: string;
  label: string;
  /** null for a heading that only groups its children */
  target: NavTarget | null;
  newTab: boolean;
  children: NavLink[];
}
