import type { NavLinkTarget } from '@/shared/nav-link';
import { ActiveLink } from './active-link';
import type { PrefetchOn } from './intent-prefetch';

export const NAV_ITEM = 'flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-primary-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:text-primary-300 focus-visible:outline-2 focus-visible:outline-primary-600';

/** One menu item: a link on the site, a link elsewhere, or a heading of its sub-items. */
export function ItemLabel({ link, prefetchOn }: { link: { label: string; target: NavLinkTarget | null; newTab: boolean }; prefetchOn?: PrefetchOn }) {
  const { target } = link;
  if (!target) return <span className={`${NAV_ITEM} cursor-default`}>{link.label}</span>;
  if (target.kind === 'internal') return <ActiveLink href={target.path} newTab={link.newTab} className={NAV_ITEM} prefetchOn={prefetchOn}>{link.label}</ActiveLink>;
  const tabProps = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <a href={target.url} className={NAV_ITEM} {...tabProps}>{link.label}</a>;
}
