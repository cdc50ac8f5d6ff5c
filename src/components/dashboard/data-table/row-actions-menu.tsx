'use client';

import { Fragment, useRef } from 'react';
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
  /** Shown but not chosen (e.g. "Move up" on the first item). */
  disabled?: boolean;
  /** A line above it, starting a group (a destructive entry after others gets one anyway). */
  separated?: boolean;
}

/** An entry, or nothing where a condition leaves it out (`canDelete && { ... }`). */
export type RowActionEntry = RowAction | false | null | undefined;

export interface RowActionsMenuProps {
  /** The trigger's accessible name, after the row ("Actions for Ada"). */
  label: string;
  /** The entries, or a function giving them, called only while the menu is open (for costly ones). */
  actions: RowActionEntry[] | (() => RowActionEntry[]);
  /** False when the chosen action moves the focus itself (e.g. to a moved item); else it returns to the trigger. */
  returnFocus?: boolean;
}

const ITEM = 'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

/** The "⋯" menu of a row or tree item, the same on every list: keyboard operable (arrows, Enter, Escape) and named after the row. */
export function RowActionsMenu({ label, actions, returnFocus = true }: RowActionsMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // The chosen action runs once the menu has given the focus back to its button, so a dialog it opens
  // (a confirmation) gives the focus back there too when it closes, not to the page.
  const chosen = useRef<(() => void) | null>(null);
  if (Array.isArray(actions) && !actions.some(Boolean)) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={label}
        className="grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor"><circle cx="5" cy="12" r="2" /><circle cx="12" cy="12" r="2" /><circle cx="19" cy="12" r="2" /></svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            const action = chosen.current;
            chosen.current = null;
            if (!returnFocus || action) event.preventDefault();
            if (action) {
              trigger.current?.focus();
              action();
            }
          }}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <RowActionItems actions={actions} onChoose={returnFocus ? (action) => (chosen.current = action) : undefined} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * Rendered only while the menu is open, so lazily given entries are worked out then. With `onChoose`
 * an entry's action is handed over to run after the menu closes; without it, it runs at once.
 * Destructive entries (Delete, Close, Remove) come after a line on every list.
 */
function RowActionItems({ actions, onChoose }: { actions: RowActionsMenuProps['actions']; onChoose?: (action: () => void) => void }) {
  const entries = (typeof actions === 'function' ? actions() : actions).filter((entry): entry is RowAction => Boolean(entry));
  return entries.map((action, index) => {
    const separated = action.separated || (action.destructive && index > 0 && !entries[index - 1].destructive);
    const className = clsx(ITEM, action.destructive && 'text-red-700 dark:text-red-400');
    const item = action.href && !action.disabled ? (
      <DropdownMenu.Item asChild className={className}>
        <NextLink href={action.href}>{action.label}</NextLink>
      </DropdownMenu.Item>
    ) : (
      <DropdownMenu.Item className={className} disabled={action.disabled} onSelect={onChoose && action.onSelect ? () => onChoose(action.onSelect!) : action.onSelect}>{action.label}</DropdownMenu.Item>
    );
    return (
      <Fragment key={action.key}>
        {separated ? <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" /> : null}
        {item}
      </Fragment>
    );
  });
}
