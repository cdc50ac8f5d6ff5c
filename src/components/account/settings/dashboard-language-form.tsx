'use client';

import { useTranslations } from 'next-intl';
import { languages, locales } from '@/i18n/locales';
import { z } from '@/shared/schemas/zod-config';
import { dashboardLocaleSchema } from '@/shared/schemas/auth';
import type { AuthUser } from '@/shared/types';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useAccountPreference } from './use-account-preference';

const schema = z.object({ dashboard_locale: dashboardLocaleSchema });

/**
 * The dashboard's language (PUT /api/auth `dashboard_locale`), kept on the user: the dashboard
 * speaks it whatever language the public pages were last read in. The empty choice (null)
 * follows the site's default language.
 */
export function DashboardLanguageForm({ user }: { user: AuthUser }) {
  const t = useTranslations('account');
  const { form, onSubmit } = useAccountPreference(user, 'dashboard_locale', t('dashboard_language.label'), schema);

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={form.submitting}>
      <SelectField
        field={form.bind('dashboard_locale')}
        label={t('dashboard_language.label')}
        value={form.values.dashboard_locale}
        placeholder={t('dashboard_language.site_default')}
        options={locales.map((locale) => ({ value: locale, label: languages[locale].name }))}
        onValueChange={(value) => form.set('dashboard_locale', value)}
      />
      <div className="flex justify-end border-t border-slate-100 dark:border-slate-800 pt-5">
        <SubmitButton busy={form.submitting} label={t('settings.submit')} busyLabel={t('settings.submitting')} />
      </div>
    </form>
  );
}
