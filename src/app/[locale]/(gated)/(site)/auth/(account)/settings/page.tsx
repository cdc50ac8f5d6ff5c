import { getTranslations } from 'next-intl/server';
import { AccountPanel } from '@/components/account/account-panel';
import { accountMetadata } from '@/components/account/screen-metadata';
import { EmailUnverifiedNotice } from '@/components/account/email-unverified-notice';
import { DashboardLanguageForm } from '@/components/account/settings/dashboard-language-form';
import { ProfileForm } from '@/components/account/settings/profile-form';
import { TimeZoneForm } from '@/components/account/settings/time-zone-form';
import { CookiePreferencesButton } from '@/components/cookies/cookie-preferences-button';
import { buttonClasses } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import { avatarUploadLimit } from '@/lib/server/account-limits';
import { requireUser } from '@/lib/server/guards';
import { routeLocale, type LocaleParams } from '@/lib/server/locale';
import { getBundle } from '@/lib/server/request-state';
import { identityChangeProof } from '@/lib/server/identity-change';
import { can } from '@/shared/permissions';

export const generateMetadata = accountMetadata('settings', '/auth/settings');

/** Profile settings: name, username, e-mail, gender, birthday and avatar; time zone; cookie preferences; the dashboard's language. */
export default async function AccountSettingsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const user = await requireUser(locale);
  const [t, proof, bundle] = await Promise.all([getTranslations('account'), identityChangeProof(user.id), getBundle(locale)]);
  return (
    <div className="space-y-8">
      <SectionHeader icon="user-cog" title={t('settings.title')} description={t('settings.description')} />
      <EmailUnverifiedNotice user={user} />
      <AccountPanel id="profile-settings" title={t('settings.profile_title')} description={t('settings.profile_description')}>
        {/* Keyed by the edit time: a profile changed elsewhere starts the form afresh. */}
        <ProfileForm key={user.updated_at} user={user} avatarMaxBytes={avatarUploadLimit()} {...proof} />
      </AccountPanel>
      <AccountPanel id="time-zone-settings" title={t('time_zone.title')} description={t('time_zone.description')}>
        <TimeZoneForm key={user.updated_at} user={user} />
      </AccountPanel>
      {bundle.settings.cookie_consent.enabled ? (
        <AccountPanel id="privacy-settings" title={t('privacy.title')} description={t('privacy.description')}>
          <CookiePreferencesButton label={t('privacy.cookie_preferences')} className={buttonClasses('outline')} />
        </AccountPanel>
      ) : null}
      {can(user, 'external.dashboard') ? (
        <AccountPanel id="dashboard-language-settings" title={t('dashboard_language.title')} description={t('dashboard_language.description')}>
          <DashboardLanguageForm key={user.updated_at} user={user} />
        </AccountPanel>
      ) : null}
    </div>
  );
}
