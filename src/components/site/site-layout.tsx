import type { ReactNode } from 'react';
import { routeLocale } from '@/lib/server/locale';
import { getBundle, getCurrentUser } from '@/lib/server/request-state';
import { SiteShell } from './site-shell';

/** The layout body shared by the gated site pages and the always-open sign-in page. */
export async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const [bundle, user] = await Promise.all([getBundle(locale), getCurrentUser()]);
  return <SiteShell bundle={bundle} user={user}>{children}</SiteShell>;
}
