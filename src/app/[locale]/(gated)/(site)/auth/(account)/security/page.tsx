import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/components/account/screen-metadata';
import { SecurityPanels } from '@/components/account/security/security-panels';
import { ProviderIcon } from '@/components/account/sign-in/provider-icon';
import { Icon } from '@/components/ui/icon';
import { SectionHeader } from '@/components/ui/section-header';
import { localizedPath } from '@/shared/localized-path';
import { requireUser } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';

export const generateMetadata = accountMetadata('security', '/auth/security');

/** Security: change the password, review and unlink sign-in providers, review and close the signed-in sessions. */
export default async function AccountSecurityPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  await requireUser(locale);
  const t = await getTranslations('account');
  return (
    <div className="space-y-8">
      <SectionHeader icon="shield-check" title={t('security.title')} description={t('security.description')} />
      <SecurityPanels
        homePath={localizedPath(locale, '/')}
        deviceIcons={{
          desktop: <Icon name="monitor" />,
          phone: <Icon name="smartphone" />,
          tablet: <Icon name="tablet" />,
        }}
        providerIcons={{ google: <ProviderIcon provider="google" />, facebook: <ProviderIcon provider="facebook" /> }}
      />
    </div>
  );
}
