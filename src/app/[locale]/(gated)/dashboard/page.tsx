import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { StatCard } from '@/components/dashboard/stat-card';
import { SectionHeader } from '@/components/ui/section-header';
import { can } from '@/shared/permissions';
import { appContext } from '@/server/context';
import { requirePermission } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return { ...(await pageMetadata({ locale, href: '/dashboard', title: t('overview.title'), subtitle: t('title') })), robots: { index: false } };
}

/** Dashboard home: a greeting and the key figures. */
export default async function DashboardHomePage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await requirePermission(locale, 'external.dashboard');
  const [t, format, stats] = await Promise.all([
    getTranslations('dashboard'),
    getFormatter(),
    appContext().services.content.dashboardStats(),
  ]);
  const number = (value: number) => format.number(value);

  return (
    <div className="space-y-8">
      <SectionHeader icon="layout-dashboard" title={t('overview.greeting', { name: user.fullname || user.username })} description={t('overview.description')} />
      <section aria-label={t('overview.stats')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('stats.users')} value={number(stats.users)} icon="users" href={can(user, 'users.read') ? '/dashboard/users' : null} linkLabel={t('stats.open')} />
        <StatCard label={t('stats.contents')} value={number(stats.moduleContents)} icon="file-stack" href={can(user, 'modules.read') ? '/dashboard/modules' : null} linkLabel={t('stats.open')} />
        <StatCard label={t('stats.pending_submissions')} value={number(stats.pendingSubmissions)} icon="inbox" />
        <StatCard label={t('stats.logs_24h')} value={number(stats.logsLast24h)} icon="activity" href={can(user, 'logs.read') ? '/dashboard/logs' : null} linkLabel={t('stats.open')} />
      </section>
    </div>
  );
}
