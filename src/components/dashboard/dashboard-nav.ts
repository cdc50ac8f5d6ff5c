import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import type { InternalHref } from '@/shared/nav-link';
import type { ModuleTree, ModuleTreeItem } from '@/shared/api/module-tree';
import { can, modulePermission } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { ANY_SEGMENT, type Crumb } from './breadcrumb-trail';
import { DASHBOARD_GROUPS, DASHBOARD_SCREENS, type DashboardGroupKey } from './sections';

/** Stands in for an item's id while its route is localised, then becomes the crumb's any-segment mark. */
const RECORD_PLACEHOLDER = 'record-id';

export interface DashboardLink {
  id: string;
  label: string;
  /** The localised path, e.g. /tr/yonetim/kayitlar. */
  href: string;
  icon: string;
  /** A form module's key: the link shows how many of its submissions are pending. */
  inbox?: string;
}

export interface DashboardLinkGroup {
  key: DashboardGroupKey;
  label: string;
  links: DashboardLink[];
}

/** Everything the shell shows of the dashboard's screens, already cut to what this user may open. */
export interface DashboardNav {
  /** The sidebar and the command palette: only non-empty groups. */
  groups: DashboardLinkGroup[];
  /** The breadcrumbs' first crumb, the overview; `linked` only with external.dashboard (else it would refuse). */
  root: { label: string; href: string; linked: boolean };
  /** Every other screen a breadcrumb can name. */
  crumbs: Crumb[];
}

function moduleIcon(item: ModuleTreeItem): string {
  return item.icon ?? (item.type === 'form' ? 'inbox' : 'file-text');
}

export async function dashboardNav(user: AuthUser, locale: Locale, tree: ModuleTree): Promise<DashboardNav> {
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const path = (href: InternalHref) => localizedPath(locale, href);
  const modules = [...tree.content, ...tree.form];

  const links = Object.fromEntries(DASHBOARD_GROUPS.map((key) => [key, [] as DashboardLink[]])) as Record<DashboardGroupKey, DashboardLink[]>;
  const screens = Object.entries(DASHBOARD_SCREENS).filter(([, screen]) => can(user, screen.permission));
  for (const [key, { group, icon, href }] of screens) {
    if (group) links[group].push({ id: key, label: t(`${key}.title`), icon, href: path(href) });
  }
  // A module's own screen needs its own key; the tree also lists modules readable through modules.read.
  for (const item of modules) {
    if (!can(user, modulePermission(item.key, 'read'))) continue;
    const href = path({ pathname: '/dashboard/[moduleKey]', params: { moduleKey: item.key } });
    const link = { id: `module-${item.key}`, label: item.name, icon: moduleIcon(item), href };
    if (item.type === 'form') links.forms.push({ ...link, inbox: item.key });
    else links.content.push(link);
  }
  const groups = DASHBOARD_GROUPS.map((key) => ({ key, label: t(`groups.${key}`), links: links[key] })).filter((group) => group.links.length > 0);

  const crumbs: Crumb[] = [
    ...groups.flatMap((group) => group.links).filter((link) => link.id !== 'overview').map(({ href, label }) => ({ href, label })),
    ...screens.filter(([, screen]) => !screen.group).map(([key, screen]) => ({ href: path(screen.href), label: t(`${key}.title`) })),
    // A fixed screen the user may not open is still named above its no-access panel, unlinked.
    ...Object.entries(DASHBOARD_SCREENS).filter(([key, screen]) => key !== 'overview' && !can(user, screen.permission))
      .map(([key, screen]): Crumb => ({ href: path(screen.href), label: t(`${key}.title`), linked: false })),
    // A content module's new-item, item and preview pages (an item's id is any segment).
    ...tree.content.filter((item) => can(user, modulePermission(item.key, 'read'))).flatMap((item) => {
      const params = { moduleKey: item.key, contentId: RECORD_PLACEHOLDER };
      const recordPath = (href: InternalHref) => path(href).replace(RECORD_PLACEHOLDER, ANY_SEGMENT);
      return [
        { href: path({ pathname: '/dashboard/[moduleKey]/add', params: { moduleKey: item.key } }), label: t('contents.add') },
        { href: recordPath({ pathname: '/dashboard/[moduleKey]/[contentId]', params }), label: t('contents.edit') },
        { href: recordPath({ pathname: '/dashboard/[moduleKey]/[contentId]/preview', params }), label: t('contents.preview') },
      ];
    }),
    ...(can(user, 'modules.update')
      ? modules.map((item) => ({
          href: path({ pathname: '/dashboard/modules/[moduleKey]', params: { moduleKey: item.key } }),
          label: t('modules_edit.title', { name: item.name }),
        }))
      : []),
  ];
  return { groups, root: { label: t('title'), href: path('/dashboard'), linked: can(user, 'external.dashboard') }, crumbs };
}
