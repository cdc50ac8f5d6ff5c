import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import type { AppPathname } from '@/i18n/routing';
import { localizedPath } from '@/lib/localized-path';
import { can } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { UserAvatar } from '@/components/account/user-avatar';
import { Icon } from '@/components/ui/icon';
import { LanguageSwitcher } from '@/components/site/language-switcher';
import { Breadcrumbs } from './breadcrumbs';
import type { DashboardNav } from './dashboard-nav';
import { DashboardSidebar } from './dashboard-sidebar';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { CommandPalette } from './palette/command-palette';
import { ThemeScript } from './theme/theme-script';
import { ThemeSync } from './theme/theme-sync';
import { ThemeToggle } from './theme/theme-toggle';
import { UserMenu } from './user-menu';

export interface DashboardShellProps {
  user: AuthUser;
  nav: DashboardNav;
  siteName: string;
  children: ReactNode;
}

const HEADER_BUTTON =
  'grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800';

/** Dashboard frame: the sidebar (a drawer on small screens), a top bar with search, theme, language and the user menu, breadcrumbs above the screen. */
export async function DashboardShell({ user, nav, siteName, children }: DashboardShellProps) {
  const [locale, t, tHeader, tAccount] = await Promise.all([getLocale().then(resolveLocale), getTranslations('dashboard'), getTranslations('header'), getTranslations('account')]);
  const name = user.fullname || user.username;
  const sidebar = <DashboardSidebar groups={nav.groups} label={t('navigation')} />;
  const accountLinks: { href: AppPathname; icon: string; label: string }[] = [
    { href: '/auth', icon: 'circle-user-round', label: tHeader('account') },
    { href: '/auth/settings', icon: 'user-cog', label: tAccount('nav.settings') },
    { href: '/auth/security', icon: 'shield-check', label: tAccount('nav.security') },
    { href: '/auth/notifications', icon: 'bell', label: tAccount('nav.notifications') },
    { href: '/', icon: 'external-link', label: t('view_site') },
  ];
  const canSearchUsers = can(user, 'users.read');

  return (
    <>
      <ThemeScript />
      <ThemeSync />
      <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] dark:bg-slate-950">
        <aside className="hidden bg-slate-950 lg:block dark:border-r dark:border-slate-800">
          <div className="sticky top-0 flex max-h-dvh flex-col overflow-y-auto px-4 py-6">
            <NextLink href={nav.root.linked ? nav.root.href : localizedPath(locale, '/')} className="mb-8 flex items-center gap-2.5 px-3 font-bold text-white">
              <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-primary-600 text-sm font-black">{siteName.charAt(0).toUpperCase()}</span>
              {t('title')}
            </NextLink>
            {sidebar}
          </div>
        </aside>
        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
            <div className="flex h-16 items-center gap-1 px-3 sm:gap-2 sm:px-6">
              <MobileNavDrawer title={t('title')} openLabel={tHeader('open_menu')} closeLabel={tHeader('close_menu')} menuIcon={<Icon name="menu" />} closeIcon={<Icon name="x" />}>
                {sidebar}
              </MobileNavDrawer>
              <CommandPalette
                groups={nav.groups.map((group) => ({ ...group, links: group.links.map((link) => ({ ...link, icon: <Icon name={link.icon} className="size-4 text-slate-400" /> })) }))}
                users={canSearchUsers ? { label: t('users.title'), path: localizedPath(locale, '/dashboard/users'), icon: <Icon name="user-round" className="size-4 text-slate-400" /> } : null}
                texts={{ open: t('palette.open'), title: t('palette.title'), placeholder: t(canSearchUsers ? 'palette.placeholder_users' : 'palette.placeholder'), empty: t('palette.empty') }}
                searchIcon={<Icon name="search" className="size-5" />}
              />
              <div className="ml-auto flex items-center gap-1 sm:gap-2">
                <ThemeToggle label={t('theme.toggle')} sunIcon={<Icon name="sun" />} moonIcon={<Icon name="moon" />} className={HEADER_BUTTON} />
                <LanguageSwitcher label={tHeader('language')} icon={<Icon name="languages" className="size-4" />} checkIcon={<Icon name="check" className="size-4" />} />
                <UserMenu
                  name={name}
                  email={user.email}
                  avatar={<UserAvatar user={user} size="sm" />}
                  label={t('user_menu')}
                  links={accountLinks.map((link) => ({ href: localizedPath(locale, link.href), label: link.label, icon: <Icon name={link.icon} className="size-4 text-slate-400" /> }))}
                  theme={{ dark: t('theme.dark'), light: t('theme.light'), darkIcon: <Icon name="moon" className="size-4 text-slate-400" />, lightIcon: <Icon name="sun" className="size-4 text-slate-400" /> }}
                  signOut={{ label: tAccount('sign_out'), busyLabel: tAccount('signing_out'), icon: <Icon name="log-out" className="size-4 text-slate-400" />, homePath: localizedPath(locale, '/') }}
                />
              </div>
            </div>
          </header>
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-10">
            <Breadcrumbs label={t('breadcrumbs')} root={nav.root} crumbs={nav.crumbs} separator={<Icon name="chevron-right" className="size-3.5" />} />
            {children}
          </main>
        </div>
      </div>
    </>
  );
}
