import type { ReactNode } from 'react';
import type { NavLink } from '@/shared/nav-link';
import { clsx } from 'clsx';
import { ActiveLink } from './active-link';
import type { PrefetchOn } from './intent-prefetch';

const ITEM = 'flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 dark:text-slate-300 transition-colors hover:bg-slate-100 dark:hover:bg-slate-800 hover:text-slate-900 dark:hover:text-slate-100 aria-[current=page]:text-primary-700 dark:aria-[current=page]:text-primary-300 focus-visible:outline-2 focus-visible:outline-primary-600';

function ItemLabel({ link, prefetchOn }: { link: NavLink; prefetchOn?: PrefetchOn }) {
  const { target } = link;
  if (!target) return <span className={`${ITEM} cursor-default`}>{link.label}</span>;
  if (target.kind === 'internal') return <ActiveLink href={target.path} newTab={link.newTab} className={ITEM} prefetchOn={prefetchOn}>{link.label}</ActiveLink>;
  const tabProps = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <a href={target.url} className={ITEM} {...tabProps}>{link.label}</a>;
}

/** Header navigation for wide screens; sub-items open on hover and on keyboard focus. `chevron` marks an item with sub-items. */
export function NavMenuHorizontal({ links, chevron }: { links: NavLink[]; chevron: ReactNode }) {
  return (
    <ul className="flex items-center gap-1">
      {links.map((link) => (
        <li key={link.id} className="group relative">
          {link.children.length ? (
            <>
              <span className="flex items-center">
                <ItemLabel link={link} />
                {chevron}
              </span>
              <ul className="invisible absolute top-full start-0 z-50 min-w-52 rounded-xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 p-1.5 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                {link.children.map((child) => (
                  <li key={child.id}><ItemLabel link={child} /></li>
                ))}
              </ul>
            </>
          ) : (
            <ItemLabel link={link} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The same links stacked, for the mobile menu and the footer. */
export function NavMenuVertical({ links, className, prefetchOn }: { links: NavLink[]; className?: string; prefetchOn?: PrefetchOn }) {
  return (
    <ul className={clsx('flex flex-col gap-0.5', className)}>
      {links.map((link) => (
        <li key={link.id}>
          <ItemLabel link={link} prefetchOn={prefetchOn} />
          {link.children.length ? <NavMenuVertical links={link.children} className="ms-4 border-s border-slate-200 dark:border-slate-800 ps-2" prefetchOn={prefetchOn} /> : null}
        </li>
      ))}
    </ul>
  );
}
