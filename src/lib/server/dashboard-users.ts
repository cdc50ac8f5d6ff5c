import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { appContext } from '@/server/context';
import { isApiError } from '@/server/services/api-error';
import { GENDERS } from '@/shared/schemas/auth';
import { roleChoices } from './dashboard-reads';
import type { DashboardUser } from '@/shared/api/users';
import type { AuthUser } from '@/shared/types';
import type { RoleOption } from '@/components/dashboard/users/user-form-values';

const dashboard = () => appContext().services.dashboard;

/** Every role by name (the role filter), each as `viewer` may assign it. */
export async function roleOptions(viewer: AuthUser): Promise<RoleOption[]> {
  return (await roleChoices(viewer)).map((role) => ({ value: String(role.id), label: role.name, assignable: role.assignable }));
}

/** The role field's choices: the roles the viewer may assign, and the one the user holds (shown, in a read-only form, when it is not). */
export function assignableRoles(roles: readonly RoleOption[], heldRoleId?: number): RoleOption[] {
  return roles.filter((role) => role.assignable || role.value === String(heldRoleId));
}

/** Whether the viewer may act on the holders of `roleId` (edit, ban, delete, send links). */
export function mayManageHolders(roles: readonly RoleOption[], roleId: number): boolean {
  return roles.some((role) => role.value === String(roleId) && role.assignable);
}

/** The role a new account gets unless staff choose another, preselected only when the viewer may assign it. */
export async function defaultRoleId(roles: readonly RoleOption[]): Promise<string> {
  const id = await appContext().services.settings.get<number>('default_role');
  return id !== undefined && mayManageHolders(roles, id) ? String(id) : '';
}

/** Gender choices and the empty choice's text, in the account area's words. */
export async function genderOptions(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'account.gender' });
  return { genders: GENDERS.map((gender) => ({ value: gender, label: t(gender) })), genderUnset: t('unset') };
}

/** The user of a dashboard page, or null when there is none with that id. */
export async function findDashboardUser(id: string): Promise<DashboardUser | null> {
  if (!/^\d{1,15}$/.test(id)) return null;
  try {
    return await dashboard().users.get(Number(id));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
