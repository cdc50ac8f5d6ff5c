import type { ReactNode } from 'react';
import { AccountLayout } from '@/components/account/account-layout';
import { requireUser } from '@/lib/server/guards';
import { routeLocale } from '@/lib/server/locale';
import { viewerTimeZone } from '@/lib/server/viewer-time-zone';
import { ViewerTimeZoneProvider } from '@/components/time/viewer-time-zone';

/** Signed-in account pages (each page checks the session again: layouts are kept across navigations). */
export default async function SignedInAccountLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const user = await requireUser(await routeLocale(params));
  return (
    <ViewerTimeZoneProvider zone={await viewerTimeZone(user)}>
      <AccountLayout user={user}>{children}</AccountLayout>
    </ViewerTimeZoneProvider>
  );
}
