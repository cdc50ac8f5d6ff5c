'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

export interface MobileMenuProps {
  openLabel: string;
  closeLabel: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** Where the toggle is shown; by default below the `md` breakpoint. */
  className?: string;
  children: ReactNode;
}

/** The small-screen menu: a toggle that reveals the navigation; closes on navigation and Escape. */
export function MobileMenu({ openLabel, closeLabel, openIcon, closeIcon, className = 'md:hidden', children }: MobileMenuProps) {
  const pathname = usePathname();
  // Remembering where it was opened closes it by itself once the path changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen(!open)}
        className="grid size-10 place-items-center rounded-lg text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        {open ? closeIcon : openIcon}
      </button>
      <div id="mobile-menu" hidden={!open} className="absolute inset-x-0 top-full border-b border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 px-4 py-3 shadow-lg">
        {children}
      </div>
    </div>
  );
}
