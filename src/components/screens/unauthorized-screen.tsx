import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { buttonClasses } from '@/components/ui/button';
import { ErrorScreen } from './error-screen';

/** Shown for a missing permission (spec §8). Guests also get a way to sign in. */
export async function UnauthorizedScreen({ signedIn }: { signedIn: boolean }) {
  const [t, tAccount] = await Promise.all([getTranslations('error'), getTranslations('account')]);
  return (
    <ErrorScreen
      statusCode={401}
      heading={t('unauthorized_heading')}
      message={t('401')}
      homeLabel={t('back_home')}
      actions={signedIn ? null : (
        <LocalizedLink href="/auth/sign-in" className={buttonClasses('outline', 'lg')}>
          {tAccount('sign_in.title')}
        </LocalizedLink>
      )}
    />
  );
}
