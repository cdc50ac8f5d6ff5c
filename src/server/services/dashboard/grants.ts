import type { ApiMessageKey } from '@/shared/api/messages';
import { fitsDefaultRole, keysBeyond } from '@/shared/grants';
import type { HasPermissions, PermissionTree } from '@/shared/permissions';
import { ApiError } from '../api-error';

/** What the actor tried when the tree holds keys they lack: give it away, or act on its holders. */
export type GrantRefusal = Extract<ApiMessageKey, 'grant_beyond_own' | 'account_beyond_own' | 'role_beyond_own'>;

/**
 * The one decision of "nobody grants or touches more than they hold" (design §4): the users,
 * roles, settings and modules services ask it before every write that assigns a role, changes a
 * role's keys, or acts on an account or a role. 403 naming the keys the actor lacks.
 */
export function assertWithinGrant(actor: HasPermissions, tree: PermissionTree | null | undefined, refusal: GrantRefusal): void {
  const missing = keysBeyond(actor, tree);
  if (missing.length) throw new ApiError(403, refusal, { missing });
}

/** A role with `tree` can be the one every sign-up gets only while it holds no key (409 otherwise). */
export function assertFitsDefaultRole(tree: PermissionTree | null | undefined): void {
  if (!fitsDefaultRole(tree)) throw new ApiError(409, 'default_role_with_permissions');
}
