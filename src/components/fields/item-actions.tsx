'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';

const BUTTON = clsx(
  'grid size-8 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900',
  'focus-visible:outline-2 focus-visible:outline-primary-600 disabled:pointer-events-none disabled:opacity-40',
  'dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
);

const PATHS = {
  up: 'm18 15-6-6-6 6',
  down: 'm6 9 6 6 6-6',
  remove: 'M18 6 6 18M6 6l12 12',
} as const;

function ActionButton({ action, label, onClick, disabled }: { action: keyof typeof PATHS; label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} disabled={disabled} className={clsx(BUTTON, action === 'remove' && 'hover:text-red-700 dark:hover:text-red-400')}>
      <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round"><path d={PATHS[action]} /></svg>
    </button>
  );
}

export interface ItemActionsProps {
  index: number;
  count: number;
  /** The item's name in the buttons' accessible names (e.g. "Row 2", a file name). */
  name: string;
  onMove?: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** Move up, move down (when the list can be ordered) and remove: buttons, so the keyboard reaches them. */
export function ItemActions({ index, count, name, onMove, onRemove, disabled }: ItemActionsProps) {
  const t = useTranslations('fields.editor');
  return (
    <div className="flex shrink-0 items-center">
      {onMove && count > 1 ? (
        <>
          <ActionButton action="up" label={t('move_up', { name })} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)} />
          <ActionButton action="down" label={t('move_down', { name })} disabled={disabled || index === count - 1} onClick={() => onMove(index, index + 1)} />
        </>
      ) : null}
      <ActionButton action="remove" label={t('remove', { name })} disabled={disabled} onClick={() => onRemove(index)} />
    </div>
  );
}
