import type { ReactNode } from 'react';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { listModules } from '@/lib/server/content';
import { requireUser } from '@/lib/server/guards';
import { routeLocale } from '@/lib/server/locale';
import { getBundle } from '@/lib/server/request-state';

/** Every dashboard screen: signed in here, each page then checks its own permission key. */
export default async function DashboardLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const user = await requireUser(locale);
  const [modules, bundle] = await Promise.all([listModules(locale), getBundle(locale)]);
  return <DashboardShell user={user} modules={modules} siteName={bundle.settings.app_name}>{children}</DashboardShell>;
}
