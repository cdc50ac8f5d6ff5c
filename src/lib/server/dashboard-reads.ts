import 'server-only';
import { appContext } from '@/server/context';
import type { RoleChoice } from '@/shared/api/roles';
import type { DashboardSettings } from '@/shared/api/settings';

/** A dashboard screen's first data, read on the server as its API call reads it; the page has checked the key. */

/** Every role (id and name, by name): the choices of the role pickers, which need no roles.read. */
export function roleChoices(): Promise<RoleChoice[]> {
  return appContext().services.dashboard.roles.choices();
}

export function settingsForScreen(): Promise<DashboardSettings> {
  return appContext().services.settings.dashboardView();
}
