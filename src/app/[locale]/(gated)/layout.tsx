import type { ReactNode } from 'react';
import { MaintenanceScreen } from '@/components/screens/maintenance-screen';
import { isMaintenanceActive } from '@/shared/maintenance';
import { routeLocale } from '@/lib/server/locale';
import { getBundle, getCurrentUser } from '@/lib/server/request-state';

/**
 * Every route except sign-in sits below this gate (spec §4): while maintenance is on, people
 * without external.settings see the maintenance screen instead of the page.
 */
export default async function MaintenanceGate({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const [bundle, user] = await Promise.all([getBundle(locale), getCurrentUser()]);
  if (isMaintenanceActive(bundle.settings.maintenance_mode, user)) {
    return <MaintenanceScreen message={bundle.settings.maintenance_message} siteName={bundle.settings.app_name} />;
  }
  return children;
}
