'use client';

import { useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { z } from '@/shared/schemas/zod-config';
import { browserTimeZone, formatInstant } from '@/shared/time/format';
import { timeZoneSettingSchema } from '@/shared/time/zone-setting';
import type { AuthUser } from '@/shared/types';
import { SubmitButton } from '@/components/forms/submit-button';
import { TimeZoneSelect } from './time-zone-select';
import { useAccountPreference } from './use-account-preference';

const schema = z.object({ time_zone: timeZoneSettingSchema });
const noChanges = () => () => {};

/**
 * The zone every timestamp is shown in (PUT /api/auth `time_zone`): one the user picks, or the
 * browser's (an empty choice, stored as null). The example shows the time now in the zone picked.
 */
export function TimeZoneForm({ user }: { user: AuthUser }) {
  const t = useTranslations('account');
  // Every timestamp on the page follows the new zone once saved.
  const { form, onSubmit } = useAccountPreference(user, 'time_zone', t('time_zone.label'), schema);
  const browser = useSyncExternalStore(noChanges, browserTimeZone, () => null);
  const locale = useLocale();
  const now = useSyncExternalStore(noChanges, () => Math.floor(Date.now() / 60_000) * 60_000, () => null);
  const shownZone = form.values.time_zone || browser;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={form.submitting}>
      <TimeZoneSelect
        field={form.bind('time_zone')}
        label={t('time_zone.label')}
        value={form.values.time_zone}
        browserZone={browser}
        onValueChange={(value) => form.set('time_zone', value)}
      />
      {now !== null && shownZone ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="time-zone-example">
          {t('time_zone.example', { time: formatInstant(new Date(now).toISOString(), locale, shownZone, 'date-time', { zoneLabel: true }) })}
        </p>
      ) : null}
      <div className="flex justify-end border-t border-slate-100 dark:border-slate-800 pt-5">
        <SubmitButton busy={form.submitting} label={t('settings.submit')} busyLabel={t('settings.submitting')} />
      </div>
    </form>
  );
}
