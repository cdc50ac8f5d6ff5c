import type { AppPathname } from '@/i18n/routing';
import type { PermissionKey } from '@/shared/permissions';

export type DashboardSectionKey = 'overview' | 'users' | 'roles' | 'sessions' | 'media' | 'modules' | 'menus' | 'logs' | 'settings';

/** The sidebar's groups, in order; content and form modules fill the two module groups. */
export const DASHBOARD_GROUPS = ['general', 'people', 'site', 'content', 'forms', 'system'] as const;
export type DashboardGroupKey = (typeof DASHBOARD_GROUPS)[number];

export interface DashboardSection {
  key: DashboardSectionKey;
  href: AppPathname;
  permission: PermissionKey;
  icon: string;
  group: DashboardGroupKey;
}

/** The dashboard's fixed screens and the permission each needs (spec §2, dashboard routes). */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { key: 'overview', href: '/dashboard', permission: 'external.dashboard', icon: 'layout-dashboard', group: 'general' },
  { key: 'users', href: '/dashboard/users', permission: 'users.read', icon: 'users', group: 'people' },
  { key: 'roles', href: '/dashboard/roles', permission: 'roles.read', icon: 'shield', group: 'people' },
  { key: 'sessions', href: '/dashboard/sessions', permission: 'sessions.read', icon: 'monitor-smartphone', group: 'people' },
  { key: 'media', href: '/dashboard/media', permission: 'media.read', icon: 'image', group: 'site' },
  { key: 'modules', href: '/dashboard/modules', permission: 'modules.read', icon: 'boxes', group: 'site' },
  { key: 'menus', href: '/dashboard/menus', permission: 'menus.read', icon: 'list-tree', group: 'site' },
  { key: 'logs', href: '/dashboard/logs', permission: 'logs.read', icon: 'scroll-text', group: 'system' },
  { key: 'settings', href: '/dashboard/settings', permission: 'external.settings', icon: 'settings', group: 'system' },
];

/** Screens below a section that only a breadcrumb names (they are reached from their section). */
export const DASHBOARD_SUBSCREENS: readonly { key: string; href: AppPathname; permission: PermissionKey }[] = [
  { key: 'menus_add', href: '/dashboard/menus/add', permission: 'menus.create' },
  { key: 'modules_add', href: '/dashboard/modules/add', permission: 'modules.create' },
];
