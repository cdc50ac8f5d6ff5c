import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import { MENU_AREAS, type MenuArea, type MenuSubmenus } from '@/shared/api/menus';
import { menuItemsFor, resolveSiteMenus, submenusOf, topLevelOf, type FindLinkTargets } from '@/shared/menu-resolve';
import type { NavLink, SiteMenu, SiteMenus } from '@/shared/nav-link';
import type { AuthUser, PublicBundle } from '@/shared/types';
import type { SettingsService } from './settings';

/** One area's menu as one visitor sees it, cut in two: what pages carry, and what its submenus' request answers. */
interface AreaMenu {
  top: SiteMenu;
  below: MenuSubmenus;
}

/** A hash of the levels below the top: the same for every visitor who sees the same, and new after any change to them. */
function versionOf(submenus: Record<string, NavLink[]>): string | null {
  if (Object.keys(submenus).length === 0) return null;
  return createHash('sha256').update(JSON.stringify(submenus)).digest('base64url').slice(0, 22);
}

function cut(links: NavLink[]): AreaMenu {
  const submenus = submenusOf(links);
  const version = versionOf(submenus);
  return { top: { links: topLevelOf(links), submenus: version }, below: { version, submenus } };
}

/**
 * The public layout's menus as one visitor sees them, the top level apart from the levels below:
 * pages (and GET /api/auth/shell) carry only the top, so a large menu does not weigh on every
 * page; the rest is asked for when a submenu first opens (GET /api/menus/{area}/children). A
 * guest's come from the public bundle's menus, cut once per bundle (so they follow its
 * invalidation); a signed-in user's are resolved for them on each call.
 */
export function createSiteMenusService({ settings, linkTargets }: { settings: SettingsService; linkTargets: FindLinkTargets }) {
  const guestCuts = new WeakMap<PublicBundle, Record<MenuArea, AreaMenu>>();

  async function guestMenus(locale: Locale): Promise<Record<MenuArea, AreaMenu>> {
    const bundle = settings.peekPublicBundle(locale) ?? await settings.getPublicBundle(locale);
    let cuts = guestCuts.get(bundle);
    if (!cuts) {
      cuts = Object.fromEntries(MENU_AREAS.map((area) => [area, cut(menuItemsFor(bundle.menus, area))])) as Record<MenuArea, AreaMenu>;
      guestCuts.set(bundle, cuts);
    }
    return cuts;
  }

  async function menusOf(user: AuthUser | null, locale: Locale): Promise<Record<MenuArea, AreaMenu>> {
    if (!user) return guestMenus(locale);
    const trees = await resolveSiteMenus(await settings.menus(locale), user, locale, linkTargets);
    return Object.fromEntries(MENU_AREAS.map((area) => [area, cut(trees[area])])) as Record<MenuArea, AreaMenu>;
  }

  return {
    /** Every area's top level as `user` (null: a guest) sees it, with the version of the levels below. */
    async topLevels(user: AuthUser | null, locale: Locale): Promise<SiteMenus> {
      const menus = await menusOf(user, locale);
      return Object.fromEntries(MENU_AREAS.map((area) => [area, menus[area].top])) as SiteMenus;
    },

    /** The levels below the top of `area`'s menu as `user` sees them; a guest's answer is the same object until the menus change. */
    async submenus(area: MenuArea, user: AuthUser | null, locale: Locale): Promise<MenuSubmenus> {
      return (await menusOf(user, locale))[area].below;
    },
  };
}

export type SiteMenusService = ReturnType<typeof createSiteMenusService>;
