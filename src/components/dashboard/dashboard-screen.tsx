import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import type { Locale } from '@/i18n/locales';
import { requirePermission } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';
import { DASHBOARD_SCREENS, type DashboardScreenKey } from './sections';

/** Metadata, guard and header of a fixed dashboard screen, from its entry in the list of screens. */
export function dashboardScreen(key: DashboardScreenKey) {
  const { href, permission, icon } = DASHBOARD_SCREENS[key];

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale, namespace: 'dashboard' });
    return pageMetadata({ locale, href, title: t(`${key}.title`), subtitle: t('title') });
  }

  /** The signed-in caller holding the screen's key: else sign-in, or the 401 page. */
  const viewer = (locale: Locale) => requirePermission(locale, permission);

  /** A screen that is its header only (not built yet). */
  async function Page({ params }: LocaleParams) {
    const locale = await routeLocale(params);
    await viewer(locale);
    const t = await getTranslations('dashboard');
    return <SectionHeader icon={icon} title={t(`${key}.title`)} description={t(`${key}.description`)} />;
  }

  return { generateMetadata, viewer, icon, Page };
}
