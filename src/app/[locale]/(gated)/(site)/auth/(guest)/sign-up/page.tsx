import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { AuthCard } from '@/components/account/auth-card';
import { GuestLinks } from '@/components/account/guest-links';
import { guestMetadata } from '@/components/account/screen-metadata';
import { RegistrationClosed } from '@/components/account/sign-up/registration-closed';
import { SignUpForm } from '@/components/account/sign-up/sign-up-form';
import { localizedPath } from '@/shared/localized-path';
import { requireGuest } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { getBundle } from '@/lib/server/request-state';

export const generateMetadata = guestMetadata('sign_up', '/auth/sign-up');

/** Registration; while it is switched off in the settings, a notice replaces the form. */
export default async function SignUpPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  await requireGuest(locale);
  const [t, bundle] = await Promise.all([getTranslations('account'), getBundle(locale)]);
  const open = bundle.settings.registration;

  return (
    <AuthCard icon="user-plus" title={t('sign_up.title')} description={open ? t('sign_up.description') : t('sign_up.closed_description')}>
      <div className="space-y-6">
        {open ? (
          <AccountMessages>
            <SignUpForm accountHome={localizedPath(locale, '/auth')} />
          </AccountMessages>
        ) : (
          <RegistrationClosed />
        )}
        <GuestLinks current="sign_up" registration={open} />
      </div>
    </AuthCard>
  );
}
