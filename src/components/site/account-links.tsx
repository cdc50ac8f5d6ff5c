import { getLocale, getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import { Icon } from '@/components/ui/icon';
import { AccountMenu } from './account-menu';

/** The header's account corner; rendered the same for everyone, the browser shows who is signed in (AccountMenu). */
export async function AccountLinks({ registration }: { registration: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('header'), getLocale().then(resolveLocale)]);
  return (
    <AccountMenu
      registration={registration}
      paths={{
        signIn: localizedPath(locale, '/auth/sign-in'),
        signUp: localizedPath(locale, '/auth/sign-up'),
        account: localizedPath(locale, '/auth'),
        dashboard: localizedPath(locale, '/dashboard'),
      }}
      labels={{
        signIn: t('sign_in'),
        signUp: t('sign_up'),
        account: t('account'),
        dashboard: t('dashboard'),
        unread: t('unread_notifications', { count: '{count}' }),
      }}
      icons={{ account: <Icon name="circle-user-round" className="size-5" />, dashboard: <Icon name="layout-dashboard" className="size-4" /> }}
    />
  );
}
