import type { Locale } from '@/i18n/locales';
import { routeNames } from '@/i18n/routing';
import type { LinkTargets } from '@/shared/api/public-content';
import type { AuthUser, PublicMenu, PublicMenuItem } from '@/shared/types';
import { contentHref, moduleHref } from './content-href';
import { localizedPath } from './localized-path';
import type { NavLink, NavLinkTarget, SiteMenus } from './nav-link';

/** The content service's lookup of them (ContentService.linkTargets). */
export type FindLinkTargets = (moduleKeys: readonly string[], contentIds: readonly number[], locale: Locale) => Promise<LinkTargets>;

/** The items of the menu shown in `area` (a menu's `areas` or, failing that, its key). */
export function menuItemsFor(menus: PublicMenu[], area: string): PublicMenuItem[] {
  const menu = menus.find((candidate) => candidate.areas.includes(area)) ?? menus.find((candidate) => candidate.key === area);
  return menu?.items ?? [];
}

/** Menu items the visitor may see, each resolved to a localised link; items whose target is gone are dropped. */
export async function resolveMenuLinks(items: PublicMenuItem[], user: AuthUser | null, locale: Locale, findTargets: FindLinkTargets): Promise<NavLink[]> {
  const visible = filterVisible(items, user);
  const targets = await findTargets(collectModuleKeys(visible), collectContentIds(visible), locale);
  return toNavLinks(visible, targets, locale);
}

/** The header and footer menus as `user` (null: a guest) sees them. */
export async function resolveSiteMenus(menus: PublicMenu[], user: AuthUser | null, locale: Locale, findTargets: FindLinkTargets): Promise<SiteMenus> {
  const [header, footer] = await Promise.all(
    (['header', 'footer'] as const).map((area) => resolveMenuLinks(menuItemsFor(menus, area), user, locale, findTargets)),
  );
  return { header, footer };
}

function isVisible(item: PublicMenuItem, user: AuthUser | null): boolean {
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
