import type { AppPathname } from '@/i18n/routing';

export type DashboardSectionKey = 'overview' | 'users' | 'roles' | 'sessions' | 'media' | 'modules' | 'menus' | 'logs' | 'settings';

export interface DashboardSection {
  key: DashboardSectionKey;
  href: AppPathname;
  permission: string;
  icon: string;
}

/** The dashboard's fixed screens and the permission each needs (spec §2, dashboard routes). */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { key: 'overview', href: '/dashboard', permission: 'external.dashboard', icon: 'layout-dashboard' },
  { key: 'users', href: '/dashboard/users', permission: 'users.read', icon: 'users' },
  { key: 'roles', href: '/dashboard/roles', permission: 'roles.read', icon: 'shield' },
  { key: 'sessions', href: '/dashboard/sessions', permission: 'sessions.read', icon: 'monitor-smartphone' },
  { key: 'media', href: '/dashboard/media', permission: 'media.read', icon: 'image' },
  { key: 'modules', href: '/dashboard/modules', permission: 'modules.read', icon: 'boxes' },
  { key: 'menus', href: '/dashboard/menus', permission: 'menus.read', icon: 'list-tree' },
  { key: 'logs', href: '/dashboard/logs', permission: 'logs.read', icon: 'scroll-text' },
  { key: 'settings', href: '/dashboard/settings', permission: 'external.settings', icon: 'settings' },
];
