import type { ReactNode } from 'react';
import { dashboardNav } from '@/components/dashboard/dashboard-nav';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { getModuleTree } from '@/lib/server/content';
import { requireUser } from '@/lib/server/guards';
import { routeLocale } from '@/lib/server/locale';
import { getBundle } from '@/lib/server/request-state';

/** Every dashboard screen: signed in here, each page then checks its own permission key. */
export default async function DashboardLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const user = await requireUser(locale);
  const [tree, bundle] = await Promise.all([getModuleTree(user, locale), getBundle(locale)]);
  const nav = await dashboardNav(user, locale, tree);
  return <DashboardShell user={user} nav={nav} siteName={bundle.settings.app_name}>{children}</DashboardShell>;
}
