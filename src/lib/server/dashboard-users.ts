import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { appContext } from '@/server/context';
import { isApiError } from '@/server/services/api-error';
import { GENDERS } from '@/shared/schemas/auth';
import { roleChoices } from './dashboard-reads';
import type { DashboardUser } from '@/shared/api/users';

const dashboard = () => appContext().services.dashboard;

/** Every role as a choice of the users screens (role filter, role field), by name. */
export async function roleOptions(): Promise<{ value: string; label: string }[]> {
  return (await roleChoices()).map((role) => ({ value: String(role.id), label: role.name }));
}

/** The role a new account gets unless staff choose another. */
export async function defaultRoleId(): Promise<string> {
  const id = await appContext().services.settings.get<number>('default_role');
  return id === undefined ? '' : String(id);
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
