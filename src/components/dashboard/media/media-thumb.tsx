'use client';

import type { CSSProperties } from 'react';
import { clsx } from 'clsx';
import type { MediaItem } from '@/shared/api/media';
import { smallestWebp, variantUrl } from './media-api';
import { MediaIcon } from './media-icons';

/**
 * A file's thumbnail: an image's smallest WebP rendering (its own width and height, so nothing
 * moves as it loads, over the blurred placeholder), or the icon of its kind.
 */
export function MediaThumb({ item, alt, className }: { item: MediaItem; alt: string; className?: string }) {
  const variant = item.kind === 'image' ? smallestWebp(item) : null;
  const src = variant ? variantUrl(variant) : item.kind === 'image' && item.status === 'ready' ? item.url : null;
  if (!src) {
    return (
      <div className={clsx('grid place-items-center bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400', className)}>
        <MediaIcon name={item.kind} className="size-8" />
      </div>
    );
  }
  const blur: CSSProperties | undefined = item.placeholder
    ? { backgroundImage: `url("${item.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;
  const focus = item.focal ? { objectPosition: `${item.focal.x * 100}% ${item.focal.y * 100}%` } : undefined;
  return (
    <img
      src={src}
      alt={alt}
      width={variant?.width ?? item.width ?? undefined}
      height={variant?.height ?? item.height ?? undefined}
      loading="lazy"
      decoding="async"
      style={{ ...blur, ...focus }}
      className={clsx('bg-slate-100 object-cover dark:bg-slate-800', className)}
    />
  );
}
