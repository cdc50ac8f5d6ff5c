'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';

export interface MobileNavDrawerProps {
  title: string;
  openLabel: string;
  closeLabel: string;
  menuIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
}

/** Small screens: the sidebar slides in as a modal drawer from the menu button; following a link closes it. */
export function MobileNavDrawer({ title, openLabel, closeLabel, menuIcon, closeIcon, children }: MobileNavDrawerProps) {
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={openLabel}
        className="grid size-10 shrink-0 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {menuIcon}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onClick={closeOnLink}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-slate-950 px-4 py-5 shadow-2xl focus:outline-none lg:hidden"
        >
          <div className="mb-6 flex items-center justify-between gap-2 ps-3">
            <Dialog.Title className="font-bold text-white">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="grid size-10 place-items-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-primary-400">
              {closeIcon}
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
