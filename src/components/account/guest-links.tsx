import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';

export type GuestScreenKey = 'sign_in' | 'sign_up' | 'recovery';

export const GUEST_LINK_CLASS = 'font-medium text-primary-700 dark:text-primary-300 underline-offset-4 hover:text-primary-800 dark:hover:text-primary-200 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 rounded-sm';

/** The ways from one guest screen to the others (sign-up only while registration is open). */
export async function GuestLinks({ current, registration }: { current: GuestScreenKey; registration: boolean }) {
  const t = await getTranslations('account');
  return (
    <ul className="space-y-2 border-t border-slate-100 dark:border-slate-800 pt-6 text-sm text-slate-600 dark:text-slate-400">
      {current !== 'sign_in' ? (
        <li>{t('have_account')} <LocalizedLink href="/auth/sign-in" className={GUEST_LINK_CLASS}>{t('sign_in.title')}</LocalizedLink></li>
      ) : null}
      {current !== 'sign_up' && registration ? (
        <li>{t('no_account')} <LocalizedLink href="/auth/sign-up" className={GUEST_LINK_CLASS}>{t('sign_up.title')}</LocalizedLink></li>
      ) : null}
      {current === 'sign_up' ? (
        <li><LocalizedLink href="/auth/recovery-account" className={GUEST_LINK_CLASS}>{t('forgot_password')}</LocalizedLink></li>
      ) : null}
    </ul>
  );
}
