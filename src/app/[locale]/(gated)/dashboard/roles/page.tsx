import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { RolesScreen } from '@/components/dashboard/roles/roles-screen';
import { DashboardScreenMessages } from '@/components/dashboard/screen-messages';
import { SectionHeader } from '@/components/ui/section-header';
import { listModules } from '@/lib/server/content';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { can } from '@/shared/permissions';

const screen = dashboardScreen('roles');

export const generateMetadata = screen.generateMetadata;

export default async function RolesPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await screen.viewer(locale);
  const [t, modules] = await Promise.all([getTranslations('dashboard'), listModules(locale)]);
  const allowed = { create: can(user, 'roles.create'), update: can(user, 'roles.update'), delete: can(user, 'roles.delete') };
  return (
    <div className="space-y-6">
      <SectionHeader icon={screen.icon} title={t('roles.title')} description={t('roles.description')} />
      <DashboardScreenMessages>
        <Suspense>
          <RolesScreen
            modules={modules.map(({ key, name }) => ({ key, name }))}
            allowed={allowed}
            viewer={{ permissions: user.permissions, roleId: user.role.id }}
          />
        </Suspense>
      </DashboardScreenMessages>
    </div>
  );
}
