'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { useApi } from '@/lib/use-api';
import type { DashboardSettings } from '@/shared/api';

/** The retention settings, each with its texts under `dashboard.logs.{prefix}_*`. */
const TEXTS = { log_retention_days: 'retention', audit_retention_days: 'audit_retention' } as const;
export type RetentionSettingKey = keyof typeof TEXTS;

export interface RetentionSettingProps {
  setting: RetentionSettingKey;
  days: number;
  /** Holders of external.settings may change it (PUT /api/dashboard/settings). */
  editable: boolean;
}

/** How long request logs or audit rows are kept, and (for settings holders) a field to change it. */
export function RetentionSetting({ setting, days: initialDays, editable }: RetentionSettingProps) {
  const t = useTranslations('dashboard.logs');
  const prefix = TEXTS[setting];
  const headingId = useId();
  const { requestWithAlert } = useApi();
  const [days, setDays] = useState(initialDays);
  const [draft, setDraft] = useState(String(initialDays));
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await requestWithAlert<DashboardSettings>('PUT', '/api/dashboard/settings', { [setting]: Number(draft) }, {
      labels: { [setting]: t(`${prefix}_days`) },
    });
    setBusy(false);
    if (result.ok && result.data) setDays(result.data[setting]);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between dark:border-slate-700 dark:bg-slate-800">
      <div>
        <h2 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">{t(`${prefix}_title`)}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid={`${prefix.replace('_', '-')}-value`}>{t(`${prefix}_value`, { days })}</p>
      </div>
      {editable ? (
        <form onSubmit={save} className="flex items-end gap-2">
          <label>
            <span className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-300">{t(`${prefix}_days`)}</span>
            <Input
              type="number" name={setting} min={0} max={36500} required value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="w-32 py-2 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            />
          </label>
          <Button type="submit" disabled={busy}>{busy ? t('retention_saving') : t('retention_save')}</Button>
        </form>
      ) : null}
    </section>
  );
}
