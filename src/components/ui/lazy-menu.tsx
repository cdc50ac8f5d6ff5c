'use client';

import { startTransition, Suspense, useEffect, useRef, useState, type ButtonHTMLAttributes, type ComponentType, type ReactNode, type RefObject } from 'react';

/** What a menu or dialog fetched on first intent learns from the button it replaces. */
export interface MenuHandoff {
  /** Open at once: the button was pressed (or the shortcut typed) before it had loaded. */
  initiallyOpen: boolean;
  /** Whether the button had focus, which then moves to the loaded trigger. */
  takeFocus: () => boolean;
}

/** In the loaded menu or dialog: moves the focus to its trigger when the button it replaced had it. */
export function useMenuHandoff(trigger: RefObject<HTMLButtonElement | null>, { initiallyOpen, takeFocus }: MenuHandoff): void {
  useEffect(() => {
    if (!initiallyOpen && takeFocus()) trigger.current?.focus();
    // Only when the menu replaces the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export interface LazyMenuProps<Props extends object> {
  /** The Radix menu or dialog, a `React.lazy` component taking its props and the handoff. */
  menu: ComponentType<Props & MenuHandoff>;
  menuProps: Props;
  /** What the trigger opens (`aria-haspopup`). */
  popup?: 'menu' | 'dialog';
  /** A key press that opens it from anywhere (Ctrl/Cmd+K): heard here until it has loaded, then by the loaded one. */
  shortcut?: (event: KeyboardEvent) => boolean;
  /** The trigger's classes, content and other attributes (a name, a title), the same as the loaded trigger's. */
  className: string;
  buttonProps?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children' | 'type'>;
  children: ReactNode;
}

/**
 * A dropdown menu or dialog whose Radix code (the menus' positioning library alone is about 40 KB
 * gzipped) is fetched on first intent (hover, focus, press), so no page pays for it upfront. Until
 * then a plain button with the same look and name stands in; a transition keeps it (and its focus)
 * on screen while the code loads, and a press before then opens the menu once it is there.
 */
export function LazyMenu<Props extends object>({ menu: Menu, menuProps, popup = 'menu', shortcut, className, buttonProps, children }: LazyMenuProps<Props>) {
  const [loaded, setLoaded] = useState<{ open: boolean } | null>(null);
  const placeholderFocused = useRef(false);
  const load = (open: boolean) => startTransition(() => setLoaded((current) => (open ? { open } : current ?? { open })));

  useEffect(() => {
    if (!shortcut || loaded) return;
    const onKey = (event: KeyboardEvent) => {
      if (!shortcut(event)) return;
      event.preventDefault();
      load(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcut, loaded]);

  const placeholder = (
    <button
      {...buttonProps}
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      className={className}
      onPointerEnter={() => load(false)}
      onFocus={() => {
        placeholderFocused.current = true;
        load(false);
      }}
      onBlur={() => {
        placeholderFocused.current = false;
      }}
      onClick={() => load(true)}
    >
      {children}
    </button>
  );

  return (
    <Suspense fallback={placeholder}>
      {loaded ? <Menu {...menuProps} initiallyOpen={loaded.open} takeFocus={() => placeholderFocused.current} /> : placeholder}
    </Suspense>
  );
}
