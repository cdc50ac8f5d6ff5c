import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { PublicModule } from '@/lib/server/content';
import type { AuthUser } from '@/shared/types';
import { Icon } from '@/components/ui/icon';
import { LanguageSwitcher } from '@/components/site/language-switcher';
import { MobileMenu } from '@/components/site/mobile-menu';
import { DashboardSidebar } from './dashboard-sidebar';

export interface DashboardShellProps {
  user: AuthUser;
  modules: PublicModule[];
  siteName: string;
  children: ReactNode;
}

/** Dashboard frame: dark sidebar on wide screens, a top bar with the menu toggle on small ones. */
export async function DashboardShell({ user, modules, siteName, children }: DashboardShellProps) {
  const [t, tHeader] = await Promise.all([getTranslations('dashboard'), getTranslations('header')]);
  const sidebar = <DashboardSidebar user={user} modules={modules} />;

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden bg-slate-950 lg:block">
        <div className="sticky top-0 flex max-h-dvh flex-col overflow-y-auto px-4 py-6">
          <LocalizedLink href="/dashboard" className="mb-8 flex items-center gap-2.5 px-3 font-bold text-white">
            <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-primary-600 text-sm font-black">{siteName.charAt(0).toUpperCase()}</span>
            {t('title')}
          </LocalizedLink>
          {sidebar}
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
          <div className="relative flex h-16 items-center gap-3 px-4 sm:px-6">
            <MobileMenu className="lg:hidden" openLabel={tHeader('open_menu')} closeLabel={tHeader('close_menu')} openIcon={<Icon name="menu" />} closeIcon={<Icon name="x" />}>
              <div className="-mx-4 -my-3 bg-slate-950 px-4 py-5">{sidebar}</div>
            </MobileMenu>
            <LocalizedLink href="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-primary-700">
              <Icon name="external-link" className="size-4" />
              {t('view_site')}
            </LocalizedLink>
            <div className="ml-auto flex items-center gap-2">
              <LanguageSwitcher label={tHeader('language')} icon={<Icon name="languages" className="size-4" />} checkIcon={<Icon name="check" className="size-4" />} />
              <LocalizedLink href="/auth" className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100">
                <span aria-hidden className="grid size-8 place-items-center rounded-full bg-primary-100 text-xs font-semibold text-primary-800">
                  {(user.fullname || user.username).charAt(0).toUpperCase()}
                </span>
                <span className="hidden sm:inline">{user.fullname || user.username}</span>
              </LocalizedLink>
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10">{children}</main>
      </div>
    </div>
  );
}
