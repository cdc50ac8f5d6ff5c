'use client';

import { Input, Textarea } from '@/components/ui/field';
import { languages, type Locale } from '@/i18n/locales';
import { editorFrame, editorInputProps } from './editor-frame';
import type { EditorControlProps } from './editor-types';
import { localeText, withLocaleText } from './editor-values';
import { FieldFrame } from './frame';

/** Which language a per-locale control edits, beside its label. */
export function LocaleBadge({ locale }: { locale: Locale }) {
  return (
    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
      {languages[locale].name}
    </span>
  );
}

/** The input's attributes for the shown language: its text in the stored object, and the change that sets it. */
function perLocale({ value, locale, onChange }: EditorControlProps) {
  return {
    lang: locale,
    dir: languages[locale].dir,
    value: localeText(value, locale),
    onChange: (event: { target: { value: string } }) => onChange(withLocaleText(value, locale, event.target.value)),
  };
}

export function EditorMultilangText(props: EditorControlProps) {
  return (
    <FieldFrame {...editorFrame(props)} aside={<LocaleBadge locale={props.locale} />}>
      <Input {...editorInputProps(props)} type="text" {...perLocale(props)} />
    </FieldFrame>
  );
}

export function EditorMultilangTextarea(props: EditorControlProps) {
  return (
    <FieldFrame {...editorFrame(props)} aside={<LocaleBadge locale={props.locale} />}>
      <Textarea {...editorInputProps(props)} rows={5} {...perLocale(props)} />
    </FieldFrame>
  );
}
