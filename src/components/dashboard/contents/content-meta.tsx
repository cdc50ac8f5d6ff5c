'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { DashboardContent } from '@/shared/api/contents';

/** When the item was created and last saved, and by whom. */
export function ContentMeta({ content }: { content: DashboardContent }) {
  const t = useTranslations('dashboard.contents');
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <dl className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
      <div>
        <dt className="inline font-medium text-slate-700 dark:text-slate-300">{t('updated')}: </dt>
        <dd className="inline">
          <time dateTime={content.updated_at}>{date(content.updated_at)}</time>
          {content.updated_by_name ? `, ${t('by', { name: content.updated_by_name })}` : null}
        </dd>
      </div>
      <div>
        <dt className="inline font-medium text-slate-700 dark:text-slate-300">{t('created')}: </dt>
        <dd className="inline"><time dateTime={content.created_at}>{date(content.created_at)}</time></dd>
      </div>
    </dl>
  );
}
