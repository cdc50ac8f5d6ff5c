import { describe, expect, it } from 'vitest';
import { mayGrant, roleLock } from '@/components/dashboard/roles/permission-grid';

const viewer = { roleId: 7, permissions: { users: { read: true, update: true }, external: { dashboard: true } } };

describe('the roles screen weighs a role by what the viewer holds', () => {
  it('locks the viewer\'s own role, even when it holds nothing beyond theirs', () => {
    expect(roleLock(viewer, { id: 7, permissions: viewer.permissions })).toBe('own');
  });

  it('locks a role holding a key the viewer lacks', () => {
    expect(roleLock(viewer, { id: 8, permissions: { users: { read: true, delete: true } } })).toBe('beyond');
  });

  it('leaves a role within the viewer\'s keys open (false values grant nothing)', () => {
    expect(roleLock(viewer, { id: 9, permissions: { users: { read: true, delete: false } } })).toBeNull();
    expect(roleLock(viewer, { id: 10, permissions: {} })).toBeNull();
  });

  it('lets the viewer tick only keys they hold', () => {
    expect(mayGrant(viewer, 'users', 'update')).toBe(true);
    expect(mayGrant(viewer, 'users', 'delete')).toBe(false);
    expect(mayGrant(viewer, 'logs', 'read')).toBe(false);
  });
});
