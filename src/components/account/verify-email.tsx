'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { FormAlert } from '@/components/forms/form-alert';
import { useApi } from '@/lib/use-api';
import { useOncePerToken } from '@/lib/use-once-per-token';

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
  useOncePerToken(token, () => {
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
  });

  if (outcome === 'failed') return <FormAlert message={failure} />;
  return (
    <FormAlert
      tone={outcome === 'verified' ? 'success' : 'info'}
      message={outcome === 'verified' ? t('verify.verified') : t('verify.verifying')}
    />
  );
}
