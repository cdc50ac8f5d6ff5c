import { hasPermission, type HasPermissions, type PermissionKey, type PermissionTree } from './permissions';

/**
 * Nobody grants or touches more than they hold (design §4). These are the rule's only terms:
 * the server refuses with them (services/dashboard/grants.ts) and the screens offer with them.
 */

/** Every key the tree grants (`area.action` whose value is exactly `true`), in the tree's order: keys as stored, so unchecked. */
export function grantedKeys(tree: PermissionTree | null | undefined, prefix = ''): PermissionKey[] {
  if (!tree) return [];
  const keys: PermissionKey[] = [];
  for (const [name, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (value === true) keys.push(path as PermissionKey);
    else if (value && typeof value === 'object' && !Array.isArray(value)) keys.push(...grantedKeys(value, path));
  }
  return keys;
}

/** The keys `tree` grants that `holder` lacks: none means the holder may grant the tree, or act on its holders. */
export function keysBeyond(holder: HasPermissions | null | undefined, tree: PermissionTree | null | undefined): string[] {
  return grantedKeys(tree).filter((key) => !hasPermission(holder?.permissions, key));
}

/** Whether `holder` holds every key of `tree`. */
export const holdsAll = (holder: HasPermissions | null | undefined, tree: PermissionTree | null | undefined) =>
  keysBeyond(holder, tree).length === 0;

/** The role every sign-up gets may hold no key at all: every key opens part of the dashboard API. */
export const fitsDefaultRole = (tree: PermissionTree | null | undefined) => grantedKeys(tree).length === 0;
