import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/account-messages';
import { AuthCard } from '@/components/account/auth-card';
import { GUEST_LINK_CLASS, GuestLinks } from '@/components/account/guest-links';
import { guestMetadata } from '@/components/account/screen-metadata';
import { OAuthCompletion } from '@/components/account/sign-in/oauth-completion';
import { ProviderIcon } from '@/components/account/sign-in/provider-icon';
import { SignInForm } from '@/components/account/sign-in/sign-in-form';
import { LocalizedLink } from '@/components/ui/localized-link';
import { OAUTH_PROVIDERS } from '@/shared/api/account';
import { localizedPath } from '@/shared/localized-path';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { requireGuest } from '@/lib/server/guards';
import { routeLocale } from '@/lib/server/locale';
import { getBundle } from '@/lib/server/request-state';

// Outside the maintenance gate on purpose: sign-in stays reachable during maintenance (spec §2).
export const generateMetadata = guestMetadata('sign_in', '/auth/sign-in');

type QueryValue = string | string[] | undefined;

interface SignInPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ redirect?: QueryValue; code?: QueryValue; state?: QueryValue; error?: QueryValue }>;
}

const single = (value: QueryValue): string | null => (typeof value === 'string' ? value : null);

/**
 * Sign-in, and also where Google and Facebook send people back (`?code=&state=`, or `?error=`):
 * then the page finishes that sign-in instead of showing the form.
 */
export default async function SignInPage({ params, searchParams }: SignInPageProps) {
  const locale = await routeLocale(params);
  await requireGuest(locale);
  const [t, bundle, query] = await Promise.all([getTranslations('account'), getBundle(locale), searchParams]);
  const accountHome = localizedPath(locale, '/auth');
  const redirectTo = safeRedirectPath(single(query.redirect)) ?? accountHome;
  const returningFromProvider = single(query.state) !== null && (single(query.code) !== null || single(query.error) !== null);
  const providers = OAUTH_PROVIDERS.filter((provider) => bundle.settings.oauth[provider]).map((provider) => ({
    provider,
    label: t(`oauth.${provider}`),
    icon: <ProviderIcon provider={provider} />,
  }));

  return (
    <AuthCard icon="log-in" title={t('sign_in.title')} description={t('sign_in.description')}>
      <div className="space-y-6">
        <AccountMessages>
          {returningFromProvider ? (
            <OAuthCompletion
              code={single(query.code)}
              state={single(query.state)}
              providerError={single(query.error)}
              fallbackReturnTo={accountHome}
              signInPath={localizedPath(locale, '/auth/sign-in')}
            />
          ) : (
            <SignInForm
              redirectTo={redirectTo}
              providers={providers}
              forgotPasswordLink={(
                <LocalizedLink href="/auth/recovery-account" className={`text-sm ${GUEST_LINK_CLASS}`}>{t('forgot_password')}</LocalizedLink>
              )}
            />
          )}
        </AccountMessages>
        {returningFromProvider ? null : <GuestLinks current="sign_in" registration={bundle.settings.registration} />}
      </div>
    </AuthCard>
  );
}
