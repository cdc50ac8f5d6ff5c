import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { DashboardMessages } from '@/components/dashboard/dashboard-messages';
import { SessionsTable } from '@/components/dashboard/sessions/sessions-table';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/lib/localized-path';
import { requirePermission } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { can } from '@/shared/permissions';

const screen = dashboardScreen({ key: 'sessions', href: '/dashboard/sessions', permission: 'sessions.read', icon: 'monitor-smartphone' });

export const generateMetadata = screen.generateMetadata;

/** Every user's open sessions; `?user_id=` shows one user's. */
export default async function SessionsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await requirePermission(locale, 'sessions.read');
  const t = await getTranslations('dashboard.sessions');
  return (
    <div className="space-y-8">
      <SectionHeader icon="monitor-smartphone" title={t('title')} description={t('description')} />
      <DashboardMessages>
        <Suspense>
          <SessionsTable canClose={can(user, 'sessions.delete')} usersPath={can(user, 'users.read') ? localizedPath(locale, '/dashboard/users') : null} />
        </Suspense>
      </DashboardMessages>
    </div>
  );
}
