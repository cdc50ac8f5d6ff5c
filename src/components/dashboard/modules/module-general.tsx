'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { TextField } from '@/components/forms/text-field';
import { FieldError } from '@/components/ui/field';
import { defaultLocale } from '@/i18n/locales';
import { MODULE_TYPES } from '@/shared/api/modules';
import { SlugRedirectNote } from '../slug-redirect-note';
import { useBuilderErrors } from './builder-context';
import { IconPicker } from './icon-picker';
import { LocalizedInputs } from './localized-inputs';
import { slugFromName, type ModuleDraft } from './module-draft';

export interface ModuleGeneralProps {
  draft: ModuleDraft;
  onChange: (patch: Partial<ModuleDraft>) => void;
  /** Creating: the key and type can still be chosen (both are fixed afterwards). */
  creating: boolean;
  readOnly: boolean;
  /** The slug as last saved (null while creating): a changed address says the old one will redirect. */
  savedSlug: Record<string, string> | null;
}

/** Name, key, type, slug and icon of a module. */
export function ModuleGeneral({ draft, onChange, creating, readOnly, savedSlug }: ModuleGeneralProps) {
  const t = useTranslations('dashboard.module_builder.general');
  const { bind, clear } = useBuilderErrors();
  const type = bind('type');

  return (
    <div className="space-y-6">
      <LocalizedInputs
        path="name"
        label={t('name')}
        values={draft.name}
        required
        maxLength={100}
        hint={t('name_hint')}
        placeholder={() => draft.name.en || undefined}
        onChange={(name) => {
          // On a new module the key and the English slug follow the English name until edited.
          const follows = (value: string) => creating && value === slugFromName(draft.name.en);
          const suggested = slugFromName(name.en);
          const patch: Partial<ModuleDraft> = { name };
          if (follows(draft.key)) {
            patch.key = suggested;
            clear('key');
          }
          if (follows(draft.slug.en)) patch.slug = { ...draft.slug, en: suggested };
          onChange(patch);
        }}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {creating ? (
          <TextField
            field={bind('key')}
            label={t('key')}
            value={draft.key}
            required
            maxLength={64}
            spellCheck={false}
            autoCapitalize="off"
            className="font-mono"
            hint={t('key_hint')}
            onValueChange={(key) => {
              clear('key');
              onChange({ key });
            }}
          />
        ) : (
          <div>
            <span className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('key')}</span>
            <code className="block rounded-lg bg-slate-100 px-3.5 py-2.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">{draft.key}</code>
            <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('key_fixed')}</p>
          </div>
        )}
        <IconPicker id="mb-icon" label={t('icon')} value={draft.icon} disabled={readOnly} onChange={(icon) => onChange({ icon })} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('type')}</legend>
        <div className="grid gap-3 sm:grid-cols-2" aria-describedby={type.errors.length ? type.errorId : undefined}>
          {MODULE_TYPES.map((option) => {
            const chosen = draft.type === option;
            return (
              <label
                key={option}
                className={clsx(
                  'flex gap-3 rounded-xl border p-4 text-sm',
                  creating ? 'cursor-pointer' : 'cursor-default',
                  chosen ? 'border-primary-500 bg-primary-50/60 ring-1 ring-primary-500 dark:bg-primary-950/40' : 'border-slate-200 dark:border-slate-800',
                  !creating && !chosen && 'opacity-50',
                )}
              >
                <input
                  type="radio"
                  name="module-type"
                  value={option}
                  checked={chosen}
                  disabled={!creating}
                  onChange={() => onChange({ type: option })}
                  className="mt-0.5 size-4 accent-primary-600"
                />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-white">{t(`types.${option}`)}</span>
                  <span className="mt-0.5 block text-slate-600 dark:text-slate-400">{t(`types.${option}_hint`)}</span>
                </span>
              </label>
            );
          })}
        </div>
        {!creating ? <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('type_fixed')}</p> : null}
        <FieldError id={type.errorId} messages={type.errors} />
      </fieldset>
      <LocalizedInputs
        path="slug"
        label={t('slug')}
        values={draft.slug}
        required
        maxLength={64}
        hint={t('slug_hint')}
        placeholder={() => (draft.slug[defaultLocale] ? t('slug_same', { slug: draft.slug[defaultLocale] }) : undefined)}
        onChange={(slug) => onChange({ slug })}
      />
      <SlugRedirectNote saved={savedSlug} edited={draft.slug} />
    </div>
  );
}
