'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { useBuilderErrors } from './builder-context';
import type { FieldDraft } from './module-draft';

export interface UploadSettingsProps {
  /** `fields.u1.upload`: its controls are `accept`, `max_size` and `max_files` under it. */
  path: string;
  upload: FieldDraft['upload'];
  onChange: (upload: FieldDraft['upload']) => void;
}

/** What a file, image or video field accepts: types, size per file, number of files. */
export function UploadSettings({ path, upload, onChange }: UploadSettingsProps) {
  const t = useTranslations('dashboard.module_builder.upload');
  const { bind, bindBelow, clear } = useBuilderErrors();
  const set = (patch: Partial<FieldDraft['upload']>, control: string) => {
    clear(`${path}.${control}`);
    onChange({ ...upload, ...patch });
  };
  return (
    <fieldset className="rounded-xl bg-slate-50 p-3 sm:p-4 dark:bg-slate-950/50">
      <legend className="sr-only">{t('title')}</legend>
      <p aria-hidden className="mb-3 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('title')}</p>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          field={bindBelow(`${path}.accept`)}
          label={t('accept')}
          value={upload.accept}
          placeholder="image/png, image/*"
          spellCheck={false}
          hint={t('accept_hint')}
          onValueChange={(accept) => set({ accept }, 'accept')}
        />
        <TextField field={bind(`${path}.max_size`)} label={t('max_size_mb')} type="number" inputMode="decimal" min={0} step="any" value={upload.max_size_mb} onValueChange={(max_size_mb) => set({ max_size_mb }, 'max_size')} />
        <TextField field={bind(`${path}.max_files`)} label={t('max_files')} type="number" inputMode="numeric" min={1} max={100} value={upload.max_files} onValueChange={(max_files) => set({ max_files }, 'max_files')} />
      </div>
    </fieldset>
  );
}
