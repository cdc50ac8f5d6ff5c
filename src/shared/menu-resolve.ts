import type { Locale } from '@/i18n/locales';
import { routeNames } from '@/i18n/routing';
import { MENU_AREAS } from '@/shared/api/menus';
import type { LinkTargets } from '@/shared/api/public-content';
import type { AuthUser, PublicMenu, PublicMenuItem } from '@/shared/types';
import { contentHref, moduleHref } from './content-href';
import { localizedPath } from './localized-path';
import type { GuestMenu, NavLink, NavLinkTarget, NavTopLink, SiteMenuTrees } from './nav-link';

/** The content service's lookup of them (ContentService.linkTargets). */
export type FindLinkTargets = (moduleKeys: readonly string[], contentIds: readonly number[], locale: Locale) => Promise<LinkTargets>;

/** The items of the menu shown in `area` (a menu's `areas` or, failing that, its key). */
export function menuItemsFor<Item>(menus: { key: string; areas: string[]; items: Item[] }[], area: string): Item[] {
  const menu = menus.find((candidate) => candidate.areas.includes(area)) ?? menus.find((candidate) => candidate.key === area);
  return menu?.items ?? [];
}

/**
 * Several item trees as `user` (null: a guest) sees them, each item resolved to a localised link
 * built from its target; hidden items go with their children, and an item whose target is gone
 * (unpublished, deleted, its module removed) goes too unless it has visible children, which it
 * then heads without a link. One lookup of the targets for all of them.
 */
async function resolveTrees(trees: PublicMenuItem[][], user: AuthUser | null, locale: Locale, findTargets: FindLinkTargets): Promise<NavLink[][]> {
  const visible = trees.map((items) => filterVisible(items, user));
  const all = visible.flat();
  const targets = await findTargets(collectModuleKeys(all), collectContentIds(all), locale);
  return visible.map((items) => toNavLinks(items, targets, locale));
}

/** The menus of the layout's areas as `user` (null: a guest) sees them. */
export async function resolveSiteMenus(menus: PublicMenu[], user: AuthUser | null, locale: Locale, findTargets: FindLinkTargets): Promise<SiteMenuTrees> {
  const trees = await resolveTrees(MENU_AREAS.map((area) => menuItemsFor(menus, area)), user, locale, findTargets);
  return Object.fromEntries(MENU_AREAS.map((area, index) => [area, trees[index]])) as SiteMenuTrees;
}

/** The top level of a resolved tree, as pages carry it: each item without its children, saying whether it has any. */
export function topLevelOf(links: NavLink[]): NavTopLink[] {
  return links.map(({ children, ...link }) => ({ ...link, hasChildren: children.length > 0 }));
}

/** The levels below the top of a resolved tree, every level of them, by their top-level item's id (items without any left out). */
export function submenusOf(links: NavLink[]): Record<string, NavLink[]> {
  return Object.fromEntries(links.filter((link) => link.children.length > 0).map((link) => [link.id, link.children]));
}

/** Every menu as a guest sees it: no item for signed-in users or roles, no role ids, links built. */
export async function resolveGuestMenus(menus: PublicMenu[], locale: Locale, findTargets: FindLinkTargets): Promise<GuestMenu[]> {
  const trees = await resolveTrees(menus.map((menu) => menu.items), null, locale, findTargets);
  return menus.map(({ key, name, areas }, index) => ({ key, name, areas, items: trees[index] }));
}

/** Whether a visitor (null: a guest) sees an item; the dashboard's menu preview asks it too. */
export function isVisible(item: Pick<PublicMenuItem, 'visibility' | 'roles'>, user: { role: Pick<AuthUser['role'], 'id'> } | null): boolean {
  switch (item.visibility) {
    case 'logged_in':
      return user !== null;
    case 'not_logged_in':
      return user === null;
    case 'role_based_visibility':
      return user !== null && (item.roles ?? []).includes(user.role.id);
    default:
      return true;
  }
}

function filterVisible(items: PublicMenuItem[], user: AuthUser | null): PublicMenuItem[] {
  return items
    .filter((item) => isVisible(item, user))
    .map((item) => ({ ...item, children: item.children ? filterVisible(item.children, user) : undefined }));
}

function flatten(items: PublicMenuItem[]): PublicMenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

function collectModuleKeys(items: PublicMenuItem[]): string[] {
  return [...new Set(flatten(items).map((item) => item.module).filter((key): key is string => Boolean(key)))];
}

function collectContentIds(items: PublicMenuItem[]): number[] {
  return [...new Set(flatten(items).map(storedContentId).filter((id): id is number => id !== undefined))];
}

/** The content item a relation or a detail page links to. */
function storedContentId(item: PublicMenuItem): number | undefined {
  if (item.type === 'relation') return item.relation_id;
  if (item.type === 'detail_page') return item.content_id;
  return undefined;
}

function targetOf(item: PublicMenuItem, targets: LinkTargets, locale: Locale): NavLinkTarget | null {
  const internal = (href: Parameters<typeof localizedPath>[1]): NavLinkTarget => ({ kind: 'internal', path: localizedPath(locale, href) });
  switch (item.type) {
    case 'page': {
      const pathname = routeNames[item.page as keyof typeof routeNames];
      return pathname ? internal(pathname) : null;
    }
    case 'list_page': {
      const slug = item.module ? targets.moduleSlugs[item.module] : undefined;
      return slug ? internal(moduleHref(slug)) : null;
    }
    case 'detail_page':
    case 'relation': {
      const id = storedContentId(item);
      const content = id === undefined ? undefined : targets.contents[id];
      if (!content || (item.type === 'detail_page' && content.moduleKey !== item.module)) return null;
      return internal(contentHref(content.moduleKey, content.moduleSlug, content.slug));
    }
    case 'direct_link':
      return item.url ? { kind: 'external', url: item.url } : null;
    default:
      return null;
  }
}

function toNavLinks(items: PublicMenuItem[], targets: LinkTargets, locale: Locale): NavLink[] {
  return items.flatMap((item) => {
    const target = targetOf(item, targets, locale);
    const children = toNavLinks(item.children ?? [], targets, locale);
    if (!target && children.length === 0) return [];
    return [{
      id: item.id,
      label: item.label,
      target,
      newTab: item.open_new_page === true,
      children,
    }];
  });
}
