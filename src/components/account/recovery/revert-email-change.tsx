'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { useApi } from '@/lib/use-api';
import { useOncePerToken } from '@/lib/use-once-per-token';

export interface RevertEmailChangeProps {
  /** The token of the undo link mailed to the old address (`?revert=`). */
  token: string;
  recoveryPath: string;
  /** The way on when the link no longer works: password recovery. */
  recoveryLink: ReactNode;
}

/**
 * The landing of an e-mail change's undo link: posts the token to POST /api/auth/revert-email,
 * which restores the old address and signs every device out, then loads this page afresh with
 * the reset token it answers (`?token=…&reverted=1`), so the owner chooses a new password.
 */
export function RevertEmailChange({ token, recoveryPath, recoveryLink }: RevertEmailChangeProps) {
  const t = useTranslations('account');
  const { request } = useApi();
  const [failure, setFailure] = useState<string | null>(null);
  useOncePerToken(token, () => {
    // No toast: the outcome is this page's only content.
    void request<{ reset_token: string }>('POST', '/api/auth/revert-email', { token }).then((result) => {
      if (result.ok && result.data?.reset_token) {
        // A full load: this browser's session is over, and the page now renders for a guest.
        window.location.replace(`${recoveryPath}?${new URLSearchParams({ token: result.data.reset_token, reverted: '1' })}`);
        return;
      }
      window.history.replaceState(null, '', recoveryPath);
      setFailure(result.message || t('revert.failed'));
    });
  });

  if (failure) {
    return (
      <div className="space-y-4">
        <FormAlert message={failure} />
        <p className="text-sm">{recoveryLink}</p>
      </div>
    );
  }
  return <FormAlert tone="info" message={t('revert.reverting')} />;
}
