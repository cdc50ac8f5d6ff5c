import { isLocale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { userTopic } from '@/server/services/session-topics';
import { userProfile } from '@/server/services/users-view';
import type { DashboardUser } from '@/shared/api/users';
import { defineEntity, orNotFound } from './declaration';
import type { Trx } from './operations';

export const usersEntity = defineEntity({
  name: 'users',
  area: 'users',
  notFound: 'user_not_found',
  // A user's profile, role and status live in their cached sessions.
  topic: 'sessions',
  detail: userTopic,
  list: {
    sortable: {
      created_at: 'users.created_at', username: 'users.username', email: 'users.email', fullname: 'users.fullname',
      status: 'users.status', updated_at: 'users.updated_at', id: 'users.id',
    },
    searchable: ['users.username', 'users.email', 'users.fullname'],
    searchIndex: 'users_search',
    id: 'users.id',
  },
});

type Executor = DbHandle['db'] | Trx;

/** Reads of users as the dashboard shows them, each row through the one mapper. */
export function createUsersRepository({ db }: DbHandle) {
  const select = (executor: Executor = db) =>
    executor.selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select([
        'users.id', 'users.username', 'users.email', 'users.fullname', 'users.gender', 'users.birthday', 'users.avatar',
        'users.role_id', 'roles.name as role_name', 'users.status', 'users.email_verified_at', 'users.locale', 'users.version',
        'users.created_at', 'users.updated_at',
      ]);
  type UserRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  const toUser = (row: UserRow): DashboardUser => ({
    ...userProfile(row),
    role_id: row.role_id,
    role_name: row.role_name,
    status: row.status,
    email_verified: row.email_verified_at !== null,
    locale: isLocale(row.locale) ? row.locale : null,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  async function find(id: number, executor: Executor = db): Promise<DashboardUser | null> {
    const row = await select(executor).where('users.id', '=', id).executeTakeFirst();
    return row ? toUser(row) : null;
  }

  return {
    select,
    toUser,
    find,
    /** The user, or the declared 404. */
    get: async (id: number, executor: Executor = db) => orNotFound(usersEntity, await find(id, executor)),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
