import { getTranslations } from 'next-intl/server';
import type { PublicModule } from '@/lib/server/content';
import { can } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import type { NavTarget } from '@/lib/nav-link';
import { Icon } from '@/components/ui/icon';
import { NavItemLink } from '@/components/site/nav-item-link';
import { DASHBOARD_SECTIONS } from './sections';

const LINK = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white aria-[current=page]:bg-primary-600 aria-[current=page]:text-white focus-visible:outline-2 focus-visible:outline-primary-400';

interface SidebarLink {
  id: string;
  label: string;
  icon: string;
  target: NavTarget;
}

function LinkGroup({ title, links }: { title: string; links: SidebarLink[] }) {
  if (!links.length) return null;
  return (
    <div>
      <h2 className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</h2>
      <ul className="mt-2 space-y-0.5">
        {links.map((link) => (
          <li key={link.id}>
            <NavItemLink target={link.target} newTab={false} className={LINK}>
              <Icon name={link.icon} className="size-4" />
              <span className="truncate">{link.label}</span>
            </NavItemLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sections and modules the user may open; everything else is left out. */
export async function DashboardSidebar({ user, modules }: { user: AuthUser; modules: PublicModule[] }) {
  const t = await getTranslations('dashboard');
  const sections = DASHBOARD_SECTIONS.filter((section) => can(user, section.permission)).map((section) => ({
    id: section.key,
    label: t(`${section.key}.title`),
    icon: section.icon,
    target: { kind: 'internal', href: section.href } as NavTarget,
  }));
  const moduleLink = (module: PublicModule): SidebarLink => ({
    id: module.key,
    label: module.name,
    icon: module.icon ?? (module.type === 'form' ? 'inbox' : 'file-text'),
    target: { kind: 'internal', href: { pathname: '/dashboard/[moduleKey]', params: { moduleKey: module.key } } },
  });
  const readable = modules.filter((module) => can(user, `${module.key}.read`));

  return (
    <nav aria-label={t('navigation')} className="space-y-8">
      <LinkGroup title={t('groups.manage')} links={sections} />
      <LinkGroup title={t('groups.content')} links={readable.filter((module) => module.type === 'content').map(moduleLink)} />
      <LinkGroup title={t('groups.forms')} links={readable.filter((module) => module.type === 'form').map(moduleLink)} />
    </nav>
  );
}
