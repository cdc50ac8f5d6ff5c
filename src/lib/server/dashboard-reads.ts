import 'server-only';
import { appContext } from '@/server/context';
import { ROLES_SCREEN_QUERY } from '@/components/dashboard/roles/roles-query';
import type { Role } from '@/shared/api/roles';
import type { DashboardSettings } from '@/shared/api/settings';

/** A dashboard screen's first data, read on the server as its API call reads it; the page has checked the key. */

export async function rolesForScreen(): Promise<Role[]> {
  return (await appContext().services.dashboard.roles.list(ROLES_SCREEN_QUERY)).items;
}

export function settingsForScreen(): Promise<DashboardSettings> {
  return appContext().services.settings.dashboardView();
}
