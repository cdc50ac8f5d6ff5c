import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppPathname } from '@/i18n/routing';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';
import type { GuestScreenKey } from './guest-links';

export type AccountScreenKey = 'security' | 'settings' | 'notifications';

/** `generateMetadata` of a guest screen (sign-in, sign-up, recovery): its title from `account.<key>.title`. */
export function guestMetadata(key: GuestScreenKey, href: AppPathname) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale, namespace: 'account' });
    return pageMetadata({ locale, href, title: t(`${key}.title`) });
  };
}

/** `generateMetadata` of a signed-in account screen: "{screen} · My account | site". */
export function accountMetadata(key: AccountScreenKey, href: AppPathname) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale, namespace: 'account' });
    return pageMetadata({ locale, href, title: t(`${key}.title`), subtitle: t('title') });
  };
}
