import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { DashboardScreenMessages } from '@/components/dashboard/screen-messages';
import { SettingsScreen } from '@/components/dashboard/settings/settings-screen';
import { SectionHeader } from '@/components/ui/section-header';
import { roleChoices, settingsForScreen } from '@/lib/server/dashboard-reads';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { can } from '@/shared/permissions';

const screen = dashboardScreen('settings');

export const generateMetadata = screen.generateMetadata;

export default async function SettingsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await screen.viewer(locale);
  const [t, settings, roles] = await Promise.all([
    getTranslations('dashboard'),
    settingsForScreen(),
    can(user, 'roles.read') ? roleChoices(user) : [],
  ]);
  return (
    <div className="space-y-6">
      <SectionHeader icon={screen.icon} title={t('settings.title')} description={t('settings.description')} />
      <DashboardScreenMessages>
        <SettingsScreen initialSettings={settings} roles={roles} />
      </DashboardScreenMessages>
    </div>
  );
}
