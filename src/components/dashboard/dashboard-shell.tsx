import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import type { AuthUser } from '@/shared/types';
import { Icon } from '@/components/ui/icon';
import { Breadcrumbs } from './breadcrumbs';
import { DashboardHeader } from './dashboard-header';
import type { DashboardNav } from './dashboard-nav';
import { DashboardSidebar } from './dashboard-sidebar';
import { PendingCountsPoller } from './submissions/pending-counts-poller';
import { pendingCountsFor } from '@/lib/server/pending-counts';

export interface DashboardShellProps {
  user: AuthUser;
  nav: DashboardNav;
  siteName: string;
  children: ReactNode;
}

/** Dashboard frame: the sidebar on wide screens (a drawer from the top bar on small ones), breadcrumbs above the screen. */
export async function DashboardShell({ user, nav, siteName, children }: DashboardShellProps) {
  const hasForms = nav.groups.some((group) => group.links.some((link) => link.inbox));
  // The counts come with the page, so the badges show at once and the poller has nothing to ask for until the next notifications poll.
  const [locale, t, messages, pending] = await Promise.all([
    getLocale().then(resolveLocale), getTranslations('dashboard'), getMessages(), hasForms ? pendingCountsFor(user) : {},
  ]);
  // The forms' pending badges are client components: they get the one message they format, as
  // compiled (messages are precompiled, so `t.raw` cannot hand it over).
  const inbox = (messages.dashboard as AbstractIntlMessages).inbox as AbstractIntlMessages;
  const sidebar = (
    <NextIntlClientProvider locale={locale} messages={{ dashboard: { inbox: { pending_badge: inbox.pending_badge } } }}>
      <DashboardSidebar groups={nav.groups} label={t('navigation')} pending={pending} />
    </NextIntlClientProvider>
  );

  return (
    <>
      <PendingCountsPoller hasForms={hasForms} />
      <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] dark:bg-slate-950">
        <aside className="hidden bg-slate-950 lg:block dark:border-e dark:border-slate-800">
          <div className="sticky top-0 flex max-h-dvh flex-col overflow-y-auto px-4 py-6">
            <NextLink href={nav.root.linked ? nav.root.href : localizedPath(locale, '/')} className="mb-8 flex items-center gap-2.5 px-3 font-bold text-white">
              <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-primary-600 text-sm font-black">{siteName.charAt(0).toUpperCase()}</span>
              {t('title')}
            </NextLink>
            {sidebar}
          </div>
        </aside>
        <div className="flex min-w-0 flex-col">
          <DashboardHeader user={user} nav={nav} sidebar={sidebar} />
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-10">
            <Breadcrumbs label={t('breadcrumbs')} root={nav.root} crumbs={nav.crumbs} separator={<Icon name="chevron-right" className="size-3.5" />} />
            {children}
          </main>
        </div>
      </div>
    </>
  );
}
