import type { UsersTable } from '@/server/db/schema';
import { ApiError } from '../api-error';

export type AccountStatus = UsersTable['status'];

const REFUSALS = {
  banned: 'account_banned',
  passive: 'account_passive',
  deleted: 'account_deleted',
} as const satisfies Record<Exclude<AccountStatus, 'active'>, string>;

/** 403 with the status's own message ("This account is banned", ...) unless the account is active. */
export function assertActive(status: AccountStatus): void {
  if (status !== 'active') throw new ApiError(403, REFUSALS[status]);
}
