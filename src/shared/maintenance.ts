import { can, type HasPermissions } from '@/shared/permissions';

/**
 * Spec §4: maintenance is on unless the setting is exactly `false`; a missing setting, `null`,
 * `"false"` or `0` all mean on (the seed stores `false`, so only a removed row turns it on).
 */
export function isMaintenanceOn(maintenanceMode: unknown): boolean {
  return maintenanceMode !== false;
}

/** Whether maintenance closes the site to this caller: it is on and they lack external.settings. */
export function isMaintenanceActive(maintenanceMode: unknown, user: HasPermissions | null): boolean {
  return isMaintenanceOn(maintenanceMode) && !can(user, 'external.settings');
}
