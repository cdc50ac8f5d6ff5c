import { getTranslations } from 'next-intl/server';
import type { AppPathname } from '@/i18n/routing';
import { can } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { Icon } from '@/components/ui/icon';
import { NavItemLink } from '@/components/site/nav-item-link';

const ACCOUNT_LINKS: { key: string; href: AppPathname; icon: string }[] = [
  { key: 'overview', href: '/auth', icon: 'circle-user-round' },
  { key: 'settings', href: '/auth/settings', icon: 'user-cog' },
  { key: 'security', href: '/auth/security', icon: 'shield-check' },
  { key: 'notifications', href: '/auth/notifications', icon: 'bell' },
];

const LINK = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800 hover:text-slate-900 dark:hover:text-slate-100 aria-[current=page]:bg-primary-50 dark:aria-[current=page]:bg-primary-950/40 aria-[current=page]:text-primary-800 dark:aria-[current=page]:text-primary-200 focus-visible:outline-2 focus-visible:outline-primary-600';

/** Sub-navigation of the account area. */
export async function AccountNav({ user }: { user: AuthUser }) {
  const t = await getTranslations('account');
  const links = [...ACCOUNT_LINKS];
  if (can(user, 'external.dashboard')) links.push({ key: 'dashboard', href: '/dashboard', icon: 'layout-dashboard' });

  return (
    <nav aria-label={t('navigation')}>
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {links.map((link) => (
          <li key={link.key}>
            <NavItemLink target={{ kind: 'internal', href: link.href }} newTab={false} className={LINK}>
              <Icon name={link.icon} className="size-4" />
              {t(`nav.${link.key}`)}
            </NavItemLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
