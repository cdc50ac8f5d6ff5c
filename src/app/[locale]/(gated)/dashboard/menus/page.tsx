import { Suspense } from 'react';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { DashboardScreenMessages } from '@/components/dashboard/screen-messages';
import { MenusTable } from '@/components/dashboard/menus/menus-table';
import { buttonClasses } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { can } from '@/shared/permissions';

const screen = dashboardScreen('menus');

export const generateMetadata = screen.generateMetadata;

/** The menus list; its search, sort and page live in the query string. */
export default async function MenusPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await screen.viewer(locale);
  const t = await getTranslations('dashboard');
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <SectionHeader icon={screen.icon} title={t('menus.title')} description={t('menus.description')} />
        {can(user, 'menus.create') ? (
          <NextLink href={localizedPath(locale, '/dashboard/menus/add')} className={buttonClasses('primary', 'md')}>{t('menus_editor.list.add')}</NextLink>
        ) : null}
      </div>
      <DashboardScreenMessages>
        <Suspense>
          <MenusTable menusPath={localizedPath(locale, '/dashboard/menus')} canUpdate={can(user, 'menus.update')} canDelete={can(user, 'menus.delete')} />
        </Suspense>
      </DashboardScreenMessages>
    </div>
  );
}
