import 'server-only';
import { appContext } from '@/server/context';
import { LIBRARY_UPLOAD_DEFAULTS } from '@/server/services/dashboard/library-upload-rules';
import type { RoleChoice } from '@/shared/api/roles';
import type { DashboardSettings } from '@/shared/api/settings';
import type { AuthUser } from '@/shared/types';

/** A dashboard screen's first data, read on the server as its API call reads it; the page has checked the key. */

/**
 * Every role by name as `viewer` may pick it (whether they may assign it, whether it may be the
 * default role): the choices of the role pickers, which need no roles.read.
 */
export function roleChoices(viewer: AuthUser): Promise<RoleChoice[]> {
  return appContext().services.dashboard.roles.choices(viewer);
}

export function settingsForScreen(): Promise<DashboardSettings> {
  return appContext().services.settings.dashboardView();
}

/** Files one upload to the media library may hold: the setting media_max_files, else the library's default. */
export async function mediaMaxFiles(): Promise<number> {
  return (await appContext().services.settings.get<number>('media_max_files')) ?? LIBRARY_UPLOAD_DEFAULTS.max_files;
}
