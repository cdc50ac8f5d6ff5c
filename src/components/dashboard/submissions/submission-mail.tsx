'use client';

import { useTranslations } from 'next-intl';
import type { DashboardSubmission } from '@/shared/api/submissions';

/** Where the "new form received" staff mail stands: queued, sent, or failed with the mail server's answer. */
export function SubmissionMail({ submission }: { submission: Pick<DashboardSubmission, 'mail_state' | 'mail_error'> }) {
  const t = useTranslations('dashboard.inbox.mail');
  const { mail_state: state, mail_error: error } = submission;
  return (
    <div className="text-sm">
      <p className={state === 'failed' ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-800 dark:text-slate-200'}>{t(state ?? 'none')}</p>
      {error ? (
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t('server_answer')} <code className="font-mono text-xs break-all">{error}</code>
        </p>
      ) : null}
    </div>
  );
}
