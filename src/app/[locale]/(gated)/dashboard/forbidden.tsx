import { NoAccessPanel } from '@/components/dashboard/no-access-panel';

/** 403 inside the dashboard: a screen the signed-in staff member lacks the key for (lib/server/guards). */
export default function DashboardForbidden() {
  return <NoAccessPanel />;
}
