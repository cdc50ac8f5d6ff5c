'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import type { ContentStatus } from './content-form-values';

const TONES: Record<ContentStatus, string> = {
  published: 'bg-primary-50 text-primary-800 ring-primary-200 dark:bg-primary-950 dark:text-primary-300 dark:ring-primary-800',
  draft: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-800',
  archived: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
};

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  const t = useTranslations('dashboard.contents.statuses');
  return <span className={clsx('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1', TONES[status])}>{t(status)}</span>;
}
