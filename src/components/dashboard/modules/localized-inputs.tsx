'use client';

import { TextField } from '@/components/forms/text-field';
import { languages, defaultLocale, locales, type Locale } from '@/i18n/locales';
import { useBuilderErrors } from './builder-context';
import type { LocaleTexts } from './module-draft';

export interface LocalizedInputsProps {
  /** The draft path of the texts (`name`, `fields.u1.label`); each locale's control is `{path}.{locale}`. */
  path: string;
  label: string;
  values: LocaleTexts;
  onChange: (values: LocaleTexts) => void;
  /** The default locale's text is required. */
  required?: boolean;
  /** Shown in the other locales' empty inputs (what they fall back to). */
  placeholder?: (locale: Locale) => string | undefined;
  hint?: string;
  maxLength?: number;
}

/** One text per site locale, side by side on wide screens; messages at `{path}.{locale}`. */
export function LocalizedInputs({ path, label, values, onChange, required, placeholder, hint, maxLength }: LocalizedInputsProps) {
  const { bind, clear, errors } = useBuilderErrors();
  const own = errors[path] ?? [];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {locales.map((locale) => (
          <TextField
            key={locale}
            field={bind(`${path}.${locale}`)}
            label={languages[locale].name}
            value={values[locale]}
            required={required && locale === defaultLocale}
            placeholder={locale === defaultLocale ? undefined : placeholder?.(locale)}
            maxLength={maxLength}
            lang={locale}
            onValueChange={(text) => {
              clear(`${path}.${locale}`);
              if (own.length) clear(path);
              onChange({ ...values, [locale]: text });
            }}
          />
        ))}
      </div>
      {own.length ? <p className="mt-1.5 text-sm text-red-600 dark:text-red-400">{own.join(' ')}</p> : null}
      {hint ? <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
    </fieldset>
  );
}
