import type { DbHandle } from '@/server/db/connect';
import { roleTopic } from '@/server/services/sessions';
import type { Role } from '@/shared/api/roles';
import type { PermissionTree } from '@/shared/permissions';
import { defineEntity, orNotFound } from './declaration';
import type { Trx } from './operations';

export const rolesEntity = defineEntity({
  name: 'roles',
  area: 'roles',
  notFound: 'role_not_found',
  // A role's permissions live in its users' cached sessions.
  topic: 'sessions',
  detail: roleTopic,
  list: {
    sortable: { name: 'roles.name', user_count: 'user_count', created_at: 'roles.created_at', updated_at: 'roles.updated_at', id: 'roles.id' },
    searchable: ['roles.name'],
    id: 'roles.id',
  },
});

type Executor = DbHandle['db'] | Trx;

/** Reads of roles, each row through the one mapper. */
export function createRolesRepository({ db, json }: DbHandle) {
  const select = (executor: Executor = db) =>
    executor.selectFrom('roles').select((eb) => [
      'roles.id', 'roles.name', 'roles.permissions', 'roles.version', 'roles.created_at', 'roles.updated_at',
      eb.selectFrom('users').select(eb.fn.countAll().as('count')).whereRef('users.role_id', '=', 'roles.id').as('user_count'),
    ]);
  type RoleRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  const toRole = (row: RoleRow): Role => ({
    id: row.id,
    name: row.name,
    permissions: (json.read<PermissionTree>(row.permissions) ?? {}) as Role['permissions'],
    user_count: Number(row.user_count ?? 0),
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  async function find(id: number, executor: Executor = db): Promise<Role | null> {
    const row = await select(executor).where('roles.id', '=', id).executeTakeFirst();
    return row ? toRole(row) : null;
  }

  return {
    select,
    toRole,
    find,
    /** The role, or the declared 404. */
    get: async (id: number, executor: Executor = db) => orNotFound(rolesEntity, await find(id, executor)),
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
