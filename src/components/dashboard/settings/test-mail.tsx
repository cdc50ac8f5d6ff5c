'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import type { TestMailResult } from '@/shared/api/settings';

/** Sends a test mail to the signed-in user with the saved settings and shows what the SMTP server answered. */
export function TestMail() {
  const t = useTranslations('dashboard.settings');
  const { requestWithAlert } = useApi();
  const outputId = useId();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function send() {
    setBusy(true);
    const result = await requestWithAlert<TestMailResult>('POST', '/api/dashboard/settings/test-mail');
    setBusy(false);
    if (result.data) setAnswer({ ok: result.data.sent, text: `${t('test_mail_to', { to: result.data.to })}\n${result.data.response}` });
    else setAnswer({ ok: false, text: result.message });
  }

  return (
    <div className="space-y-3 border-t border-slate-200 pt-5 dark:border-slate-700">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{t('test_mail_title')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('test_mail_hint')}</p>
      <Button variant="outline" disabled={busy} aria-controls={outputId} onClick={() => void send()}>
        {busy ? t('test_mail_sending') : t('test_mail_send')}
      </Button>
      <div id={outputId} role="status">
        {answer ? (
          <pre
            data-test-mail={answer.ok ? 'sent' : 'failed'}
            className={clsx(
              'rounded-lg border px-3.5 py-2.5 text-xs break-words whitespace-pre-wrap',
              answer.ok
                ? 'border-primary-200 bg-primary-50 text-primary-900 dark:border-primary-800 dark:bg-primary-900/30 dark:text-primary-100'
                : 'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-900/30 dark:text-red-200',
            )}
          >
            {answer.text}
          </pre>
        ) : null}
      </div>
    </div>
  );
}
