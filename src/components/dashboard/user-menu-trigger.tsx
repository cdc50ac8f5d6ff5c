import type { ReactNode } from 'react';

export interface UserMenuLink {
  href: string;
  label: string;
  icon: ReactNode;
}

export interface UserMenuProps {
  name: string;
  email: string;
  avatar: ReactNode;
  /** Said after the name on the button, e.g. "Account menu". */
  label: string;
  links: UserMenuLink[];
  theme: { dark: string; light: string; darkIcon: ReactNode; lightIcon: ReactNode };
  signOut: { label: string; busyLabel: string; icon: ReactNode; homePath: string };
}

export const USER_MENU_TRIGGER_CLASSES =
  'flex h-10 max-w-48 items-center gap-2 rounded-lg px-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800';

/** What the account button shows: the avatar and, on wide screens, the name; named by its text ("Ada Lovelace Account menu"), so the name contains what is seen. */
export function UserMenuTriggerContent({ name, avatar, label }: Pick<UserMenuProps, 'name' | 'avatar' | 'label'>) {
  return (
    <>
      {avatar}
      <span className="hidden truncate md:inline">{name}</span>
      <span className="sr-only">{label}</span>
    </>
  );
}
