import type { AppPathname } from '@/i18n/routing';
import { can, type HasPermissions, type PermissionKey } from '@/shared/permissions';

/** The sidebar's groups, in order; content and form modules fill the two module groups. */
export const DASHBOARD_GROUPS = ['general', 'people', 'site', 'content', 'forms', 'system'] as const;
export type DashboardGroupKey = (typeof DASHBOARD_GROUPS)[number];

export type DashboardScreenKey =
  | 'overview' | 'users' | 'roles' | 'sessions' | 'media' | 'modules' | 'menus' | 'logs' | 'settings' | 'menus_add' | 'modules_add';

export interface DashboardScreen {
  href: AppPathname;
  permission: PermissionKey;
  icon: string;
  /** Its group in the sidebar and the command palette; none: reached from its section, named only by breadcrumbs. */
  group?: DashboardGroupKey;
}

/**
 * The dashboard's fixed screens (spec §2, dashboard routes), keyed by their messages under
 * `dashboard.` (title, description), with the permission each needs: the one list the sidebar,
 * the command palette, the breadcrumbs and the screens' own pages read. Sidebar order.
 */
export const DASHBOARD_SCREENS: Readonly<Record<DashboardScreenKey, DashboardScreen>> = {
  overview: { href: '/dashboard', permission: 'external.dashboard', icon: 'layout-dashboard', group: 'general' },
  users: { href: '/dashboard/users', permission: 'users.read', icon: 'users', group: 'people' },
  roles: { href: '/dashboard/roles', permission: 'roles.read', icon: 'shield', group: 'people' },
  sessions: { href: '/dashboard/sessions', permission: 'sessions.read', icon: 'monitor-smartphone', group: 'people' },
  media: { href: '/dashboard/media', permission: 'media.read', icon: 'image', group: 'site' },
  modules: { href: '/dashboard/modules', permission: 'modules.read', icon: 'boxes', group: 'site' },
  menus: { href: '/dashboard/menus', permission: 'menus.read', icon: 'list-tree', group: 'site' },
  logs: { href: '/dashboard/logs', permission: 'logs.read', icon: 'scroll-text', group: 'system' },
  settings: { href: '/dashboard/settings', permission: 'external.settings', icon: 'settings', group: 'system' },
  menus_add: { href: '/dashboard/menus/add', permission: 'menus.create', icon: 'list-plus' },
  modules_add: { href: '/dashboard/modules/add', permission: 'modules.create', icon: 'package-plus' },
};

/** The screen's path when `user` may open it, else null (for links to it from other screens). */
export function screenHref(user: HasPermissions, key: DashboardScreenKey): AppPathname | null {
  const { href, permission } = DASHBOARD_SCREENS[key];
  return can(user, permission) ? href : null;
}
