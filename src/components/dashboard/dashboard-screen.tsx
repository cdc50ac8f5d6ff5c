import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppPathname } from '@/i18n/routing';
import { SectionHeader } from '@/components/ui/section-header';
import { requirePermission } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';
import type { PermissionKey } from '@/shared/permissions';

export interface DashboardScreenConfig {
  /** Key under `dashboard.` in the messages (title, description). */
  key: string;
  href: AppPathname;
  permission: PermissionKey;
  icon: string;
}

/** Page and metadata of a fixed dashboard screen behind its permission key. */
export function dashboardScreen({ key, href, permission, icon }: DashboardScreenConfig) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale, namespace: 'dashboard' });
    return { ...(await pageMetadata({ locale, href, title: t(`${key}.title`), subtitle: t('title') })), robots: { index: false } };
  }

  async function Page({ params }: LocaleParams) {
    const locale = await routeLocale(params);
    await requirePermission(locale, permission);
    const t = await getTranslations('dashboard');
    return <SectionHeader icon={icon} title={t(`${key}.title`)} description={t(`${key}.description`)} />;
  }

  return { generateMetadata, Page };
}
