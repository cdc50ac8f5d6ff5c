import type { DbHandle } from '@/server/db/connect';
import { listPage } from '@/server/entities/list';
import type { Operations, Trx } from '@/server/entities/operations';
import { createRolesRepository, rolesEntity } from '@/server/entities/roles';
import { publishedByOperation, userWrites } from '@/server/entities/user-writes';
import { updateVersioned } from '@/server/entities/versioned';
import {
  roleCreateSchema, roleTransferSchema, roleUpdateSchema,
  type Role, type RoleChoice, type RoleCreateInput, type RoleListQuery, type RoleTransferInput, type RoleUpdateInput,
} from '@/shared/api/roles';
import { fitsDefaultRole, holdsAll } from '@/shared/grants';
import { hasPermission, type PermissionTree } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { ApiError, ConflictError } from '../api-error';
import { isUniqueViolation } from '../auth/users';
import type { SessionsService } from '../sessions';
import type { SettingsService } from '../settings';
import { assertDashboardStillReachable } from './dashboard-access';
import { assertFitsDefaultRole, assertWithinGrant } from './grants';
import { assertKnownPermissions } from './permission-tree';

const nameTaken = () => new ConflictError({ name: 'role_name_taken' });

/** Roles: their permission trees, and moving their users to another role before deletion. */
interface RolesAdminDeps {
  handle: DbHandle;
  operations: Operations;
  sessions: SessionsService;
  settings: Pick<SettingsService, 'get'>;
}

export function createRolesAdmin({ handle, operations, sessions, settings }: RolesAdminDeps) {
  const roles = createRolesRepository(handle);
  const { json } = handle;

  async function assertNameFree(trx: Trx, name: string, exceptId?: number): Promise<void> {
    let query = trx.selectFrom('roles').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw nameTaken();
  }

  const existing = (trx: Trx, id: number) => roles.get(id, trx);

  /**
   * A role the actor may change: not their own (its keys are what they hold), and none holding a
   * key they lack (which would let them strip or move its holders).
   */
  async function changeable(trx: Trx, actor: AuthUser, id: number): Promise<Role> {
    const role = await existing(trx, id);
    if (id === actor.role.id) throw new ApiError(403, 'own_role_locked');
    assertWithinGrant(actor, role.permissions, 'role_beyond_own');
    return role;
  }

  /** A unique index settles what the check before the write could not (two saves at once). */
  async function uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    list: (query: RoleListQuery) => listPage(roles.select(), rolesEntity.list, query, roles.toRole, handle),

    /** Every role by name as `viewer` may pick it (without the user counts the list pays for). */
    async choices(viewer: AuthUser): Promise<RoleChoice[]> {
      const rows = await handle.db.selectFrom('roles').select(['id', 'name', 'permissions']).orderBy('name').orderBy('id').execute();
      return rows.map(({ id, name, permissions }) => {
        const tree = json.read<PermissionTree>(permissions);
        return { id, name, assignable: holdsAll(viewer, tree), fits_default: fitsDefaultRole(tree) };
      });
    },

    get: (id: number): Promise<Role> => roles.get(id),

    create: (actor: AuthUser, input: RoleCreateInput) => uniquely(() => operations.run(rolesEntity, {
      actor, permission: 'create', input, schema: roleCreateSchema,
      validate: async (trx, { name, permissions }) => {
        await assertKnownPermissions(trx, permissions);
        assertWithinGrant(actor, permissions, 'grant_beyond_own');
        await assertNameFree(trx, name);
      },
      write: async (trx, { name, permissions }) => {
        const row = await trx.insertInto('roles')
          .values({ name, permissions: json.write(permissions), updated_at: new Date().toISOString() })
          .returning('id').executeTakeFirstOrThrow();
        return existing(trx, row.id);
      },
      recordId: (role) => role.id,
    })),

    /** Its users' sessions answer their next call with `reload_store` and the new permissions. */
    update: (actor: AuthUser, id: number, input: RoleUpdateInput) => uniquely(() => operations.run(rolesEntity, {
      actor, permission: 'update', input, schema: roleUpdateSchema, recordId: id,
      validate: async (trx, { name, permissions }) => {
        await changeable(trx, actor, id);
        await assertKnownPermissions(trx, permissions);
        assertWithinGrant(actor, permissions, 'grant_beyond_own');
        if ((await settings.get('default_role')) === id) assertFitsDefaultRole(permissions);
        await assertNameFree(trx, name, id);
      },
      write: async (trx, { name, permissions, version }) => {
        const before = await existing(trx, id);
        await updateVersioned(trx, 'roles', id, version, { name, permissions: json.write(permissions) }, rolesEntity);
        if (hasPermission(before.permissions, 'external.dashboard') && !hasPermission(permissions, 'external.dashboard')) {
          await assertDashboardStillReachable(trx, json);
        }
        await sessions.flagReload(trx, { roleId: id });
        return existing(trx, id);
      },
    })),

    /** Only a role without users (move them first: transfer) that new accounts do not get, else 409. */
    remove: (actor: AuthUser, id: number) => operations.run(rolesEntity, {
      actor, permission: 'delete', input: null, recordId: id,
      validate: async (trx) => {
        await changeable(trx, actor, id);
        if ((await settings.get('default_role')) === id) throw new ApiError(409, 'role_is_default');
      },
      write: async (trx) => {
        const role = await existing(trx, id);
        if (role.user_count > 0) throw new ApiError(409, 'role_has_users');
        await trx.deleteFrom('roles').where('id', '=', id).execute();
      },
    }),

    /** Moves every user of the role to `to_role_id`; "transfer problem" when that is not possible. */
    transfer: (actor: AuthUser, id: number, input: RoleTransferInput) => operations.run(rolesEntity, {
      actor, permission: 'update', action: 'transfer', input, schema: roleTransferSchema, recordId: id,
      validate: async (trx, { to_role_id }) => {
        await changeable(trx, actor, id);
        const target = to_role_id === id ? undefined : await roles.find(to_role_id, trx);
        if (!target) throw new ApiError(409, 'transfer_failed');
        assertWithinGrant(actor, target.permissions, 'grant_beyond_own');
      },
      write: async (trx, { to_role_id }) => {
        await sessions.flagReload(trx, { roleId: id });
        const moved = await userWrites.moveRole(trx, id, to_role_id, { publish: publishedByOperation });
        await assertDashboardStillReachable(trx, json);
        return { moved };
      },
    }),
  };
}

export type RolesAdmin = ReturnType<typeof createRolesAdmin>;
