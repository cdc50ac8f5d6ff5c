import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { AuthCard } from '@/components/account/auth-card';
import { GUEST_LINK_CLASS, GuestLinks } from '@/components/account/guest-links';
import { guestMetadata } from '@/components/account/screen-metadata';
import { InvalidResetLink } from '@/components/account/recovery/invalid-reset-link';
import { RecoveryRequestForm } from '@/components/account/recovery/recovery-request-form';
import { ResetPasswordForm } from '@/components/account/recovery/reset-password-form';
import { RevertEmailChange } from '@/components/account/recovery/revert-email-change';
import { FormAlert } from '@/components/forms/form-alert';
import { LocalizedLink } from '@/components/ui/localized-link';
import { localizedPath } from '@/shared/localized-path';
import { requireGuest } from '@/lib/server/guards';
import { routeLocale } from '@/lib/server/locale';
import { getBundle } from '@/lib/server/request-state';
import { TOKEN_PATTERN } from '@/shared/schemas/auth';

export const generateMetadata = guestMetadata('recovery', '/auth/recovery-account');

interface RecoveryPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[]; revert?: string | string[]; reverted?: string | string[] }>;
}

/**
 * Without a token: ask for a reset link. With the mailed `?token=`: choose the new password.
 * With `?revert=` (the undo link of an e-mail change, which may be opened while still signed in):
 * undo the change, then choose the new password.
 */
export default async function RecoveryPage({ params, searchParams }: RecoveryPageProps) {
  const locale = await routeLocale(params);
  const { token, revert, reverted } = await searchParams;
  const reverting = typeof revert === 'string' && TOKEN_PATTERN.test(revert);
  if (!reverting) await requireGuest(locale);
  const [t, tApi, bundle] = await Promise.all([getTranslations('account'), getTranslations('api'), getBundle(locale)]);
  const recoveryPath = localizedPath(locale, '/auth/recovery-account');
  const requestAgainLink = <LocalizedLink href="/auth/recovery-account" className={GUEST_LINK_CLASS}>{t('reset.request_again')}</LocalizedLink>;

  let content;
  if (reverting) {
    const recoveryLink = <LocalizedLink href="/auth/recovery-account" className={GUEST_LINK_CLASS}>{t('forgot_password')}</LocalizedLink>;
    content = <RevertEmailChange token={revert} recoveryPath={recoveryPath} recoveryLink={recoveryLink} />;
  } else if (token === undefined) {
    content = <RecoveryRequestForm recoveryPath={recoveryPath} />;
  } else if (typeof token === 'string' && TOKEN_PATTERN.test(token)) {
    content = (
      <div className="space-y-5">
        {reverted === '1' ? <FormAlert tone="success" message={tApi('email_change_reverted')} /> : null}
        <ResetPasswordForm token={token} signInPath={localizedPath(locale, '/auth/sign-in')} requestAgainLink={requestAgainLink} />
      </div>
    );
  } else {
    content = <InvalidResetLink requestAgainLink={requestAgainLink} />;
  }
  const resetting = token !== undefined;
  const heading = reverting
    ? { icon: 'undo-2', title: t('revert.title'), description: t('revert.description') }
    : resetting
      ? { icon: 'lock-keyhole', title: t('reset.title'), description: t('reset.description') }
      : { icon: 'key-round', title: t('recovery.title'), description: t('recovery.description') };

  return (
    <AuthCard icon={heading.icon} title={heading.title} description={heading.description}>
      <div className="space-y-6">
        <AccountMessages>{content}</AccountMessages>
        <GuestLinks current="recovery" registration={bundle.settings.registration} />
      </div>
    </AuthCard>
  );
}
