import { ApiError } from '../api-error';
import type { AccountStatus } from './account-status';
import type { AuthDeps } from './context';

/**
 * What staff change about an account that affects its sessions. Any status but active ends
 * every session of the user at once, on every instance (through the 'sessions' topic). A role
 * change is a change of privilege: it ends the sessions too, so the user continues only with a
 * new token from a new sign-in.
 */
export function createAccountAdminService({ handle, sessions }: Pick<AuthDeps, 'handle' | 'sessions'>) {
  const { db } = handle;

  async function updateUser(userId: number, values: { status?: AccountStatus; role_id?: number }): Promise<void> {
    const result = await db.updateTable('users').set({ ...values, updated_at: new Date().toISOString() }).where('id', '=', userId).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(404, 'user_not_found');
  }

  return {
    async setStatus(userId: number, status: AccountStatus): Promise<void> {
      await updateUser(userId, { status });
      if (status === 'active') sessions.forgetUser(userId);
      else await sessions.closeAll(userId);
    },

    async setRole(userId: number, roleId: number): Promise<void> {
      const role = await db.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst();
      if (!role) throw new ApiError(404, 'role_not_found');
      await updateUser(userId, { role_id: roleId });
      await sessions.closeAll(userId);
    },
  };
}
