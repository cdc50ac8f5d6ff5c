import type { DashboardUser } from '@/shared/api/users';

/** A user as the form's string values (selects and inputs hold text; the shared schemas coerce). */
export function userFormValues(user?: DashboardUser) {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    fullname: user?.fullname ?? '',
    gender: user?.gender ?? '',
    birthday: user?.birthday ?? '',
    role_id: user ? String(user.role_id) : '',
    status: user?.status ?? 'active',
    locale: user?.locale ?? '',
  };
}

export type UserFormValues = ReturnType<typeof userFormValues>;

export interface Option {
  value: string;
  label: string;
}

/** A role as the users screens offer it: `assignable` when the viewer may give it to an account, and so act on its holders. */
export interface RoleOption extends Option {
  assignable: boolean;
}
