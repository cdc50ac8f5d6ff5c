import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppPathname } from '@/i18n/routing';
import { LocalizedLink } from '@/components/ui/localized-link';
import { requireGuest } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { pageMetadata } from '@/lib/server/metadata';
import { AuthCard } from './auth-card';

export interface GuestScreenConfig {
  /** Key under `account.` in the messages (title, description). */
  key: 'sign_in' | 'sign_up' | 'recovery';
  href: AppPathname;
  icon: string;
}

const LINK = 'font-medium text-primary-700 hover:text-primary-800 hover:underline underline-offset-4';

/** Page and metadata of a guest-only screen (signed-in visitors go to the account home). */
export function guestScreen({ key, href, icon }: GuestScreenConfig) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale, namespace: 'account' });
    return pageMetadata({ locale, href, title: t(`${key}.title`) });
  }

  async function Page({ params }: LocaleParams) {
    const locale = await routeLocale(params);
    await requireGuest(locale);
    const t = await getTranslations('account');
    return (
      <AuthCard icon={icon} title={t(`${key}.title`)} description={t(`${key}.description`)}>
        <ul className="space-y-2 text-sm text-slate-600">
          {key !== 'sign_in' ? <li>{t('have_account')} <LocalizedLink href="/auth/sign-in" className={LINK}>{t('sign_in.title')}</LocalizedLink></li> : null}
          {key !== 'sign_up' ? <li>{t('no_account')} <LocalizedLink href="/auth/sign-up" className={LINK}>{t('sign_up.title')}</LocalizedLink></li> : null}
          {key !== 'recovery' ? <li><LocalizedLink href="/auth/recovery-account" className={LINK}>{t('forgot_password')}</LocalizedLink></li> : null}
        </ul>
      </AuthCard>
    );
  }

  return { generateMetadata, Page };
}
