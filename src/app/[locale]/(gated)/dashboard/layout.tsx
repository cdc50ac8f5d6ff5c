import type { ReactNode } from 'react';
import { forbidden } from 'next/navigation';
import { DashboardMaintenanceBanner } from '@/components/dashboard/dashboard-maintenance-banner';
import { dashboardNav } from '@/components/dashboard/dashboard-nav';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { getModuleTree } from '@/lib/server/content';
import { requireUser } from '@/lib/server/guards';
import { routeLocale } from '@/lib/server/locale';
import { getBundle } from '@/lib/server/request-state';
import { viewerTimeZone } from '@/lib/server/viewer-time-zone';
import { ViewerTimeZoneProvider } from '@/components/time/viewer-time-zone';

/**
 * Every dashboard screen: signed in here (a guest goes to sign-in), a user who may open no screen at
 * all gets 403; each page then checks its own key (403: the no-access panel inside the shell).
 */
export default async function DashboardLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const user = await requireUser(locale);
  const [tree, bundle, zone] = await Promise.all([getModuleTree(user, locale), getBundle(locale), viewerTimeZone(user)]);
  const nav = await dashboardNav(user, locale, tree);
  if (nav.groups.length === 0) forbidden();
  return (
    <ViewerTimeZoneProvider zone={zone}>
      <DashboardShell user={user} nav={nav} siteName={bundle.settings.app_name}>
        <DashboardMaintenanceBanner user={user} locale={locale} maintenanceMode={bundle.settings.maintenance_mode} />
        {children}
      </DashboardShell>
    </ViewerTimeZoneProvider>
  );
}
