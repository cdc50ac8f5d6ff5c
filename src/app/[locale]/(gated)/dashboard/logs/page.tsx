import { getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { LogsMessages } from '@/components/dashboard/logs/logs-messages';
import { LogsScreen } from '@/components/dashboard/logs/logs-screen';
import { RetentionSetting } from '@/components/dashboard/logs/retention-setting';
import { SectionHeader } from '@/components/ui/section-header';
import { appContext } from '@/server/context';
import { can } from '@/shared/permissions';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';

const screen = dashboardScreen('logs');

export const generateMetadata = screen.generateMetadata;

/** The request log (logs.read), its retention and the audit rows' (editable with external.settings). */
export default async function DashboardLogsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await screen.viewer(locale);
  const [t, settings] = await Promise.all([getTranslations('dashboard'), appContext().services.settings.dashboardView()]);
  const editable = can(user, 'external.settings');
  return (
    <div className="space-y-6">
      <SectionHeader icon={screen.icon} title={t('logs.title')} description={t('logs.description')} />
      <LogsMessages>
        <div className="grid gap-4 xl:grid-cols-2">
          <RetentionSetting setting="log_retention_days" days={settings.log_retention_days} editable={editable} />
          <RetentionSetting setting="audit_retention_days" days={settings.audit_retention_days} editable={editable} />
        </div>
        <LogsScreen />
      </LogsMessages>
    </div>
  );
}
