import 'server-only';
import { getLocale } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import { appContext } from '@/server/context';
import type { SiteMenus } from '@/shared/nav-link';
import { resolveSiteMenus } from '@/shared/menu-resolve';
import type { AuthUser, PublicMenu } from '@/shared/types';

/**
 * The header and footer menus as `user` sees them. Public pages are rendered for a guest (they
 * are cached for every visitor); the browser swaps in a signed-in user's own menus from
 * GET /api/auth/shell.
 */
export async function siteMenusFor(menus: PublicMenu[], user: AuthUser | null): Promise<SiteMenus> {
  const locale = resolveLocale(await getLocale());
  const { content } = appContext().services;
  return resolveSiteMenus(menus, user, locale, (keys, ids, at) => content.linkTargets(keys, ids, at));
}
