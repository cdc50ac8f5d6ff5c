import { getTranslations } from 'next-intl/server';
import type { AuthUser } from '@/shared/types';
import { Icon } from '@/components/ui/icon';
import { ResendVerification } from './resend-verification';

/** Reminds a user whose address is not confirmed yet (after sign-up, or after changing it). */
export async function EmailUnverifiedNotice({ user }: { user: AuthUser }) {
  if (user.email_verified) return null;
  const t = await getTranslations('account');
  return (
    <div className="flex gap-3 rounded-xl border border-amber-200 dark:border-amber-800 bg-amber-50 dark:bg-amber-950/40 p-4 text-sm text-amber-900 dark:text-amber-200">
      <Icon name="mail-warning" className="mt-0.5 size-5 text-amber-600 dark:text-amber-400" />
      <div>
        <p className="font-semibold">{t('unverified.title')}</p>
        <p className="mt-1">{t.rich('unverified.text', { email: user.email, strong: (chunks) => <strong className="font-medium break-all">{chunks}</strong> })}</p>
        <ResendVerification email={user.email} />
      </div>
    </div>
  );
}
