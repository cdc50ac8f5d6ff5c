'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/lib/account/use-sign-out';

/** GET /api/auth/sign-out, then back to the home page as a guest. */
export function SignOutButton({ homePath, icon }: { homePath: string; icon: ReactNode }) {
  const t = useTranslations('account');
  const { busy, signOut } = useSignOut(homePath);

  return (
    <Button variant="ghost" onClick={() => void signOut()} disabled={busy} className="w-full justify-start px-3 text-slate-700 dark:text-slate-300">
      {icon}
      {busy ? t('signing_out') : t('sign_out')}
    </Button>
  );
}
