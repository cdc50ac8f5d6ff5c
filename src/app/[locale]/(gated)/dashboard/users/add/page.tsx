import type { Metadata } from 'next';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { UserCreateForm } from '@/components/dashboard/users/user-create-form';
import { Card } from '@/components/ui/card';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { assignableRoles, defaultRoleId, genderOptions, roleOptions } from '@/lib/server/dashboard-users';
import { requirePermission } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return pageMetadata({ locale, href: '/dashboard/users/add', title: t('users_add.title'), subtitle: t('title') });
}

/** A new account; its owner sets a password through the link the server mails. */
export default async function AddUserPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const viewer = await requirePermission(locale, 'users.create');
  const [t, roles, genders] = await Promise.all([getTranslations('dashboard'), roleOptions(viewer), genderOptions(locale)]);
  const roleId = await defaultRoleId(roles);
  const usersPath = localizedPath(locale, '/dashboard/users');
  return (
    <div className="max-w-3xl space-y-8">
      <NextLink href={usersPath} className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400">← {t('users.back')}</NextLink>
      <SectionHeader icon="user-plus" title={t('users_add.title')} description={t('users_add.description')} />
      <Card>
        <DashboardMessages>
          <UserCreateForm roles={assignableRoles(roles)} {...genders} defaultRoleId={roleId} usersPath={usersPath} />
        </DashboardMessages>
      </Card>
    </div>
  );
}
