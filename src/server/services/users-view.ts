import { isLocale } from '@/i18n/locales';
import type { JsonCodec } from '@/server/db/json';
import type { UserRow } from '@/server/db/schema';
import type { UserProfile } from '@/shared/api/users';
import type { AuthUser } from '@/shared/types';
import type { PermissionTree } from '@/shared/permissions';

/** A users row joined with its role, as the session and account reads select it. */
export type UserWithRoleRow = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'fullname' | 'gender' | 'birthday' | 'avatar' | 'status' | 'email_verified_at' | 'time_zone' | 'dashboard_locale' | 'created_at' | 'updated_at' | 'role_id'
> & { role_name: string; role_permissions: unknown };

/** The profile fields every view of a user starts with, from its row. */
export function userProfile(row: Pick<UserRow, keyof UserProfile>): UserProfile {
  return { id: row.id, username: row.username, email: row.email, fullname: row.fullname, gender: row.gender, birthday: row.birthday, avatar: row.avatar };
}

/** The one shape a user leaves the server in: no password hash, permissions resolved. */
export function toAuthUser(row: UserWithRoleRow, json: JsonCodec): AuthUser {
  return {
    ...userProfile(row),
    status: row.status,
    role: { id: row.role_id, name: row.role_name },
    permissions: json.read<PermissionTree>(row.role_permissions) ?? {},
    email_verified: row.email_verified_at !== null,
    time_zone: row.time_zone,
    dashboard_locale: isLocale(row.dashboard_locale) ? row.dashboard_locale : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
