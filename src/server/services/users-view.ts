import type { JsonCodec } from '@/server/db/json';
import type { AuthUser } from '@/shared/types';
import type { PermissionTree } from '@/shared/permissions';

export interface UserWithRoleRow {
  id: number;
  username: string;
  email: string;
  fullname: string;
  gender: string | null;
  birthday: string | null;
  avatar: string | null;
  status: AuthUser['status'];
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  role_id: number;
  role_name: string;
  role_permissions: unknown;
}

/** The one shape a user leaves the server in: no password hash, permissions resolved. */
export function toAuthUser(row: UserWithRoleRow, json: JsonCodec): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullname: row.fullname,
    gender: row.gender,
    birthday: row.birthday,
    avatar: row.avatar,
    status: row.status,
    role: { id: row.role_id, name: row.role_name },
    permissions: json.read<PermissionTree>(row.role_permissions) ?? {},
    email_verified: row.email_verified_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
