import 'server-only';
import { getLocale } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import { appContext } from '@/server/context';
import type { SiteMenus } from '@/shared/nav-link';
import type { AuthUser } from '@/shared/types';

/**
 * The menus of the layout's areas as `user` sees them, resolved on the server so that no item
 * hidden from them reaches their HTML or RSC payload: the top levels only, the levels below come
 * from GET /api/menus/{area}/children when a submenu first opens. Public pages are rendered for a
 * guest (they are cached for every visitor); the browser swaps in a signed-in user's own menus
 * from GET /api/auth/shell.
 */
export async function siteMenusFor(user: AuthUser | null): Promise<SiteMenus> {
  return appContext().services.siteMenus.topLevels(user, resolveLocale(await getLocale()));
}
