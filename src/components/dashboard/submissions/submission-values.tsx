'use client';

import { useLocale, useTranslations } from 'next-intl';
import { resolveLocale, type Locale } from '@/i18n/locales';
import { fieldDisplayText, fieldType, isPlainObject, localizedText, type ModuleField } from '@/shared/fields';

const files = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '');
const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || url);

function Value({ field, value, locale, empty }: { field: ModuleField; value: unknown; locale: Locale; empty: string }) {
  if (fieldType(field).definition.upload) {
    const urls = files(value);
    if (!urls.length) return <span className="text-slate-500 dark:text-slate-400">{empty}</span>;
    return (
      <ul className="space-y-1">
        {urls.map((url) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer" className="break-all text-primary-700 underline hover:text-primary-800 dark:text-primary-400">{fileName(url)}</a>
          </li>
        ))}
      </ul>
    );
  }
  if (field.fields && Array.isArray(value)) {
    return (
      <ol className="space-y-2">
        {value.filter(isPlainObject).map((row, index) => (
          <li key={index} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
            <Values fields={field.fields!} data={row} locale={locale} empty={empty} />
          </li>
        ))}
      </ol>
    );
  }
  const text = fieldDisplayText(field, value, locale);
  return text ? <span className="break-words whitespace-pre-wrap">{text}</span> : <span className="text-slate-500 dark:text-slate-400">{empty}</span>;
}

function Values({ fields, data, locale, empty }: { fields: readonly ModuleField[]; data: Record<string, unknown>; locale: Locale; empty: string }) {
  // Values of fields the form no longer has are shown under their keys.
  const known = new Set(fields.map((field) => field.key));
  const rest: ModuleField[] = Object.keys(data).filter((key) => !known.has(key))
    .map((key) => ({ key, label: { en: key }, type: 'text', required: false }));
  return (
    <dl className="divide-y divide-slate-100 dark:divide-slate-800">
      {[...fields, ...rest].map((field) => (
        <div key={field.key} className="py-2.5 sm:grid sm:grid-cols-3 sm:gap-3">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{localizedText(field.label, locale) || field.key}</dt>
          <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0 dark:text-slate-100">
            <Value field={field} value={data[field.key]} locale={locale} empty={empty} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every value of a submission under its field's label in the staff member's language; files as links. */
export function SubmissionValues({ fields, data }: { fields: readonly ModuleField[]; data: Record<string, unknown> }) {
  const t = useTranslations('dashboard.inbox.detail');
  return <Values fields={fields} data={data} locale={resolveLocale(useLocale())} empty={t('empty_value')} />;
}
