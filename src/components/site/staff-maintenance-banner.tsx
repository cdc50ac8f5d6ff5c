'use client';

import type { ReactNode } from 'react';
import { MaintenanceBanner } from '@/components/app/maintenance-banner';
import { useCurrentUser, useSettings } from '@/components/app/app-data';
import { isMaintenanceOn } from '@/shared/maintenance';
import { can } from '@/shared/permissions';

/**
 * The maintenance banner on a public page, for staff only (who may open the dashboard). Public
 * pages are cached and rendered for a guest, so it is decided here, in the browser, from the user
 * the personal parts bring: a guest's HTML stays the same for everyone.
 */
export function StaffMaintenanceBanner({ text, settingsLink, icon }: { text: string; settingsLink: ReactNode; icon: ReactNode }) {
  const user = useCurrentUser();
  const { maintenance_mode } = useSettings();
  if (!isMaintenanceOn(maintenance_mode) || !can(user, 'external.dashboard')) return null;
  return <MaintenanceBanner text={text} icon={icon} link={can(user, 'external.settings') ? settingsLink : null} />;
}
