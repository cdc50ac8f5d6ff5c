'use client';

import { lazy } from 'react';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { isPaletteShortcut, PALETTE_TRIGGER_CLASSES, PaletteTriggerContent, type CommandPaletteProps } from './palette-trigger';

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
