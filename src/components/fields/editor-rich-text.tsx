'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { editorFrame } from './editor-frame';
import type { EditorControlProps } from './editor-types';
import { localeText, textOf, withLocaleText } from './editor-values';
import { errorIdOf, FieldFrame } from './frame';
import { LocaleBadge } from './editor-multilang';

function Loading() {
  const t = useTranslations('fields.editor.rich');
  return <div role="status" className="min-h-52 rounded-lg border border-slate-300 px-3.5 py-2.5 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">{t('loading')}</div>;
}

/** Tiptap in its own chunk, fetched when a rich text field is first shown: public pages never load it. */
const RichTextEditor = dynamic(() => import('./rich-text-editor'), { ssr: false, loading: Loading });

function RichText({ props, html, onHtml, lang }: { props: EditorControlProps; html: string; onHtml: (html: string) => void; lang?: EditorControlProps['locale'] }) {
  const frame = editorFrame(props);
  const invalid = frame.errors.length > 0;
  return (
    <RichTextEditor
      id={frame.id}
      html={html}
      onChange={onHtml}
      lang={lang}
      uiLocale={props.uiLocale}
      moduleKey={props.moduleKey}
      fieldPath={props.path ?? props.field.key}
      invalid={invalid}
      describedBy={invalid ? errorIdOf(frame.id) : undefined}
      disabled={props.disabled}
    />
  );
}

/** Rich text shared by every locale: the stored HTML string. */
export function EditorRichText(props: EditorControlProps) {
  return (
    <FieldFrame {...editorFrame(props)}>
      <RichText props={props} html={textOf(props.value)} onHtml={props.onChange} />
    </FieldFrame>
  );
}

/** Rich text per locale: the shown locale's HTML of the `{ en, sv, tr }` value, one editor per locale. */
export function EditorMultilangRichText(props: EditorControlProps) {
  const { value, locale, onChange } = props;
  return (
    <FieldFrame {...editorFrame(props)} aside={<LocaleBadge locale={locale} />}>
      <RichText key={locale} props={props} html={localeText(value, locale)} onHtml={(html) => onChange(withLocaleText(value, locale, html))} lang={locale} />
    </FieldFrame>
  );
}
