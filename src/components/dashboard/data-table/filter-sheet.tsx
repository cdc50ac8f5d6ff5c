'use client';

import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';

export interface FilterSheetProps {
  /** The list's filter controls, shown in the sheet. */
  children: ReactNode;
  /** How many filters are set, shown on the button. */
  active?: number;
}

/** A list's filters on a phone: a "Filters" button (with how many are set) opening them in a sheet from the bottom, so the rows come first. Hidden from the small breakpoint up, where the filters stand beside the list. */
export function FilterSheet({ children, active = 0 }: FilterSheetProps) {
  const t = useTranslations('dashboard.table');
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClasses('outline', 'md', 'sm:hidden')}>
        {t('filters')}{active ? <span className="ms-1 rounded-full bg-primary-100 px-1.5 text-xs text-primary-800 tabular-nums dark:bg-primary-950 dark:text-primary-200">{active}</span> : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 sm:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-slate-800 shadow-2xl focus:outline-none sm:hidden dark:bg-slate-900 dark:text-slate-100"
        >
          <Dialog.Title className="mb-4 text-base font-semibold">{t('filters')}</Dialog.Title>
          <div className="flex flex-col items-start gap-4 *:max-w-full">{children}</div>
          <Dialog.Close asChild>
            <Button className="mt-6 w-full">{t('filters_done')}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
