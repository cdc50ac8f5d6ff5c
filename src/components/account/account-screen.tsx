import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppPathname } from '@/i18n/routing';
import { SectionHeader } from '@/components/ui/section-header';
import { requireUser } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';

export interface AccountScreenConfig {
  /** Key under `account.` in the messages (title, description). */
  key: 'security' | 'settings' | 'notifications';
  href: AppPathname;
  icon: string;
}

/** Page and metadata of a signed-in account screen whose full content comes in a later issue. */
export function accountScreen({ key, href, icon }: AccountScreenConfig) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale, namespace: 'account' });
    return pageMetadata({ locale, href, title: t(`${key}.title`), subtitle: t('title') });
  }

  async function Page({ params }: LocaleParams) {
    const locale = await routeLocale(params);
    await requireUser(locale);
    const t = await getTranslations('account');
    return <SectionHeader icon={icon} title={t(`${key}.title`)} description={t(`${key}.description`)} />;
  }

  return { generateMetadata, Page };
}
