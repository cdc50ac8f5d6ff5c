import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import type { AppPathname } from '@/i18n/routing';
import { localizedPath } from '@/shared/localized-path';
import type { AuthUser } from '@/shared/types';
import { UserAvatar } from '@/components/account/user-avatar';
import { Icon } from '@/components/ui/icon';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import type { DashboardNav } from './dashboard-nav';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { screenHref } from './sections';
import { DashboardLanguageMenu } from './dashboard-language-menu';
import { CommandPalette } from './palette/command-palette';
import { UserMenu } from './user-menu';

const HEADER_BUTTON =
  'grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800';

const menuIcon = (name: string) => <Icon name={name} className="size-4 text-slate-400" />;

/** The dashboard's top bar: the drawer's menu button (small screens), search, theme, language and the user menu. */
export async function DashboardHeader({ user, nav, sidebar }: { user: AuthUser; nav: DashboardNav; sidebar: ReactNode }) {
  const [locale, t, tHeader, tAccount, tSlideover] = await Promise.all([
    getLocale().then(resolveLocale),
    getTranslations('dashboard'),
    getTranslations('header'),
    getTranslations('account'),
    getTranslations('ui.slideover'),
  ]);
  const path = (href: AppPathname) => localizedPath(locale, href);
  // The palette searches users only for those who may open the users screen.
  const usersScreen = screenHref(user, 'users');
  const accountLinks: { href: AppPathname; icon: string; label: string }[] = [
    { href: '/auth', icon: 'circle-user-round', label: tHeader('account') },
    { href: '/auth/settings', icon: 'user-cog', label: tAccount('nav.settings') },
    { href: '/auth/security', icon: 'shield-check', label: tAccount('nav.security') },
    { href: '/auth/notifications', icon: 'bell', label: tAccount('nav.notifications') },
    { href: '/', icon: 'external-link', label: t('view_site') },
  ];

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="flex h-16 items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <MobileNavDrawer title={t('title')} openLabel={tHeader('open_menu')} closeLabel={tSlideover('close')} menuIcon={<Icon name="menu" />} closeIcon={<Icon name="x" />}>
          {sidebar}
        </MobileNavDrawer>
        <CommandPalette
          groups={nav.groups.map((group) => ({ ...group, links: group.links.map((link) => ({ ...link, icon: menuIcon(link.icon) })) }))}
          users={usersScreen ? { label: t('users.title'), path: path(usersScreen), icon: menuIcon('user-round') } : null}
          texts={{ open: t('palette.open'), title: t('palette.title'), placeholder: t(usersScreen ? 'palette.placeholder_users' : 'palette.placeholder'), empty: t('palette.empty') }}
          searchIcon={<Icon name="search" className="size-5" />}
        />
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle label={t('theme.toggle')} sunIcon={<Icon name="sun" />} moonIcon={<Icon name="moon" />} className={HEADER_BUTTON} />
          <DashboardLanguageMenu label={tHeader('language')} icon={<Icon name="languages" className="size-4" />} checkIcon={<Icon name="check" className="size-4" />} />
          <UserMenu
            name={user.fullname || user.username}
            email={user.email}
            avatar={<UserAvatar user={user} size="sm" />}
            label={t('user_menu')}
            links={accountLinks.map((link) => ({ href: path(link.href), label: link.label, icon: menuIcon(link.icon) }))}
            theme={{ dark: t('theme.dark'), light: t('theme.light'), darkIcon: menuIcon('moon'), lightIcon: menuIcon('sun') }}
            signOut={{ label: tAccount('sign_out'), busyLabel: tAccount('signing_out'), icon: menuIcon('log-out'), homePath: path('/') }}
          />
        </div>
      </div>
    </header>
  );
}
