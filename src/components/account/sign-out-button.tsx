'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useLeaveAccount } from '@/lib/account/use-leave-account';
import { useApi } from '@/lib/use-api';

/** GET /api/auth/sign-out, then back to the home page as a guest. */
export function SignOutButton({ homePath, icon }: { homePath: string; icon: ReactNode }) {
  const t = useTranslations('account');
  const { requestWithAlert } = useApi();
  const leaveAccount = useLeaveAccount();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const result = await requestWithAlert('GET', '/api/auth/sign-out');
    if (result.ok) leaveAccount(homePath);
    else setBusy(false);
  }

  return (
    <Button variant="ghost" onClick={() => void signOut()} disabled={busy} className="w-full justify-start px-3 text-slate-700">
      {icon}
      {busy ? t('signing_out') : t('sign_out')}
    </Button>
  );
}
