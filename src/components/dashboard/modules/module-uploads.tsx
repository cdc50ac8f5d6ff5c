'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { useBuilderErrors } from './builder-context';
import { Check } from './check';
import type { ModuleDraft } from './module-draft';

export interface ModuleUploadsProps {
  upload: ModuleDraft['upload'];
  onChange: (upload: ModuleDraft['upload']) => void;
}

/** The module's own upload rules (`upload_config`): allowed types, size per file, number of files; none when off. */
export function ModuleUploads({ upload, onChange }: ModuleUploadsProps) {
  const t = useTranslations('dashboard.module_builder.module_upload');
  const { bind, bindBelow, clear } = useBuilderErrors();
  const set = (patch: Partial<ModuleDraft['upload']>, control: string) => {
    clear(control ? `upload_config.${control}` : 'upload_config');
    onChange({ ...upload, ...patch });
  };
  return (
    <div className="space-y-4">
      <Check path="upload_config" label={t('enabled')} hint={t('enabled_hint')} checked={upload.enabled} onChange={(enabled) => set({ enabled }, '')} />
      {upload.enabled ? (
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <TextField
            field={bindBelow('upload_config.mime_types')}
            label={t('mime_types')}
            value={upload.mime_types}
            placeholder="image/*, application/pdf"
            spellCheck={false}
            hint={t('mime_types_hint')}
            onValueChange={(mime_types) => set({ mime_types }, 'mime_types')}
          />
          <TextField field={bind('upload_config.max_size_mb')} label={t('max_size_mb')} type="number" inputMode="decimal" min={0} step="any" value={upload.max_size_mb} onValueChange={(max_size_mb) => set({ max_size_mb }, 'max_size_mb')} />
          <TextField field={bind('upload_config.max_files')} label={t('max_files')} type="number" inputMode="numeric" min={1} max={100} value={upload.max_files} onValueChange={(max_files) => set({ max_files }, 'max_files')} />
        </div>
      ) : null}
    </div>
  );
}
