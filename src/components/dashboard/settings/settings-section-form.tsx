'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApi } from '@/lib/use-api';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { fieldMessages } from '@/lib/validation-lines';
import type { RoleChoice } from '@/shared/api/roles';
import { isSecretSetting, type DashboardSettings, type SettingKey, type SettingsPatch } from '@/shared/api/settings';
import { SettingControl, type DraftValue } from './setting-control';
import type { SettingField, SettingsSection } from './settings-sections';
import { ConnectionTest } from './connection-test';
import { SaveBar } from '../save-bar';

export interface SettingsSectionFormProps {
  section: SettingsSection;
  settings: DashboardSettings;
  roles: readonly RoleChoice[];
  /** The settings as the server answered a save. */
  onSaved: (settings: DashboardSettings) => void;
}

function draftOf(field: SettingField, settings: DashboardSettings): DraftValue {
  const value = settings[field.key];
  if (field.kind === 'secret') return '';
  if (field.kind === 'number' || field.kind === 'choice') return String(value);
  return value as DraftValue;
}

/** A number field's text as a number when it is one; anything else goes as typed, for the server's 422. */
const numberOrText = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

function patchValue(field: SettingField, draft: DraftValue): unknown {
  if (field.kind === 'number' || (field.kind === 'choice' && field.options === 'roles')) return numberOrText(draft as string);
  return draft;
}

/**
 * One section's form: saves only its own keys (a PUT of that subset). A secret field left
 * empty keeps the stored value; "clear" saves `null` for it at once.
 */
export function SettingsSectionForm({ section, settings, roles, onSaved }: SettingsSectionFormProps) {
  const t = useTranslations('dashboard.settings');
  const { requestWithAlert } = useApi();
  const formId = useId();
  const [drafts, setDrafts] = useState<Partial<Record<SettingKey, DraftValue>>>(
    () => Object.fromEntries(section.fields.map((field) => [field.key, draftOf(field, settings)])),
  );
  const [errorTree, setErrorTree] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // A field that depends on a choice (e.g. SMTP fields on the mail driver) shows only while it applies.
  const fields = section.fields.filter((field) => !field.when || field.when.is.includes(String(drafts[field.when.key])));
  // Unsaved: a field differs from the stored settings (secrets' drafts start empty, as stored ones are never sent).
  const dirty = section.fields.some((field) => JSON.stringify(drafts[field.key]) !== JSON.stringify(draftOf(field, settings)));
  useLeaveGuard(dirty && !busy, useTranslations('dashboard')('leave_confirm'));

  async function save(patch: SettingsPatch) {
    setBusy(true);
    const result = await requestWithAlert<DashboardSettings>('PUT', '/api/dashboard/settings', patch, {
      labels: Object.fromEntries(section.fields.map((field) => [field.key, t(`fields.${field.key}`)])),
    });
    setBusy(false);
    if (result.ok && result.data) {
      setErrorTree(null);
      onSaved(result.data);
      const saved = result.data;
      setDrafts((current) => ({
        ...current,
        ...Object.fromEntries(section.fields.filter((field) => field.key in patch).map((field) => [field.key, draftOf(field, saved)])),
      }));
    } else if (result.httpStatus === 422) {
      setErrorTree(result.data);
      const first = fields.find((field) => fieldMessages(result.data, field.key).length);
      if (first) document.getElementById(`${formId}-${first.key}`)?.focus();
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const patch: Record<string, unknown> = {};
    for (const field of fields) {
      const draft = drafts[field.key] as DraftValue;
      if (isSecretSetting(field.key) && draft === '') continue;
      patch[field.key] = patchValue(field, draft);
    }
    void save(patch as SettingsPatch);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} className="space-y-6">
      <div>
        <h2 id={`${formId}-title`} className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t(`sections.${section.key}.title`)}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(`sections.${section.key}.description`)}</p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {fields.map((field) => (
          <div key={field.key} className={field.kind === 'localized' || field.kind === 'cookie_consent' ? 'md:col-span-2' : undefined}>
            <SettingControl
              field={field}
              id={`${formId}-${field.key}`}
              value={drafts[field.key] as DraftValue}
              secretSet={field.kind === 'secret' ? (settings[field.key] as { set: boolean }).set : undefined}
              errors={fieldMessages(errorTree, field.key)}
              roles={roles}
              busy={busy}
              onChange={(value) => setDrafts((current) => ({ ...current, [field.key]: value }))}
              onClear={field.kind === 'secret' ? () => void save({ [field.key]: null }) : undefined}
            />
          </div>
        ))}
      </div>
      {section.key === 'mail' || section.key === 'ftp' ? <ConnectionTest check={section.key} /> : null}
      <SaveBar>
        <SubmitButton busy={busy} label={t('save')} busyLabel={t('saving')} />
      </SaveBar>
    </form>
  );
}
