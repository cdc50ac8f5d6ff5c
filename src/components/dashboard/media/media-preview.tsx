'use client';

import { useTranslations } from 'next-intl';
import type { MediaItem } from '@/shared/api/media';
import { variantUrl } from './media-api';
import { MediaIcon } from './media-icons';

/** Wide enough for the panel (up to 576 px, twice that on dense screens). */
const PANEL_WIDTH = 1280;

/** The rendering of an image the panel shows: the smallest WebP at least as wide as the panel needs, else the file. */
function previewSrc(item: MediaItem): string {
  const webp = item.variants.filter((variant) => variant.mime === 'image/webp').sort((a, b) => a.width - b.width);
  const fitting = webp.find((variant) => variant.width >= PANEL_WIDTH) ?? webp.at(-1);
  return fitting ? variantUrl(fitting) : item.url;
}

/** A file as the panel shows it: the image, a video or audio player (Vimeo's for a video Vimeo holds), or its kind's icon. */
export function MediaPreview({ item, alt }: { item: MediaItem; alt: string }) {
  const t = useTranslations('dashboard.media.details');
  const box = 'w-full rounded-lg bg-slate-100 dark:bg-slate-800';
  if (item.player) {
    // Vimeo's player only once Vimeo transcoded it; until then (or when it failed) a note in its place.
    if (item.status === 'ready') return <iframe src={item.player} title={alt || item.file_name} allow="fullscreen; picture-in-picture" allowFullScreen className={`${box} aspect-video border-0 bg-black`} />;
    return (
      <div role="status" className={`${box} grid aspect-video place-items-center gap-2 p-6 text-center text-sm text-slate-600 dark:text-slate-300`}>
        <MediaIcon name="video" className="size-10" />
        {t(item.status === 'failed' ? 'vimeo_failed' : 'vimeo_processing')}
      </div>
    );
  }
  if (item.kind === 'image' && item.status === 'ready') {
    return (
      <img
        src={previewSrc(item)}
        alt={alt}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        style={item.placeholder ? { backgroundImage: `url("${item.placeholder}")`, backgroundSize: 'cover' } : undefined}
        className="mx-auto block h-auto max-h-96 w-auto max-w-full rounded-lg bg-slate-100 dark:bg-slate-800"
      />
    );
  }
  if (item.kind === 'video') return <video src={item.url} controls preload="metadata" aria-label={alt || item.file_name} className={`${box} max-h-96 bg-black`} />;
  if (item.kind === 'audio') return <audio src={item.url} controls preload="metadata" aria-label={alt || item.file_name} className="w-full" />;
  return (
    <div className={`${box} grid h-40 place-items-center text-slate-500 dark:text-slate-400`}>
      <MediaIcon name={item.kind} className="size-14" />
    </div>
  );
}
