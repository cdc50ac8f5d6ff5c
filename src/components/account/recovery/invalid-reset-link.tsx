import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

/** A reset link whose token is not even well formed (cut off by a mail program, typically). */
export async function InvalidResetLink({ requestAgainLink }: { requestAgainLink: ReactNode }) {
  const t = await getTranslations('account');
  return (
    <div role="alert" className="space-y-2 rounded-xl border border-red-200 dark:border-red-800 bg-red-50 dark:bg-red-950/40 p-4 text-sm text-red-800 dark:text-red-200">
      <p>{t('reset.invalid_link')}</p>
      <p>{requestAgainLink}</p>
    </div>
  );
}
