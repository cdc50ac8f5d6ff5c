import { Icon } from '@/components/ui/icon';
import type { SubmissionPendingCounts } from '@/shared/api/submissions';
import type { DashboardLinkGroup } from './dashboard-nav';
import { DashboardNavLink } from './dashboard-nav-link';
import { SidebarGroup } from './sidebar-group';
import { PendingBadge } from './submissions/pending-badge';

const LINK =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white data-[within]:bg-white/10 data-[within]:text-white aria-[current=page]:bg-primary-600 aria-[current=page]:text-white focus-visible:outline-2 focus-visible:outline-primary-400';

/** The screens the user may open, in collapsible groups; the current one highlighted, each form with its pending count. */
export function DashboardSidebar({ groups, label, pending }: { groups: DashboardLinkGroup[]; label: string; pending: SubmissionPendingCounts }) {
  return (
    <nav aria-label={label} className="space-y-5">
      {groups.map((group) => (
        <SidebarGroup key={group.key} label={group.label} chevron={<Icon name="chevron-down" className="size-3.5" />}>
          <ul className="space-y-0.5">
            {group.links.map((link) => (
              <li key={link.id}>
                <DashboardNavLink href={link.href} exact={link.id === 'overview'} className={LINK}>
                  <Icon name={link.icon} className="size-4" />
                  <span className="truncate">{link.label}</span>
                  {link.inbox ? <PendingBadge moduleKey={link.inbox} rendered={pending[link.inbox]} /> : null}
                </DashboardNavLink>
              </li>
            ))}
          </ul>
        </SidebarGroup>
      ))}
    </nav>
  );
}
