'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { useApi } from '@/lib/use-api';
import type { DashboardSettings } from '@/shared/api';

/** How long request logs are kept; editable by holders of external.settings (PUT /api/dashboard/settings). */
export function RetentionSetting({ days: initialDays, editable }: { days: number; editable: boolean }) {
  const t = useTranslations('dashboard.logs');
  const { requestWithAlert } = useApi();
  const [days, setDays] = useState(initialDays);
  const [draft, setDraft] = useState(String(initialDays));
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await requestWithAlert<DashboardSettings>('PUT', '/api/dashboard/settings', { log_retention_days: Number(draft) }, {
      labels: { log_retention_days: t('retention_days') },
    });
    setBusy(false);
    if (result.ok && result.data) setDays(result.data.log_retention_days);
  }

  return (
    <section aria-labelledby="log-retention" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between dark:border-slate-700 dark:bg-slate-800">
      <div>
        <h2 id="log-retention" className="text-sm font-semibold text-slate-900 dark:text-white">{t('retention_title')}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="retention-value">{t('retention_value', { days })}</p>
      </div>
      {editable ? (
        <form onSubmit={save} className="flex items-end gap-2">
          <label>
            <span className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-300">{t('retention_days')}</span>
            <Input
              type="number" name="log_retention_days" min={0} max={36500} required value={draft}
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
