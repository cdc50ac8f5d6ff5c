'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import type { TestFtpResult, TestMailResult } from '@/shared/api/settings';

type Translate = ReturnType<typeof useTranslations<'dashboard.settings'>>;

/** The checks a settings section offers: what each posts to and how its answer reads. */
const CHECKS = {
  mail: {
    path: '/api/dashboard/settings/test-mail',
    texts: { title: 'test_mail_title', hint: 'test_mail_hint', send: 'test_mail_send', busy: 'test_mail_sending' },
    answer: (data: TestMailResult, t: Translate) => ({ ok: data.sent, text: `${t('test_mail_to', { to: data.to })}\n${data.response}` }),
  },
  ftp: {
    path: '/api/dashboard/settings/test-ftp',
    texts: { title: 'test_ftp_title', hint: 'test_ftp_hint', send: 'test_ftp_send', busy: 'test_ftp_sending' },
    answer: (data: TestFtpResult, t: Translate) => ({
      ok: data.connected,
      text: data.directory === null ? data.response : `${data.response}\n${t('test_ftp_listing', { directory: data.directory, count: data.entries ?? 0 })}`,
    }),
  },
} as const;

export type ConnectionCheck = keyof typeof CHECKS;

/**
 * Runs one of the settings' checks with the saved settings ("send a test mail", "test the
 * FTP connection") and shows what the remote server answered.
 */
export function ConnectionTest({ check }: { check: ConnectionCheck }) {
  const t = useTranslations('dashboard.settings');
  const { requestWithAlert } = useApi();
  const outputId = useId();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const { path, texts } = CHECKS[check];

  async function run() {
    setBusy(true);
    const result = await requestWithAlert<TestMailResult & TestFtpResult>('POST', path);
    setBusy(false);
    setAnswer(result.data ? CHECKS[check].answer(result.data, t) : { ok: false, text: result.message });
  }

  return (
    <div className="space-y-3 border-t border-slate-200 pt-5 dark:border-slate-700">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{t(texts.title)}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t(texts.hint)}</p>
      <Button variant="outline" disabled={busy} aria-controls={outputId} onClick={() => void run()}>
        {busy ? t(texts.busy) : t(texts.send)}
      </Button>
      <div id={outputId} role="status">
        {answer ? (
          <pre
            data-check-result={answer.ok ? 'ok' : 'failed'}
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
