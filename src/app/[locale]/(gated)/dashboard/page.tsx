import { getFormatter, getTranslations } from 'next-intl/server';
import { dashboardScreen } from '@/components/dashboard/dashboard-screen';
import { screenHref } from '@/components/dashboard/sections';
import { ActivityList } from '@/components/dashboard/overview/activity-list';
import { OverviewCharts } from '@/components/dashboard/overview/overview-charts';
import { StatCard } from '@/components/dashboard/stat-card';
import { SectionHeader } from '@/components/ui/section-header';
import { appContext } from '@/server/context';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';

const screen = dashboardScreen('overview');

export const generateMetadata = screen.generateMetadata;

/** Dashboard home: a greeting, the key figures, the last 30 days in charts and the latest activity. */
export default async function DashboardHomePage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await screen.viewer(locale);
  const [t, format, overview] = await Promise.all([
    getTranslations('dashboard'),
    getFormatter(),
    appContext().services.dashboard.overview.get(user),
  ]);
  const number = (value: number) => format.number(value);
  const { counts, days } = overview;
  // Each card and chart only where the viewer may read its data (the service leaves the rest null).
  const charts = { traffic: days.some((day) => day.requests !== null), signUps: days.some((day) => day.sign_ups !== null) };

  return (
    <div className="space-y-8">
      <SectionHeader icon={screen.icon} title={t('overview.greeting', { name: user.fullname || user.username })} description={t('overview.description')} />
      <section aria-label={t('overview.stats')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {counts.users !== null ? <StatCard label={t('stats.users')} value={number(counts.users)} icon="users" href={screenHref(user, 'users')} linkLabel={t('stats.open')} /> : null}
        {counts.contents !== null ? <StatCard label={t('stats.contents')} value={number(counts.contents)} icon="file-stack" href={screenHref(user, 'modules')} linkLabel={t('stats.open')} /> : null}
        {counts.pending_submissions !== null ? <StatCard label={t('stats.pending_submissions')} value={number(counts.pending_submissions)} icon="inbox" /> : null}
        {counts.media !== null ? <StatCard label={t('overview.media')} value={number(counts.media)} icon="image" href={screenHref(user, 'media')} linkLabel={t('stats.open')} /> : null}
      </section>
      {charts.traffic || charts.signUps ? (
        <section aria-label={t('overview.charts')}>
          <OverviewCharts
            days={days}
            show={charts}
            locale={locale}
            labels={{
              requestsChart: t('overview.requests_chart'),
              errorsChart: t('overview.errors_chart'),
              signUpsChart: t('overview.sign_ups_chart'),
              requests: t('overview.requests'),
              clientErrors: t('overview.client_errors'),
              serverErrors: t('overview.server_errors'),
              signUps: t('overview.sign_ups'),
            }}
          />
        </section>
      ) : null}
      <ActivityList activity={overview.activity} />
    </div>
  );
}
