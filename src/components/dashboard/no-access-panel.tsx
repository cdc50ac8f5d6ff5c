import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { getCurrentUser } from '@/lib/server/request-state';
import { can } from '@/shared/permissions';

/** A dashboard screen the staff member's role holds no key for (403): said inside the dashboard, with a way back to the overview when they may open it. */
export async function NoAccessPanel() {
  const [t, user] = await Promise.all([getTranslations('dashboard.no_access'), getCurrentUser()]);
  return (
    <section aria-labelledby="no-access-heading" data-no-access className="mx-auto mt-6 max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <title>{t('title')}</title>
      <span aria-hidden className="mx-auto grid size-12 place-items-center rounded-2xl bg-amber-50 text-amber-700 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-900">
        <Icon name="lock" className="size-6" />
      </span>
      <h1 id="no-access-heading" className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{t('title')}</h1>
      <p className="mt-2 text-pretty text-slate-600 dark:text-slate-400">{t('message')}</p>
      {can(user, 'external.dashboard') ? (
        <LocalizedLink href="/dashboard" className={buttonClasses('primary', 'md', 'mt-6')}>{t('back')}</LocalizedLink>
      ) : null}
    </section>
  );
}
