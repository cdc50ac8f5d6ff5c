import { Suspense } from 'react';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { screenHref } from '@/components/dashboard/sections';
import { UsersTable } from '@/components/dashboard/users/users-table';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { roleOptions } from '@/lib/server/dashboard-users';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { can } from '@/shared/permissions';

const screen = dashboardScreen('users');

export const generateMetadata = screen.generateMetadata;

/** The users list; its search, filters, sort and page live in the query string. */
export default async function UsersPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await screen.viewer(locale);
  const [t, roles] = await Promise.all([getTranslations('dashboard.users'), roleOptions(user)]);
  const sessions = screenHref(user, 'sessions');
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <SectionHeader icon={screen.icon} title={t('title')} description={t('description')} />
        {can(user, 'users.create') ? (
          <NextLink href={localizedPath(locale, '/dashboard/users/add')} className={buttonClasses('primary', 'md')}>{t('add')}</NextLink>
        ) : null}
      </div>
      <DashboardMessages>
        <Suspense>
          <UsersTable
            roles={roles}
            lockIcon={<Icon name="lock" className="size-3.5" />}
            usersPath={localizedPath(locale, '/dashboard/users')}
            sessionsPath={sessions && localizedPath(locale, sessions)}
          />
        </Suspense>
      </DashboardMessages>
    </div>
  );
}
