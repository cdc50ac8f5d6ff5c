import { Suspense } from 'react';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { ModulesTable } from '@/components/dashboard/modules/modules-table';
import { buttonClasses } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { can } from '@/shared/permissions';

const screen = dashboardScreen('modules');

export const generateMetadata = screen.generateMetadata;

/** The modules list; its search, type filter, sort and page live in the query string. */
export default async function ModulesPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await screen.viewer(locale);
  const t = await getTranslations('dashboard');
  const modulesPath = localizedPath(locale, '/dashboard/modules');
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <SectionHeader icon={screen.icon} title={t('modules.title')} description={t('modules.description')} />
        {can(user, 'modules.create') ? (
          <NextLink href={localizedPath(locale, '/dashboard/modules/add')} className={buttonClasses('primary', 'md')}>{t('module_builder.list.add')}</NextLink>
        ) : null}
      </div>
      <DashboardMessages>
        <Suspense>
          <ModulesTable
            modulesPath={modulesPath}
            dashboardPath={localizedPath(locale, '/dashboard')}
            canUpdate={can(user, 'modules.update')}
            canDelete={can(user, 'modules.delete')}
          />
        </Suspense>
      </DashboardMessages>
    </div>
  );
}
