import { getTranslations } from 'next-intl/server';
import type { AppPathname } from '@/i18n/routing';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';

const SHORTCUTS: { key: 'settings' | 'security' | 'notifications'; href: AppPathname; icon: string }[] = [
  { key: 'settings', href: '/auth/settings', icon: 'user-cog' },
  { key: 'security', href: '/auth/security', icon: 'shield-check' },
  { key: 'notifications', href: '/auth/notifications', icon: 'bell' },
];

/** The account home's cards leading to each account screen. */
export async function AccountShortcuts() {
  const t = await getTranslations('account');
  return (
    <nav aria-label={t('shortcuts')}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {SHORTCUTS.map(({ key, href, icon }) => (
          <li key={key}>
            <LocalizedLink
              href={href}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 p-5 shadow-sm transition hover:border-primary-300 dark:hover:border-primary-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-primary-50 dark:bg-primary-950/40 text-primary-700 dark:text-primary-300 ring-1 ring-primary-100 dark:ring-primary-900">
                <Icon name={icon} className="size-5" />
              </span>
              <span className="flex items-center gap-1 font-semibold text-slate-900 dark:text-slate-100">
                {t(`${key}.title`)}
                <Icon name="chevron-right" className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-primary-600 dark:group-hover:text-primary-400" />
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{t(`${key}.description`)}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
