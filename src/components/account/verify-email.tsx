'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { FormAlert } from '@/components/forms/form-alert';
import { useApi } from '@/lib/use-api';

/** Each token is single-use: React may mount twice in development, the server must see it once. */
const postedTokens = new Set<string>();

/**
 * The landing of a verification link (`<account home>?token=`): posts the token to
 * POST /api/auth/verify, takes it out of the address bar and re-reads the account.
 */
export function VerifyEmail({ token, accountHome }: { token: string; accountHome: string }) {
  const t = useTranslations('account');
  const { requestWithAlert } = useApi();
  const router = useRouter();
  const [outcome, setOutcome] = useState<'pending' | 'verified' | 'failed'>('pending');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || postedTokens.has(token)) return;
    started.current = true;
    postedTokens.add(token);
    void requestWithAlert('POST', '/api/auth/verify', { token }).then((result) => {
      // A used token must not stay in the address bar, bookmarks or history.
      window.history.replaceState(null, '', accountHome);
      if (result.ok) {
        setOutcome('verified');
        router.refresh();
      } else {
        setOutcome('failed');
        setFailure(result.message || t('verify.failed'));
      }
    });
  }, [token, accountHome, requestWithAlert, router, t]);

  if (outcome === 'failed') return <FormAlert message={failure} />;
  return (
    <FormAlert
      tone={outcome === 'verified' ? 'success' : 'info'}
      message={outcome === 'verified' ? t('verify.verified') : t('verify.verifying')}
    />
  );
}
