import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';

/** A reset link whose token is not even well formed (cut off by a mail program, typically). */
export async function InvalidResetLink({ requestAgainLink }: { requestAgainLink: ReactNode }) {
  const t = await getTranslations('account');
  return (
    <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{t('reset.invalid_link')}</p>
      <p>{requestAgainLink}</p>
    </div>
  );
}
