'use client';

import { lazy } from 'react';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { DRAWER_TRIGGER_CLASSES, type MobileNavDrawerProps } from './mobile-nav-drawer-trigger';

const MobileNavDrawerDialog = lazy(() => import('./mobile-nav-drawer-dialog'));

/** Small screens: the sidebar slides in as a modal drawer from the menu button (./mobile-nav-drawer-dialog.tsx, loaded on first intent). */
export function MobileNavDrawer(props: MobileNavDrawerProps) {
  return (
    <LazyMenu menu={MobileNavDrawerDialog} menuProps={props} popup="dialog" className={DRAWER_TRIGGER_CLASSES} buttonProps={{ 'aria-label': props.openLabel }}>
      {props.menuIcon}
    </LazyMenu>
  );
}
