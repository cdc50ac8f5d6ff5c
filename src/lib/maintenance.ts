import { can, type HasPermissions } from '@/shared/permissions';

/** Spec §4: maintenance applies unless the flag is exactly false, and holders of external.settings pass. */
export function isMaintenanceActive(maintenanceMode: unknown, user: HasPermissions | null): boolean {
  return maintenanceMode !== false && !can(user, 'external.settings');
}
