import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { AuthCard } from '@/components/account/auth-card';
import { GUEST_LINK_CLASS, GuestLinks } from '@/components/account/guest-links';
import { guestMetadata } from '@/components/account/screen-metadata';
import { InvalidResetLink } from '@/components/account/recovery/invalid-reset-link';
import { RecoveryRequestForm } from '@/components/account/recovery/recovery-request-form';
import { ResetPasswordForm } from '@/components/account/recovery/reset-password-form';
import { LocalizedLink } from '@/components/ui/localized-link';
import { localizedPath } from '@/lib/localized-path';
import { requireGuest } from '@/lib/server/guards';
import { routeLocale } from '@/lib/server/locale';
import { getBundle } from '@/lib/server/request-state';
import { TOKEN_PATTERN } from '@/shared/schemas/auth';

export const generateMetadata = guestMetadata('recovery', '/auth/recovery-account');

interface RecoveryPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

/** Without a token: ask for a reset link. With the mailed `?token=`: choose the new password. */
export default async function RecoveryPage({ params, searchParams }: RecoveryPageProps) {
  const locale = await routeLocale(params);
  await requireGuest(locale);
  const [t, bundle, { token }] = await Promise.all([getTranslations('account'), getBundle(locale), searchParams]);
  const recoveryPath = localizedPath(locale, '/auth/recovery-account');
  const requestAgainLink = <LocalizedLink href="/auth/recovery-account" className={GUEST_LINK_CLASS}>{t('reset.request_again')}</LocalizedLink>;

  let content;
  if (token === undefined) {
    content = <RecoveryRequestForm recoveryPath={recoveryPath} />;
  } else if (typeof token === 'string' && TOKEN_PATTERN.test(token)) {
    content = <ResetPasswordForm token={token} signInPath={localizedPath(locale, '/auth/sign-in')} requestAgainLink={requestAgainLink} />;
  } else {
    content = <InvalidResetLink requestAgainLink={requestAgainLink} />;
  }
  const resetting = token !== undefined;

  return (
    <AuthCard
      icon={resetting ? 'lock-keyhole' : 'key-round'}
      title={resetting ? t('reset.title') : t('recovery.title')}
      description={resetting ? t('reset.description') : t('recovery.description')}
    >
      <div className="space-y-6">
        <AccountMessages>{content}</AccountMessages>
        <GuestLinks current="recovery" registration={bundle.settings.registration} />
      </div>
    </AuthCard>
  );
}
