'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { FieldType } from '@/shared/fields';
import { fileNameOf, formatBytes } from './upload-checks';
import type { UploadedFile } from './upload-request';

const FILE_ICON = 'M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7zM14 2v4a2 2 0 0 0 2 2h4';

/** One chosen file as its field's type shows it: a thumbnail, a playable video (Vimeo's player for one Vimeo holds), or a named file with its size. */
export function UploadPreview({ type, url, details }: { type: FieldType; url: string; details?: UploadedFile }) {
  const t = useTranslations('fields.editor.upload');
  const locale = useLocale();
  const name = details?.file_name ?? fileNameOf(url);
  const player = details?.player;
  const media = player
    ? <iframe src={player} title={t('preview', { name })} allow="fullscreen; picture-in-picture" allowFullScreen className="h-20 w-32 shrink-0 rounded-md border-0 bg-black" />
    : type === 'image'
    ? <img src={url} alt={t('preview', { name })} className="size-16 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-100 object-cover text-[0px] dark:border-slate-700 dark:bg-slate-800" />
    : type === 'video'
      ? <video src={url} controls preload="metadata" aria-label={t('preview', { name })} className="h-20 w-32 shrink-0 rounded-md bg-black object-contain" />
      : (
        <svg aria-hidden viewBox="0 0 24 24" className="size-8 shrink-0 text-slate-400" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round"><path d={FILE_ICON} /></svg>
      );
  return (
    <div className="flex min-w-0 items-center gap-3">
      {media}
      <div className="min-w-0 text-sm">
        <a href={player ?? url} target="_blank" rel="noreferrer" aria-label={t('open', { name })} className="block truncate font-medium text-slate-800 hover:underline dark:text-slate-200">{name}</a>
        {details ? <span className="text-xs text-slate-500 dark:text-slate-400">{formatBytes(details.size, locale)}</span> : null}
      </div>
    </div>
  );
}
