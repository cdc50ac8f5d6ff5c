import 'server-only';
import { routeNames } from '@/i18n/routing';
import { appContext } from '@/server/context';
import type { LinkTargets } from '@/server/services/content';
import type { AuthUser, PublicMenu, PublicMenuItem } from '@/shared/types';
import { contentHref, moduleHref } from '@/lib/content-href';
import type { NavLink, NavTarget } from '@/lib/nav-link';

/** The items of the menu shown in `area` (a menu's `areas` or, failing that, its key). */
export function menuItemsFor(menus: PublicMenu[], area: string): PublicMenuItem[] {
  const menu = menus.find((candidate) => candidate.areas.includes(area)) ?? menus.find((candidate) => candidate.key === area);
  return menu?.items ?? [];
}

/** Menu items the visitor may see, each resolved to a link; items whose target is gone are dropped. */
export async function resolveNavLinks(items: PublicMenuItem[], user: AuthUser | null): Promise<NavLink[]> {
  const visible = filterVisible(items, user);
  const targets = await appContext().services.content.linkTargets(collectModuleKeys(visible), collectContentIds(visible));
  return toNavLinks(visible, targets);
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
  return [...new Set(flatten(items).filter((item) => item.type === 'relation').map((item) => Number(item.relation_id)).filter(Number.isInteger))];
}

function targetOf(item: PublicMenuItem, targets: LinkTargets): NavTarget | null {
  switch (item.type) {
    case 'page': {
      const pathname = routeNames[item.page as keyof typeof routeNames];
      return pathname ? { kind: 'internal', href: pathname } : null;
    }
    case 'list_page': {
      const slug = item.module ? targets.moduleSlugs[item.module] : undefined;
      return slug ? { kind: 'internal', href: moduleHref(slug) } : null;
    }
    case 'detail_page': {
      const slug = item.module ? targets.moduleSlugs[item.module] : undefined;
      return slug && item.content ? { kind: 'internal', href: contentHref(item.module!, slug, item.content) } : null;
    }
    case 'relation': {
      const content = targets.contents[Number(item.relation_id)];
      return content ? { kind: 'internal', href: contentHref(content.moduleKey, content.moduleSlug, content.slug) } : null;
    }
    case 'direct_link':
      return item.url ? { kind: 'external', url: item.url } : null;
    default:
      return null;
  }
}

function toNavLinks(items: PublicMenuItem[], targets: LinkTargets): NavLink[] {
  return items.flatMap((item) => {
    const target = targetOf(item, targets);
    const children = toNavLinks(item.children ?? [], targets);
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
