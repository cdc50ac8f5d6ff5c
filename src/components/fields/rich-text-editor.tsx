'use client';

import { useEffect, useRef, useState } from 'react';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { labelIdOf } from './frame';
import { safeHref, storedHtml } from './link-policy';
import { RichTextPrompt } from './rich-text-prompt';
import { RichTextToolbar } from './rich-text-toolbar';
import { uploadFile } from './upload-request';

/**
 * The public pages' `.rich-text` look (what you see is what visitors get), readable in the
 * dashboard's dark theme too, with Tiptap's placeholder on an empty document.
 */
const EDITABLE = clsx(
  'rich-text min-h-40 px-3.5 py-2.5 focus:outline-none',
  'dark:text-slate-200 dark:[&_a]:text-primary-400 dark:[&_blockquote]:text-slate-300 dark:[&_code]:bg-slate-800 dark:[&_code]:text-slate-100 dark:[&_h2]:text-white dark:[&_h3]:text-white',
  '[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-start [&_.is-editor-empty:first-child]:before:h-0',
  '[&_.is-editor-empty:first-child]:before:text-slate-400 [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
);

export interface RichTextEditorProps {
  /** The editable area's id; its label is labelIdOf(id). */
  id: string;
  html: string;
  onChange: (html: string) => void;
  /** The language written in: a per-locale field's shown locale (unknown for one shared by all). */
  lang?: Locale;
  uiLocale: Locale;
  moduleKey: string;
  /** The field's dotted path in the content, for image uploads. */
  fieldPath: string;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/**
 * Tiptap with the site's formats, stored as HTML (sanitised by the server whenever a page shows
 * it). Loaded only by the dashboard's content editor (see rich-text-control.tsx).
 */
export default function RichTextEditor({ id, html, onChange, lang, uiLocale, moduleKey, fieldPath, invalid, describedBy, disabled }: RichTextEditorProps) {
  const t = useTranslations('fields.editor.rich');
  const tUpload = useTranslations('fields.editor.upload');
  const [prompt, setPrompt] = useState<'link' | 'image' | null>(null);
  const [problem, setProblem] = useState('');
  const [uploading, setUploading] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    content: html,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, isAllowedUri: (url) => safeHref(url, 'link') !== null },
      }),
      Image.configure({ allowBase64: false }),
      Placeholder.configure({ placeholder: t('placeholder') }),
    ],
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelIdOf(id),
        ...(lang ? { lang } : {}),
        class: EDITABLE,
      },
    },
    onUpdate: ({ editor: current }) => onChange(storedHtml(current.getHTML(), current.isEmpty)),
  });

  useEffect(() => {
    if (!editor) return;
    // Without emitting an update: only typing changes the value (else the item reads as edited on load).
    if (editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
    const dom = editor.view.dom;
    for (const [name, value] of [['aria-invalid', invalid ? 'true' : null], ['aria-describedby', describedBy ?? null]] as const) {
      if (value === null) dom.removeAttribute(name);
      else dom.setAttribute(name, value);
    }
  }, [editor, disabled, invalid, describedBy]);

  // A value replaced from outside (e.g. the item reloaded) is shown; the editor's own updates already match.
  useEffect(() => {
    if (editor && storedHtml(editor.getHTML(), editor.isEmpty) !== html) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  async function upload(file: File) {
    if (!file.type.startsWith('image/')) return setProblem(tUpload('wrong_type', { name: file.name, accept: 'image' }));
    setProblem('');
    setUploading(0);
    const outcome = await uploadFile(moduleKey, fieldPath, file, { language: uiLocale, onProgress: setUploading });
    setUploading(null);
    if (outcome.ok) editor?.chain().focus().setImage({ src: outcome.file.url, alt: '' }).run();
    else if (!outcome.aborted) setProblem(tUpload('failed', { name: file.name, reason: outcome.message || tUpload('offline') }));
  }

  return (
    <div
      className={clsx(
        'overflow-hidden rounded-lg border bg-white shadow-sm focus-within:ring-2 dark:bg-slate-900',
        invalid ? 'border-red-500 focus-within:ring-red-500/30' : 'border-slate-300 focus-within:border-primary-500 focus-within:ring-primary-500/30 dark:border-slate-700',
        disabled && 'bg-slate-50 dark:bg-slate-800',
      )}
    >
      {editor ? (
        <RichTextToolbar
          editor={editor}
          disabled={disabled}
          onPrompt={(kind) => (kind === 'image_upload' ? fileInput.current?.click() : setPrompt(kind))}
        />
      ) : null}
      {editor && prompt ? (
        <RichTextPrompt
          kind={prompt}
          id={`${id}-${prompt}`}
          initial={prompt === 'link' ? String(editor.getAttributes('link').href ?? '') : ''}
          onCancel={() => { setPrompt(null); editor.commands.focus(); }}
          onRemove={prompt === 'link' && editor.isActive('link') ? () => { editor.chain().focus().extendMarkRange('link').unsetLink().run(); setPrompt(null); } : undefined}
          onApply={(href, alt) => {
            if (prompt === 'link') editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            else editor.chain().focus().setImage({ src: href, alt }).run();
            setPrompt(null);
          }}
        />
      ) : null}
      {uploading !== null ? <progress value={uploading} max={1} aria-label={t('image_upload')} className="block h-1 w-full accent-primary-600" /> : null}
      {problem ? <p role="alert" className="px-3.5 pt-2 text-sm text-red-600 dark:text-red-400">{problem}</p> : null}
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </div>
  );
}
