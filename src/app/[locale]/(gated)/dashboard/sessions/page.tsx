import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { screenHref } from '@/components/dashboard/sections';
import { SessionsTable } from '@/components/dashboard/sessions/sessions-table';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { can } from '@/shared/permissions';

const screen = dashboardScreen('sessions');

export const generateMetadata = screen.generateMetadata;

/** Every user's open sessions; `?user_id=` shows one user's. */
export default async function SessionsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await screen.viewer(locale);
  const t = await getTranslations('dashboard.sessions');
  const users = screenHref(user, 'users');
  return (
    <div className="space-y-8">
      <SectionHeader icon={screen.icon} title={t('title')} description={t('description')} />
      <DashboardMessages>
        <Suspense>
          <SessionsTable canClose={can(user, 'sessions.delete')} usersPath={users && localizedPath(locale, users)} />
        </Suspense>
      </DashboardMessages>
    </div>
  );
}
