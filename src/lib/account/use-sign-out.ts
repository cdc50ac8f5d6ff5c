'use client';

import { useState } from 'react';
import { useApi } from '@/lib/use-api';
import { useLeaveAccount } from './use-leave-account';

/** GET /api/auth/sign-out, then back to `homePath` as a guest; `busy` while the call runs. */
export function useSignOut(homePath: string): { busy: boolean; signOut: () => Promise<void> } {
  const { requestWithAlert } = useApi();
  const leaveAccount = useLeaveAccount();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const result = await requestWithAlert('GET', '/api/auth/sign-out');
    if (result.ok) leaveAccount(homePath);
    else setBusy(false);
  }

  return { busy, signOut };
}
