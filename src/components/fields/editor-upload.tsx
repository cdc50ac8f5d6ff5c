'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useCan } from '@/components/app/app-data';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { editorFrame } from './editor-frame';
import type { EditorControlProps } from './editor-types';
import { moveItem, removeAt, stringList } from './editor-values';
import { describedBy, FieldSetFrame } from './frame';
import { ItemActions } from './item-actions';
import { acceptOf, fileNameOf, formatBytes, isHttpsLink, maxFilesOf, readableAccept } from './upload-checks';
import { UploadPreview } from './upload-preview';
import { useItemKeys } from './use-item-keys';
import { useUploads } from './use-uploads';

/** The library's picker, loaded when first opened. */
const MediaPicker = lazy(() => import('@/components/dashboard/media/media-picker').then((module) => ({ default: module.MediaPicker })));

/**
 * A file, image or video field: a drop zone with a button, progress while sending, a preview
 * of each chosen file (removable, reorderable when several are allowed), a pasted https link,
 * and (with media.read) a file chosen from the media library.
 * The value is the URL, or the list of URLs when the field takes more than one file.
 */
export function EditorUpload(props: EditorControlProps) {
  const t = useTranslations('fields.editor.upload');
  const { field, value, onChange, moduleKey, uiLocale, disabled } = props;
  const frame = editorFrame(props);
  const maxFiles = maxFilesOf(field);
  const many = maxFiles > 1;
  const urls = stringList(value);
  const store = (next: string[]) => onChange(many ? next : next[0] ?? '');
  const { uploading, problems, setProblems, details, start, setUrls } = useUploads({ field, path: props.path ?? field.key, moduleKey, uiLocale, urls, onUrls: store });
  const { keys, moved, removed } = useItemKeys(urls.length);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [link, setLink] = useState('');
  const [picking, setPicking] = useState(false);
  const canPick = useCan('media.read');
  const canUploadToLibrary = useCan('media.create');
  const accept = acceptOf(field);
  const full = many && urls.length >= maxFiles;
  const blocked = disabled || full;
  const maxSize = field.upload?.max_size;
  const limits = [accept.length ? t('types', { accept: readableAccept(accept) }) : t('any_type'), ...(maxSize ? [t('max_size', { size: formatBytes(maxSize, uiLocale) })] : [])];

  const takeLink = () => {
    const text = link.trim();
    if (!isHttpsLink(text)) return setProblems([t('url_invalid')]);
    if (many && urls.includes(text)) return setProblems([t('duplicate', { name: fileNameOf(text) })]);
    setProblems([]);
    setUrls(many ? [...urls, text] : [text]);
    setLink('');
  };

  return (
    <FieldSetFrame {...frame} aside={many ? <span className="text-xs text-slate-500 dark:text-slate-400">{t('count', { count: urls.length, max: maxFiles })}</span> : null}>
      {urls.length ? (
        <ol className="mb-3 space-y-2">
          {urls.map((url, index) => (
            <li key={keys[index]} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700">
              <UploadPreview type={field.type} url={url} details={details.get(url)} />
              <ItemActions
                index={index}
                count={urls.length}
                name={details.get(url)?.file_name ?? fileNameOf(url)}
                disabled={disabled}
                onMove={many ? (from, to) => { moved(from, to); setUrls(moveItem(urls, from, to)); } : undefined}
                onRemove={(at) => { removed(at); setUrls(removeAt(urls, at)); }}
              />
            </li>
          ))}
        </ol>
      ) : null}

      {full ? null : (
        <div
          onDragOver={(event) => { if (!blocked) { event.preventDefault(); setDragging(true); } }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!blocked) void start([...event.dataTransfer.files]);
          }}
          className={clsx(
            'rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm transition-colors',
            dragging ? 'border-primary-500 bg-primary-50 dark:bg-primary-950/40' : 'border-slate-300 dark:border-slate-700',
            disabled && 'opacity-60',
          )}
        >
          <p className="text-slate-600 dark:text-slate-300">
            {many ? t('drop_many') : t('drop_one')}{' '}
            <button
              type="button"
              id={`${frame.id}-choose`}
              disabled={blocked}
              onClick={() => input.current?.click()}
              className="font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-400"
              {...describedBy(frame.id, frame.errors)}
            >
              {many ? t('choose_many') : t('choose_one')}
            </button>
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {limits.join(' · ')}
          </p>
          {canPick ? (
            <Button variant="outline" size="sm" className="mt-3" disabled={blocked} onClick={() => setPicking(true)}>{t('library')}</Button>
          ) : null}
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            accept={accept.join(',') || undefined}
            multiple={many}
            onChange={(event) => {
              void start([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </div>
      )}

      {uploading.length ? (
        <ul className="mt-3 space-y-2" aria-live="polite">
          {uploading.map((item) => (
            <li key={item.id} className="text-sm text-slate-700 dark:text-slate-300">
              <span className="block truncate">{t('uploading', { name: item.name })}</span>
              <progress value={item.progress} max={1} aria-label={t('uploading', { name: item.name })} className="mt-1 h-1.5 w-full accent-primary-600" />
            </li>
          ))}
        </ul>
      ) : null}

      {full ? null : (
        <div className="mt-3 flex gap-2">
          <Input
            type="url"
            inputMode="url"
            aria-label={t('url_label')}
            placeholder={`${t('url_label')}: https://…`}
            value={link}
            disabled={disabled}
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                takeLink();
              }
            }}
          />
          <Button variant="outline" disabled={disabled || link.trim() === ''} onClick={takeLink}>{t('url_use')}</Button>
        </div>
      )}

      {picking ? (
        <Suspense>
          <MediaPicker
            open
            onOpenChange={setPicking}
            fieldName={frame.label}
            kind={field.type === 'image' || field.type === 'video' ? field.type : null}
            moduleKey={moduleKey}
            accept={accept.join(',') || undefined}
            maxFiles={maxFiles}
            canUpload={canUploadToLibrary}
            onChoose={(item) => {
              setProblems([]);
              if (!many) setUrls([item.url]);
              else if (urls.includes(item.url)) setProblems([t('duplicate', { name: item.file_name })]);
              else setUrls([...urls, item.url]);
            }}
          />
        </Suspense>
      ) : null}

      {problems.length ? (
        <ul role="alert" className="mt-2 space-y-0.5 text-sm text-red-600 dark:text-red-400">
          {problems.map((problem) => <li key={problem}>{problem}</li>)}
        </ul>
      ) : null}
    </FieldSetFrame>
  );
}
