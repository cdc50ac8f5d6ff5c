import type { Role } from '@/shared/api/roles';
import { holdsAll } from '@/shared/grants';
import { MODULE_ACTIONS, PERMISSION_ACTIONS, PERMISSION_AREAS, type PermissionAction, type PermissionTree } from '@/shared/permissions';

/** One row of the matrix: a built-in area or a module key, with the actions it supports. */
export interface MatrixRow {
  key: string;
  label: string;
  actions: readonly PermissionAction[];
  module: boolean;
}

/** The granted actions per area, as the matrix edits them. */
export type PermissionGrid = Record<string, PermissionAction[]>;

export function matrixRows(areaLabel: (area: string) => string, modules: readonly { key: string; name: string }[]): MatrixRow[] {
  return [
    ...Object.entries(PERMISSION_AREAS).map(([key, actions]) => ({ key, label: areaLabel(key), actions, module: false })),
    ...modules.map((module) => ({ key: module.key, label: module.name, actions: MODULE_ACTIONS, module: true })),
  ];
}

/** A role's tree as the matrix shows it: only what is exactly `true`. */
export function gridFromTree(tree: Role['permissions']): PermissionGrid {
  return Object.fromEntries(
    Object.entries(tree).map(([area, actions]) => [area, PERMISSION_ACTIONS.filter((action) => actions[action] === true)]),
  );
}

/** The tree sent to the server: the rows shown, each granted action `true`; nothing else. */
export function treeFromGrid(grid: PermissionGrid, rows: readonly MatrixRow[]): Role['permissions'] {
  const tree: Role['permissions'] = {};
  for (const row of rows) {
    const granted = (grid[row.key] ?? []).filter((action) => row.actions.includes(action));
    if (granted.length) tree[row.key] = Object.fromEntries(granted.map((action) => [action, true]));
  }
  return tree;
}

/** The signed-in staff member as the roles screen weighs them: the keys they hold and their own role. */
export interface RoleViewer {
  permissions: PermissionTree;
  roleId: number;
}

/**
 * Why `role` opens read-only for `viewer` (design §4), or null when they may change it: their
 * own role ('own'), or one holding a key they lack ('beyond'), which the server refuses too.
 */
export function roleLock(viewer: RoleViewer, role: Pick<Role, 'id' | 'permissions'>): 'own' | 'beyond' | null {
  if (role.id === viewer.roleId) return 'own';
  return holdsAll(viewer, role.permissions) ? null : 'beyond';
}

/** Whether `viewer` may give the key `area.action`: only one they hold themselves. */
export const mayGrant = (viewer: RoleViewer, area: string, action: PermissionAction) => holdsAll(viewer, { [area]: { [action]: true } });
