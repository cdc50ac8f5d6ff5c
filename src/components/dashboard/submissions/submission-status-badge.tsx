'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import type { DashboardSubmission } from '@/shared/api/submissions';

const TONES = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-800',
  solved: 'bg-primary-50 text-primary-800 ring-primary-200 dark:bg-primary-950 dark:text-primary-300 dark:ring-primary-800',
  spam: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
} as const;

/** Pending or solved; a held submission reads "spam" whatever its status. */
export function SubmissionStatusBadge({ submission }: { submission: Pick<DashboardSubmission, 'status' | 'spam_reason'> }) {
  const t = useTranslations('dashboard.inbox.views');
  const tone = submission.spam_reason ? 'spam' : submission.status;
  return <span className={clsx('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1', TONES[tone])}>{t(tone)}</span>;
}
