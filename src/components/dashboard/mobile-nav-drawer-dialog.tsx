'use client';

import { useRef, useState, type MouseEvent } from 'react';
import { Dialog } from 'radix-ui';
import { useMenuHandoff, type MenuHandoff } from '@/components/ui/lazy-menu';
import { DRAWER_TRIGGER_CLASSES, type MobileNavDrawerProps } from './mobile-nav-drawer-trigger';

/** The drawer (./mobile-nav-drawer.tsx loads it on first intent): the sidebar as a modal dialog; following a link closes it. */
export default function MobileNavDrawerDialog({ title, openLabel, closeLabel, menuIcon, closeIcon, children, ...handoff }: MobileNavDrawerProps & MenuHandoff) {
  const [open, setOpen] = useState(handoff.initiallyOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useMenuHandoff(trigger, handoff);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={trigger} aria-label={openLabel} className={DRAWER_TRIGGER_CLASSES}>
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
