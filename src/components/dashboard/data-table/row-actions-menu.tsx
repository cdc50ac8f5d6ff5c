'use client';

import { DropdownMenu } from 'radix-ui';
import NextLink from 'next/link';
import { clsx } from 'clsx';

export interface RowAction {
  key: string;
  label: string;
  /** A link (e.g. the edit page) or something to run. */
  href?: string;
  onSelect?: () => void;
  destructive?: boolean;
}

const ITEM = 'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

/** The "⋯" menu of one row: keyboard operable (arrows, Enter, Escape) and named after the row. */
export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  if (!actions.length) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className="grid size-8 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor"><circle cx="5" cy="12" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="19" cy="12" r="2" /></svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {actions.map((action) => {
            const className = clsx(ITEM, action.destructive && 'text-red-700 dark:text-red-400');
            return action.href ? (
              <DropdownMenu.Item key={action.key} asChild className={className}>
                <NextLink href={action.href}>{action.label}</NextLink>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={action.key} className={className} onSelect={action.onSelect}>{action.label}</DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
