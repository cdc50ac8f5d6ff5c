'use client';

import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { SearchBox } from './search-box';

export interface ListToolbarProps {
  search: { label: string; placeholder: string; value: string; onSearch: (value: string) => void };
  /** The list's filter controls: beside the search from the small breakpoint up, behind a "Filters" button on a phone. */
  filters?: ReactNode;
  /** How many filters are set, shown on the phone's button. */
  activeFilters?: number;
  /** Buttons at the end (e.g. "New role", bulk actions). */
  end?: ReactNode;
}

/** Every list's toolbar: search, filters (a sheet on a phone, so the rows come first), the list's own buttons. */
export function ListToolbar({ search, filters, activeFilters = 0, end }: ListToolbarProps) {
  const t = useTranslations('dashboard.table');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox label={search.label} placeholder={search.placeholder} value={search.value} onSearch={search.onSearch} />
      {filters ? (
        <>
          <div className="hidden sm:contents">{filters}</div>
          <Dialog.Root>
            <Dialog.Trigger className={buttonClasses('outline', 'md', 'sm:hidden')}>
              {t('filters')}{activeFilters ? <span className="ms-1 rounded-full bg-primary-100 px-1.5 text-xs text-primary-800 tabular-nums dark:bg-primary-950 dark:text-primary-200">{activeFilters}</span> : null}
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 sm:hidden" />
              <Dialog.Content
                aria-describedby={undefined}
                className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-slate-800 shadow-2xl focus:outline-none sm:hidden dark:bg-slate-900 dark:text-slate-100"
              >
                <Dialog.Title className="mb-4 text-base font-semibold">{t('filters')}</Dialog.Title>
                <div className="flex flex-col items-start gap-4 *:max-w-full">{filters}</div>
                <Dialog.Close asChild>
                  <Button className="mt-6 w-full">{t('filters_done')}</Button>
                </Dialog.Close>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </>
      ) : null}
      {end ? <div className="flex flex-wrap items-center gap-2 sm:ms-auto">{end}</div> : null}
    </div>
  );
}
