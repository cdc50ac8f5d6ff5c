'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

export interface PaletteLink {
  id: string;
  label: string;
  href: string;
  icon: ReactNode;
}

export interface PaletteGroup {
  key: string;
  label: string;
  links: PaletteLink[];
}

export interface CommandPaletteProps {
  groups: PaletteGroup[];
  /** Present with users.read: the group's heading and the localised path of the users screen. */
  users: { label: string; path: string; icon: ReactNode } | null;
  texts: { open: string; title: string; placeholder: string; empty: string };
  searchIcon: ReactNode;
}

export const PALETTE_TRIGGER_CLASSES =
  'flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg text-sm text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 sm:w-72 sm:justify-start lg:w-80 sm:border sm:border-slate-200 sm:bg-white sm:px-3 dark:text-slate-400 dark:hover:bg-slate-800 sm:dark:border-slate-700 sm:dark:bg-slate-900';

/** Ctrl/Cmd+K, which opens (and closes) the palette from anywhere in the dashboard. */
export const isPaletteShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

const noSubscription = () => () => {};
const shortcutLabel = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K');

/** What the palette's button shows: the search icon, the placeholder text and the shortcut. */
export function PaletteTriggerContent({ searchIcon, placeholder }: { searchIcon: ReactNode; placeholder: string }) {
  const shortcut = useSyncExternalStore(noSubscription, shortcutLabel, () => 'Ctrl K');
  return (
    <>
      {searchIcon}
      {/* The button's name is its text (also on phones, where only the icon shows), so it contains what is seen. */}
      <span className="sr-only sm:not-sr-only sm:flex-1 sm:truncate sm:text-start">{placeholder}</span>
      <kbd className="hidden rounded border border-slate-200 px-1.5 font-sans text-xs sm:inline dark:border-slate-700">{shortcut}</kbd>
    </>
  );
}
