'use client';

import { lazy } from 'react';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { USER_MENU_TRIGGER_CLASSES, UserMenuTriggerContent, type UserMenuProps } from './user-menu-trigger';

export type { UserMenuLink, UserMenuProps } from './user-menu-trigger';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/** Who is signed in, with the account pages, the theme and sign-out (./user-menu-dropdown.tsx); the menu loads on first intent. */
export function UserMenu(props: UserMenuProps) {
  return (
    <LazyMenu menu={UserMenuDropdown} menuProps={props} className={USER_MENU_TRIGGER_CLASSES}>
      <UserMenuTriggerContent name={props.name} avatar={props.avatar} label={props.label} />
    </LazyMenu>
  );
}
