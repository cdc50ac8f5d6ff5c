import { ZodError } from 'zod';
import type { Trx } from '@/server/entities/operations';
import { MODULE_ACTIONS, PERMISSION_AREAS, type PermissionAction, type PermissionArea } from '@/shared/permissions';
import type { Role } from '@/shared/api/roles';
import { ValidationError } from '../api-error';

/**
 * A role's tree may only name the built-in areas with their actions (PERMISSION_AREAS) and
 * the keys of existing modules with the module actions; anything else is a 422 at its path.
 */
export async function assertKnownPermissions(trx: Trx, tree: Role['permissions']): Promise<void> {
  const moduleKeys = new Set((await trx.selectFrom('modules').select('key').execute()).map((row) => row.key));
  const issues: ZodError['issues'] = [];
  const unknown = (path: string[]) => issues.push({ code: 'custom', path: ['permissions', ...path], message: 'validation.permission_unknown', input: undefined });
  for (const [area, actions] of Object.entries(tree)) {
    const allowed: readonly PermissionAction[] | undefined = Object.hasOwn(PERMISSION_AREAS, area)
      ? PERMISSION_AREAS[area as PermissionArea]
      : moduleKeys.has(area) ? MODULE_ACTIONS : undefined;
    if (!allowed) {
      unknown([area]);
      continue;
    }
    for (const action of Object.keys(actions)) {
      if (!allowed.includes(action as PermissionAction)) unknown([area, action]);
    }
  }
  if (issues.length) throw new ValidationError(new ZodError(issues));
}
