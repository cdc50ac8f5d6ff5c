import type { ReactNode } from 'react';
import { AccountLayout } from '@/components/account/account-layout';
import { requireUser } from '@/lib/server/guards';
import { routeLocale } from '@/lib/server/locale';

/** Signed-in account pages (each page checks the session again: layouts are kept across navigations). */
export default async function SignedInAccountLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const user = await requireUser(await routeLocale(params));
  return <AccountLayout user={user}>{children}</AccountLayout>;
}
