'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatBytes } from '@/components/fields/upload-checks';
import type { MediaItem } from '@/shared/api/media';
import { variantUrl } from './media-api';
import { useDateFormat } from '@/components/time/use-date-format';

/** Enough of a SHA-256 to tell files apart at a glance; the whole is in its title. */
const SHORT_HASH = 12;

/** What the library knows of a file: type, size, pixels, hash, who uploaded it and when, where it is stored, its renderings. */
export function MediaMetadata({ item, moduleName }: { item: MediaItem; moduleName: string | null }) {
  const t = useTranslations('dashboard.media');
  const dates = useDateFormat();
  const locale = useLocale();
  const rows: [string, ReactNode][] = [
    [t('meta.type'), <span key="type" className="font-mono text-xs">{item.mime_type}</span>],
    [t('meta.size'), formatBytes(item.size, locale)],
    ...(item.width && item.height ? [[t('meta.dimensions'), t('meta.pixels', { width: item.width, height: item.height })] as [string, ReactNode]] : []),
    ...(item.sha256 ? [[t('meta.sha256'), <span key="hash" className="font-mono text-xs" title={item.sha256}>{item.sha256.slice(0, SHORT_HASH)}…</span>] as [string, ReactNode]] : []),
    [t('meta.uploaded'), item.created_by
      ? t('meta.uploaded_by', { name: item.created_by.username, date: dates.instant(item.created_at, 'date-time') })
      : dates.instant(item.created_at, 'date-time')],
    [t('meta.module'), moduleName ?? t('library')],
    [t('meta.storage'), item.storage],
    [t('meta.status'), t(`statuses.${item.status}`)],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      {item.variants.length ? (
        <div>
          <h4 className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('meta.variants')}</h4>
          <ul className="space-y-1 text-sm">
            {item.variants.map((variant) => (
              <li key={variant.key} className="flex flex-wrap justify-between gap-x-3">
                <a href={variantUrl(variant)} target="_blank" rel="noreferrer" className="text-primary-700 underline-offset-2 hover:underline dark:text-primary-400">
                  {t('meta.pixels', { width: variant.width, height: variant.height })} · {variant.mime.replace('image/', '').toUpperCase()}
                </a>
                <span className="text-slate-600 dark:text-slate-400">{formatBytes(variant.size, locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
