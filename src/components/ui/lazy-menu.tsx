'use client';

import { startTransition, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

/** What a menu fetched on first intent learns from the button it replaces. */
export interface MenuHandoff {
  /** Open at once: the button was pressed before the menu had loaded. */
  initiallyOpen: boolean;
  /** Whether the button had focus, which then moves to the menu's own trigger. */
  takeFocus: () => boolean;
}

/** In the loaded menu: moves the focus to its trigger when the button it replaced had it. */
export function useMenuHandoff(trigger: RefObject<HTMLButtonElement | null>, { initiallyOpen, takeFocus }: MenuHandoff): void {
  useEffect(() => {
    if (!initiallyOpen && takeFocus()) trigger.current?.focus();
    // Only when the menu replaces the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export interface LazyMenuProps<Props extends object> {
  /** The Radix menu, a `React.lazy` component taking its props and the handoff. */
  menu: ComponentType<Props & MenuHandoff>;
  menuProps: Props;
  /** The trigger's classes and content, the same as the menu's own trigger shows. */
  className: string;
  children: ReactNode;
}

/**
 * A dropdown whose Radix menu (with its positioning library, about 40 KB gzipped) is fetched on
 * first intent (hover, focus, press), so no page pays for it upfront. Until then a plain button
 * with the same look and name stands in; a transition keeps it (and its focus) on screen while the
 * menu loads, and a press before then opens the menu once it is there.
 */
export function LazyMenu<Props extends object>({ menu: Menu, menuProps, className, children }: LazyMenuProps<Props>) {
  const [loaded, setLoaded] = useState<{ open: boolean } | null>(null);
  const placeholderFocused = useRef(false);
  const load = (open: boolean) => startTransition(() => setLoaded((current) => (open ? { open } : current ?? { open })));

  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
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
