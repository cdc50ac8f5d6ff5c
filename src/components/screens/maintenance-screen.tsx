import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { Icon } from '@/components/ui/icon';

/** Fills the window while the site is closed for maintenance (spec §2, other screens). */
export async function MaintenanceScreen({ message, siteName }: { message: string; siteName: string }) {
  const t = await getTranslations('maintenance');
  return (
    <main id="main" className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-gradient-to-b from-primary-50 dark:from-primary-950/40 to-white dark:to-slate-950 px-4">
      <div role="status" className="max-w-lg text-center">
        <Icon name="refresh-cw" className="mx-auto size-14 animate-spin text-primary-600 dark:text-primary-400 [animation-duration:2.5s] motion-reduce:animate-none" />
        <p className="mt-8 text-sm font-semibold tracking-wide text-primary-700 dark:text-primary-300 uppercase">{siteName}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100 sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-400">{message || t('default_message')}</p>
        <p className="mt-10 text-sm text-slate-500 dark:text-slate-400">
          <LocalizedLink href="/auth/sign-in" className="font-medium text-primary-700 dark:text-primary-300 underline-offset-4 hover:underline">
            {t('staff_sign_in')}
          </LocalizedLink>
        </p>
      </div>
    </main>
  );
}
