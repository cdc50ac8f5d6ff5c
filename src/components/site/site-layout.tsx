import type { ReactNode } from 'react';
import { routeLocale } from '@/lib/server/locale';
import { siteMenusFor } from '@/lib/server/menu-links';
import { getBundle, getCurrentUser } from '@/lib/server/request-state';
import { SiteShell } from './site-shell';

/**
 * The layout body shared by the gated site pages and the always-open sign-in page. Public
 * pages are rendered without the visitor's session (src/server/web/page-cache.ts), so
 * `user` is null there and the browser fills in the personal parts.
 */
export async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const [bundle, user] = await Promise.all([getBundle(locale), getCurrentUser()]);
  const menus = await siteMenusFor(user);
  return <SiteShell bundle={bundle} menus={menus}>{children}</SiteShell>;
}
