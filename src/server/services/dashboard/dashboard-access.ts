import type { JsonCodec } from '@/server/db/json';
import type { Trx } from '@/server/entities/operations';
import { hasPermission, type PermissionTree } from '@/shared/permissions';
import { ApiError } from '../api-error';

/**
 * Called inside a write's transaction after a change that can take dashboard access away
 * (a user's role or status, a deletion, a role's permissions, a transfer): if no active user
 * can open the dashboard any more, the write is refused (409) and rolled back.
 */
export async function assertDashboardStillReachable(trx: Trx, json: JsonCodec): Promise<void> {
  const roles = await trx.selectFrom('roles').select(['id', 'permissions']).execute();
  const dashboardRoles = roles.filter((role) => hasPermission(json.read<PermissionTree>(role.permissions), 'external.dashboard')).map((role) => role.id);
  const someone = dashboardRoles.length
    ? await trx.selectFrom('users').select('id').where('status', '=', 'active').where('role_id', 'in', dashboardRoles).limit(1).executeTakeFirst()
    : undefined;
  if (!someone) throw new ApiError(409, 'last_dashboard_user');
}
