/**
 * Permissions are a tree of booleans held by a role, e.g.
 * `{ users: { read: true }, external: { dashboard: true } }`.
 * A dotted path counts only when its final value is exactly `true`.
 */
export type PermissionTree = { [key: string]: boolean | PermissionTree };

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete', 'settings', 'dashboard'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** Built-in areas and the actions each supports; module keys add their own area at run time. */
export const PERMISSION_AREAS = {
  users: ['read', 'create', 'update', 'delete'],
  roles: ['read', 'create', 'update', 'delete'],
  sessions: ['read', 'delete'],
  media: ['read', 'create', 'update', 'delete'],
  modules: ['read', 'create', 'update', 'delete'],
  menus: ['read', 'create', 'update', 'delete'],
  logs: ['read', 'delete'],
  external: ['dashboard', 'settings'],
} as const satisfies Record<string, readonly PermissionAction[]>;
export type PermissionArea = keyof typeof PERMISSION_AREAS;

export const MODULE_ACTIONS = ['read', 'create', 'update', 'delete'] as const satisfies readonly PermissionAction[];
export type ModuleAction = (typeof MODULE_ACTIONS)[number];

/** A built-in key, e.g. `users.read`: derived from PERMISSION_AREAS, so `users.raed` does not compile. */
export type BuiltInPermissionKey = { [Area in PermissionArea]: `${Area}.${(typeof PERMISSION_AREAS)[Area][number]}` }[PermissionArea];

declare const modulePermissionBrand: unique symbol;
/** A module's own key, e.g. `blog.read`: made only by modulePermission(), so a hand-typed string is not one. */
export type ModulePermissionKey = string & { readonly [modulePermissionBrand]: true };

/** Every key a check may name (design §4): a typo such as `user.read` does not compile. */
export type PermissionKey = BuiltInPermissionKey | ModulePermissionKey;

/** `{moduleKey}.{action}`, a module's own key (e.g. `blog.update`). */
export const modulePermission = (moduleKey: string, action: ModuleAction): ModulePermissionKey =>
  `${moduleKey}.${action}` as ModulePermissionKey;

export interface HasPermissions {
  permissions?: PermissionTree | null;
}

/** Walks `path` through the tree; true only when the value found is exactly `true`. */
export function hasPermission(tree: PermissionTree | null | undefined, path: PermissionKey): boolean {
  if (!tree || typeof path !== 'string' || path === '') return false;
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
    if (!Object.prototype.hasOwnProperty.call(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node === true;
}

/** `can(user, 'users.read')`: false for guests and for anything not exactly `true`. */
export function can(user: HasPermissions | null | undefined, path: PermissionKey): boolean {
  return hasPermission(user?.permissions ?? null, path);
}

/** Every permission granted: the built-in areas plus the given module keys. */
export function fullPermissionTree(moduleKeys: readonly string[] = []): PermissionTree {
  const tree: PermissionTree = {};
  for (const [area, actions] of Object.entries(PERMISSION_AREAS)) {
    tree[area] = Object.fromEntries(actions.map((action) => [action, true]));
  }
  for (const key of moduleKeys) {
    tree[key] = Object.fromEntries(MODULE_ACTIONS.map((action) => [action, true]));
  }
  return tree;
}
