'use client';

import { lazy, type ReactNode } from 'react';
import { LazyMenu } from '@/components/ui/lazy-menu';

export interface MobileNavDrawerProps {
  title: string;
  openLabel: string;
  closeLabel: string;
  menuIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
}

export const DRAWER_TRIGGER_CLASSES =
  'grid size-10 shrink-0 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800';

const MobileNavDrawerDialog = lazy(() => import('./mobile-nav-drawer-dialog'));

/** Small screens: the sidebar slides in as a modal drawer from the menu button (./mobile-nav-drawer-dialog.tsx, loaded on first intent). */
export function MobileNavDrawer(props: MobileNavDrawerProps) {
  return (
    <LazyMenu menu={MobileNavDrawerDialog} menuProps={props} popup="dialog" className={DRAWER_TRIGGER_CLASSES} buttonProps={{ 'aria-label': props.openLabel }}>
      {props.menuIcon}
    </LazyMenu>
  );
}
