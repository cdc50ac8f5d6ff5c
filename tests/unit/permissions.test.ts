import { describe, expect, it } from 'vitest';
import { can as canKey, fullPermissionTree, hasPermission as hasKey, type HasPermissions, type PermissionKey, type PermissionTree } from '@/shared/permissions';

const user = (permissions: unknown) => ({ permissions: permissions as PermissionTree });
// The walk itself, over any path (the compiler refuses unknown keys in the application's code).
const can = (holder: HasPermissions | null | undefined, path: string) => canKey(holder, path as PermissionKey);
const hasPermission = (tree: PermissionTree, path: string) => hasKey(tree, path as PermissionKey);

describe('can()', () => {
  const tree = {
    users: { read: true, create: false, update: 'true', delete: 1 },
    external: { dashboard: true, settings: null },
    blog: { read: true, nested: { deep: true } },
    logs: true,
    media: ['read'],
    roles: { read: [true] },
    menus: { read: { yes: true } },
  };

  it('is true only for a path ending in exactly true', () => {
    expect(can(user(tree), 'users.read')).toBe(true);
    expect(can(user(tree), 'external.dashboard')).toBe(true);
    expect(can(user(tree), 'blog.nested.deep')).toBe(true);
  });

  it.each([
    ['users.create', 'false'],
    ['users.update', 'the string "true"'],
    ['users.delete', 'a truthy number'],
    ['external.settings', 'null'],
    ['menus.read', 'an object'],
    ['roles.read', 'an array holding true'],
  ])('is false for %s (%s)', (path) => {
    expect(can(user(tree), path)).toBe(false);
  });

  it.each(['users.export', 'missing.read', 'users', 'users.read.extra', 'blog.nested', ''])('is false for the missing or partial path %j', (path) => {
    expect(can(user(tree), path)).toBe(false);
  });

  it('is false when the walk meets a non-object node', () => {
    expect(can(user(tree), 'logs.read')).toBe(false);
    expect(can(user(tree), 'media.0')).toBe(false);
    expect(can(user(tree), 'users.read.deeper')).toBe(false);
  });

  it('is false for guests and empty or broken trees', () => {
    expect(can(null, 'users.read')).toBe(false);
    expect(can(undefined, 'users.read')).toBe(false);
    expect(can({}, 'users.read')).toBe(false);
    expect(can(user(null), 'users.read')).toBe(false);
    expect(can(user('users.read'), 'users.read')).toBe(false);
    expect(can(user(['users']), 'users.read')).toBe(false);
  });

  it('does not follow inherited properties', () => {
    expect(can(user({}), 'constructor.name')).toBe(false);
    expect(can(user({}), '__proto__.x')).toBe(false);
    expect(hasPermission({ a: {} }, 'a.toString')).toBe(false);
  });

  it('grants everything with the full tree, module keys included', () => {
    const admin = user(fullPermissionTree(['blog']));
    for (const path of ['users.delete', 'external.settings', 'logs.read', 'blog.update']) expect(can(admin, path)).toBe(true);
    expect(can(admin, 'faq.read')).toBe(false);
  });
});
