'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';

/** Asks for a new verification link (POST /api/auth/verify/resend), e.g. when the first one expired. */
export function ResendVerification({ email }: { email: string }) {
  const t = useTranslations('account.unverified');
  const { requestWithAlert } = useApi();
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function resend() {
    setState('sending');
    // The line below the notice confirms it; a toast would say the same twice.
    const result = await requestWithAlert('POST', '/api/auth/verify/resend', undefined, { errorsOnly: true });
    setState(result.ok ? 'sent' : 'idle');
    // Verified meanwhile (in another tab or browser): the notice no longer applies.
    if (result.httpStatus === 409) router.refresh();
  }

  if (state === 'sent') return <p className="mt-2 font-medium" role="status">{t('resent', { email })}</p>;
  return (
    <Button variant="outline" size="sm" className="mt-3" onClick={resend} disabled={state === 'sending'} aria-busy={state === 'sending'}>
      {state === 'sending' ? t('resending') : t('resend')}
    </Button>
  );
}
