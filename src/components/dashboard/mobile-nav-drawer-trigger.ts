import type { ReactNode } from 'react';

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
