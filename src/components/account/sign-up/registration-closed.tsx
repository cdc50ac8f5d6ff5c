import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';

/** Shown instead of the sign-up form while registration is switched off. */
export async function RegistrationClosed() {
  const t = await getTranslations('account');
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-200 dark:border-amber-800 bg-amber-50 dark:bg-amber-950/40 p-4 text-amber-900 dark:text-amber-200">
      <Icon name="circle-alert" className="mt-0.5 size-5 text-amber-600 dark:text-amber-400" />
      <div>
        <p className="font-semibold">{t('sign_up.closed_title')}</p>
        <p className="mt-1 text-sm">{t('sign_up.closed_text')}</p>
      </div>
    </div>
  );
}
