import NextLink from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import { Icon } from '@/components/ui/icon';
import { StaffMaintenanceBanner } from './staff-maintenance-banner';

const LINK = 'font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-amber-700';

/** The public site's staff banner while maintenance is on: its texts from the server, shown by the browser (StaffMaintenanceBanner). */
export async function SiteMaintenanceBanner() {
  const [t, locale] = await Promise.all([getTranslations('maintenance'), getLocale().then(resolveLocale)]);
  return (
    <StaffMaintenanceBanner
      text={t('staff_banner')}
      icon={<Icon name="construction" className="size-4 shrink-0" />}
      settingsLink={<NextLink href={localizedPath(locale, '/dashboard/settings')} className={LINK}>{t('staff_banner_settings')}</NextLink>}
    />
  );
}
