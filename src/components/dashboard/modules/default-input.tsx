'use client';

import { useLocale, useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { FieldError, Select } from '@/components/ui/field';
import { defaultInputOf, localizedText } from '@/shared/fields';
import { resolveLocale } from '@/i18n/locales';
import { useBuilderErrors } from './builder-context';
import type { FieldDraft } from './module-draft';

export interface DefaultInputProps {
  path: string;
  field: FieldDraft;
  onChange: (value: unknown) => void;
}

/** The value a new item starts with, edited as the type's value (text, number, yes/no, one option). */
export function DefaultInput({ path, field, onChange }: DefaultInputProps) {
  const t = useTranslations('dashboard.module_builder.fields');
  const locale = resolveLocale(useLocale());
  const { bind } = useBuilderErrors();
  const kind = defaultInputOf(field);
  const bound = bind(path);
  if (!kind) return null;

  if (kind !== 'boolean' && kind !== 'option') {
    return (
      <TextField
        field={bound}
        label={t('default')}
        type={kind}
        value={field.default === undefined || field.default === null ? '' : String(field.default)}
        hint={t('default_hint')}
        onValueChange={(text) => onChange(text === '' ? undefined : kind === 'number' && !Number.isNaN(Number(text)) ? Number(text) : text)}
      />
    );
  }

  const choices = kind === 'boolean'
    ? [{ value: 'true', label: t('default_on') }, { value: 'false', label: t('default_off') }]
    : field.options.filter((option) => option.value.trim()).map((option) => ({ value: option.value, label: localizedText(option.label, locale) || option.value }));
  return (
    <div>
      <label htmlFor={bound.id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('default')}</label>
      <Select
        id={bound.id}
        value={field.default === undefined ? '' : String(field.default)}
        aria-invalid={bound.errors.length ? true : undefined}
        aria-describedby={bound.errors.length ? bound.errorId : undefined}
        onChange={(event) => {
          const { value } = event.target;
          onChange(value === '' ? undefined : kind === 'boolean' ? value === 'true' : value);
        }}
      >
        <option value="">{t('default_none')}</option>
        {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
      </Select>
      <FieldError id={bound.errorId} messages={bound.errors} />
    </div>
  );
}
