'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { formatBytes } from '@/components/fields/upload-checks';
import type { MediaItem } from '@/shared/api/media';
import { MediaIcon } from './media-icons';
import { MediaThumb } from './media-thumb';

export interface MediaGridProps {
  label: string;
  items: readonly MediaItem[];
  /** Null: the viewer cannot select (no bulk actions). */
  selection: { selected: ReadonlySet<number>; toggle: (ids: readonly number[], on: boolean) => void } | null;
  onOpen: (item: MediaItem) => void;
  /** Delete pressed on a file; absent without the delete key. */
  onDelete?: (item: MediaItem) => void;
  /** The item shown in the panel, marked as current. */
  openId?: number | null;
}

/** How many tiles a row of the grid holds now (its CSS columns). */
const columnsOf = (list: HTMLElement | null) => (list ? getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length : 1) || 1;

/**
 * The files as thumbnails: a listbox whose arrow keys move between tiles (up and down by rows),
 * Home and End to the ends, Enter opens, Space selects (several: the bulk bar acts on them),
 * Delete asks to delete. A click opens; the tick in a tile's corner selects.
 */
export function MediaGrid({ label, items, selection, onOpen, onDelete, openId }: MediaGridProps) {
  const t = useTranslations('dashboard.media');
  const locale = useLocale();
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, items.length - 1));
  const altOf = (item: MediaItem) => item.alt[locale] || item.alt.en || '';

  const focusAt = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    list.current?.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
  };

  function onKey(event: KeyboardEvent, index: number) {
    const item = items[index];
    const columns = columnsOf(list.current);
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    if (event.key in moves) {
      event.preventDefault();
      focusAt(index + moves[event.key] * (document.dir === 'rtl' && columns > 1 && Math.abs(moves[event.key]) === 1 ? -1 : 1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusAt(event.key === 'Home' ? 0 : items.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(item);
    } else if (event.key === ' ' && selection) {
      event.preventDefault();
      selection.toggle([item.id], !selection.selected.has(item.id));
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && onDelete) {
      event.preventDefault();
      onDelete(item);
    }
  }

  return (
    <ul
      ref={list}
      role="listbox"
      aria-label={label}
      aria-multiselectable={selection ? true : undefined}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6"
    >
      {items.map((item, index) => {
        const selected = selection?.selected.has(item.id) ?? false;
        return (
          <li
            key={item.id}
            role="option"
            aria-selected={selection ? selected : undefined}
            aria-current={openId === item.id ? 'true' : undefined}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => onKey(event, index)}
            onClick={(event) => {
              if (selection && (event.ctrlKey || event.metaKey || event.shiftKey)) selection.toggle([item.id], !selected);
              else onOpen(item);
            }}
            data-media-id={item.id}
            className={clsx(
              'group relative cursor-pointer overflow-hidden rounded-xl border bg-white shadow-sm outline-none dark:bg-slate-900',
              'focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950',
              selected ? 'border-primary-600 ring-2 ring-primary-600/40' : 'border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700',
            )}
          >
            <MediaThumb item={item} alt={altOf(item)} className="aspect-square w-full" />
            {selection ? (
              <span
                aria-hidden
                onClick={(event) => {
                  event.stopPropagation();
                  selection.toggle([item.id], !selected);
                }}
                className={clsx(
                  'absolute top-2 start-2 grid size-6 place-items-center rounded-md border shadow-sm transition-opacity',
                  selected ? 'border-primary-600 bg-primary-600 text-white' : 'border-slate-300 bg-white/90 text-transparent opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100 dark:border-slate-600 dark:bg-slate-900/90',
                )}
              >
                <MediaIcon name="check" className="size-4" />
              </span>
            ) : null}
            {item.status !== 'ready' ? (
              <span
                className={clsx(
                  'absolute top-2 end-2 rounded-full px-2 py-0.5 text-xs font-medium shadow-sm',
                  // Light badges: they stand out on the dark tiles of dark mode as on the light ones.
                  item.status === 'failed' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
                )}
              >
                {t(`statuses.${item.status}`)}
              </span>
            ) : null}
            <div className="border-t border-slate-100 px-2.5 py-2 dark:border-slate-800">
              <p className="line-clamp-2 text-sm font-medium break-all text-slate-800 dark:text-slate-200" title={item.file_name}>{item.file_name}</p>
              <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                <MediaIcon name={item.kind} className="size-3.5" />
                <span className="sr-only">{t(`kinds.${item.kind}`)}, </span>
                {formatBytes(item.size, locale)}
                {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
