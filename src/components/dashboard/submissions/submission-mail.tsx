'use client';

import { useTranslations } from 'next-intl';
import type { DashboardSubmission } from '@/shared/api/submissions';
import { mailStatusKey } from './mail-status';

/** Where the "new form received" staff mail stands: queued, retrying with the server's answer, sent, or given up with it. */
export function SubmissionMail({ submission }: { submission: Pick<DashboardSubmission, 'mail_state' | 'mail_error'> }) {
  const t = useTranslations('dashboard.inbox.mail');
  const status = mailStatusKey(submission);
  const error = submission.mail_error;
  return (
    <div className="text-sm">
      <p className={status === 'failed' ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-800 dark:text-slate-200'}>
        {status === 'retrying' ? t('retrying', { answer: error ?? '' }) : t(status)}
      </p>
      {error && status !== 'retrying' ? (
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t('server_answer')} <code className="font-mono text-xs break-all">{error}</code>
        </p>
      ) : null}
    </div>
  );
}
