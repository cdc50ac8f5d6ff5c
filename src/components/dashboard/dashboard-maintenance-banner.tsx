import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { MaintenanceBanner } from '@/components/app/maintenance-banner';
import { Icon } from '@/components/ui/icon';
import { localizedPath } from '@/shared/localized-path';
import { isMaintenanceOn } from '@/shared/maintenance';
import { can } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';

/** Above every dashboard screen while maintenance mode is on (the dashboard is never cached, so the server decides). */
export async function DashboardMaintenanceBanner({ user, locale, maintenanceMode }: { user: AuthUser; locale: Locale; maintenanceMode: unknown }) {
  if (!isMaintenanceOn(maintenanceMode)) return null;
  const t = await getTranslations('maintenance');
  const link = can(user, 'external.settings') ? (
    <NextLink href={localizedPath(locale, '/dashboard/settings')} className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-amber-700">
      {t('staff_banner_settings')}
    </NextLink>
  ) : null;
  return <MaintenanceBanner boxed text={t('staff_banner')} link={link} icon={<Icon name="construction" className="size-4 shrink-0" />} />;
}
