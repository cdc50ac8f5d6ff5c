'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import type { MediaView } from './media-filter';
import { MediaIcon } from './media-icons';

/** Grid or list: two pressed-or-not buttons. */
export function MediaViewSwitch({ value, onChange }: { value: MediaView; onChange: (view: MediaView) => void }) {
  const t = useTranslations('dashboard.media.views');
  return (
    <div role="group" aria-label={t('label')} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900">
      {(['grid', 'list'] as const).map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          title={t(view)}
          onClick={() => onChange(view)}
          className={clsx(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600',
            value === view ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          <MediaIcon name={view} className="size-4" />
          <span className="sr-only sm:not-sr-only">{t(view)}</span>
        </button>
      ))}
    </div>
  );
}
