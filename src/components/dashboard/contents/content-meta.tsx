'use client';

import { useTranslations } from 'next-intl';
import type { DashboardContent } from '@/shared/api/contents';
import { DateTime } from '@/components/time/date-time';

/** When the item was created and last saved, and by whom. */
export function ContentMeta({ content }: { content: DashboardContent }) {
  const t = useTranslations('dashboard.contents');
  return (
    <dl className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
      <div>
        <dt className="inline font-medium text-slate-700 dark:text-slate-300">{t('updated')}: </dt>
        <dd className="inline">
          <DateTime value={content.updated_at} style="date-time" />
          {content.updated_by_name ? `, ${t('by', { name: content.updated_by_name })}` : null}
        </dd>
      </div>
      <div>
        <dt className="inline font-medium text-slate-700 dark:text-slate-300">{t('created')}: </dt>
        <dd className="inline"><DateTime value={content.created_at} style="date-time" /></dd>
      </div>
    </dl>
  );
}
