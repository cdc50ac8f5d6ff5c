'use client';

import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { resolveLocale } from '@/i18n/locales';
import type { MediaUsage } from '@/shared/api/media-usages';
import { localizedPath } from '@/shared/localized-path';
import type { InternalHref } from '@/shared/nav-link';

export interface MediaUsedByProps {
  items: readonly MediaUsage[];
  /** Every owner naming the file; more than `items` when the answer was cut. */
  total: number;
}

/** Where a file is used: each owner (a content, a revision, a form submission, a setting, a menu) as a link to where it is edited, with the places inside it. */
export function MediaUsedBy({ items, total }: MediaUsedByProps) {
  const t = useTranslations('dashboard.media.used_by');
  const tColumns = useTranslations('dashboard.contents.fields');
  const locale = resolveLocale(useLocale());
  // A content's own columns (header_image) by their label; paths inside its fields stay as they are.
  const placeName = (place: string) => (!place.includes('.') && tColumns.has(place) ? tColumns(place) : place);
  if (!items.length) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('none')}</p>;
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {items.map((usage) => (
          <li key={`${usage.kind}:${usage.id}`} className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
            <NextLink
              href={localizedPath(locale, usage.href as InternalHref)}
              className="font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-400"
            >
              {usage.title || t('untitled')}
            </NextLink>
            <span className="text-slate-600 dark:text-slate-400">
              {' · '}{t(`kinds.${usage.kind}`)}{usage.version !== null ? ` · ${t('version', { version: usage.version })}` : ''}
            </span>
            {usage.places.length ? (
              <p className="mt-0.5 truncate text-xs text-slate-600 dark:text-slate-400" title={usage.places.map(placeName).join(', ')}>
                {t('places', { places: usage.places.map(placeName).join(', ') })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {total > items.length ? <p className="text-xs text-slate-600 dark:text-slate-400">{t('more', { count: total - items.length })}</p> : null}
    </div>
  );
}
