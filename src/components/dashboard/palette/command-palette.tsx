'use client';

import { lazy, type ReactNode } from 'react';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { isPaletteShortcut, PALETTE_TRIGGER_CLASSES, PaletteTriggerContent } from './palette-trigger';

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

const PaletteDialog = lazy(() => import('./palette-dialog'));

/** Ctrl/Cmd+K: jump to any screen of the sidebar, or find a user (./palette-dialog.tsx); the dialog loads on first intent or the shortcut. */
export function CommandPalette(props: CommandPaletteProps) {
  return (
    <LazyMenu
      menu={PaletteDialog}
      menuProps={props}
      popup="dialog"
      shortcut={isPaletteShortcut}
      className={PALETTE_TRIGGER_CLASSES}
      buttonProps={{ title: props.texts.open, 'aria-keyshortcuts': 'Control+K Meta+K' }}
    >
      <PaletteTriggerContent searchIcon={props.searchIcon} placeholder={props.texts.placeholder} />
    </LazyMenu>
  );
}
