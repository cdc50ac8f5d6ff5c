import { isDeepStrictEqual } from 'node:util';
import type { JsonCodec } from '@/server/db/json';
import type { InvalidationBus } from '@/server/services/invalidation';
import type { SessionsService } from '@/server/services/sessions';
import { grantedKeys } from '@/shared/grants';
import type { PermissionTree } from '@/shared/permissions';
import { recordAudit, type Trx } from './operations';
import { rolesEntity } from './roles';

export interface PermissionsChange {
  actorId: number;
  roleId: number;
  /** The role's whole tree after the change. */
  before: PermissionTree;
  after: PermissionTree;
  /** The audit row's action, e.g. `grant_module`. */
  action: string;
}

/**
 * A role's keys changed by another entity's write (a module's keys granted when it is made,
 * taken away when it is deleted): the role's version rises, its users re-sync, the change has a
 * `roles` audit row of its own naming the keys, and the role's topic goes out after the commit.
 */
export function createRoleWrites({ json, sessions, bus }: { json: JsonCodec; sessions: Pick<SessionsService, 'flagReload'>; bus: InvalidationBus }) {
  return {
    async changePermissions(trx: Trx, change: PermissionsChange, afterCommit: (effect: () => void) => void): Promise<void> {
      const before = new Set(grantedKeys(change.before));
      const after = new Set(grantedKeys(change.after));
      const changed = [...[...after].filter((key) => !before.has(key)), ...[...before].filter((key) => !after.has(key))];
      if (isDeepStrictEqual(change.before, change.after)) return;
      await trx.updateTable('roles')
        .set((eb) => ({ permissions: json.write(change.after), version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
        .where('id', '=', change.roleId).execute();
      await sessions.flagReload(trx, { roleId: change.roleId });
      await recordAudit(trx, { actorId: change.actorId, action: change.action, entity: rolesEntity, recordId: change.roleId, changes: changed });
      afterCommit(() => bus.publish(rolesEntity.topic, rolesEntity.detail?.(change.roleId)));
    },
  };
}

export type RoleWrites = ReturnType<typeof createRoleWrites>;
