'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import type { SubmissionCounts } from '@/shared/api/submissions';
import { INBOX_VIEWS, type InboxView } from './inbox-filter';

const countOf = (view: InboxView, counts: SubmissionCounts) => (view === '' ? counts.pending + counts.solved : counts[view]);

/** The status filter as a row of toggles, each with how many it holds (whatever the other filters). */
export function InboxViews({ value, counts, onChange }: { value: InboxView; counts: SubmissionCounts | null; onChange: (view: InboxView) => void }) {
  const t = useTranslations('dashboard.inbox.views');
  const format = useFormatter();
  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap gap-1.5">
      {INBOX_VIEWS.map((view) => (
        <button
          key={view || 'all'}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={clsx(
            'inline-flex shrink-0 items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
            value === view
              ? 'bg-primary-700 text-white ring-primary-700'
              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800',
          )}
        >
          {t(view || 'all')}
          {counts ? (
            <span className={clsx('rounded-full px-1.5 text-xs tabular-nums', value === view ? 'bg-white text-primary-800' : 'bg-slate-100 dark:bg-slate-800')}>
              {format.number(countOf(view, counts))}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
