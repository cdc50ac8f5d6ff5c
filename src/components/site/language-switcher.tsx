'use client';

import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { LanguageTriggerContent, TRIGGER_CLASSES, type LanguageSwitcherProps } from './language-trigger';

const LanguageMenu = lazy(() => import('./language-menu'));


/**
 * Switches language on the same page, e.g. /about ↔ /sv/about ↔ /tr/hakkimizda. The Radix
 * dropdown is fetched on first intent (hover, focus, press), so pages don't pay for it
 * upfront; a transition keeps this placeholder (and its focus) on screen while it loads.
 */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  const locale = useLocale();
  const [menu, setMenu] = useState<{ open: boolean } | null>(null);
  const placeholderFocused = useRef(false);

  const load = (open: boolean) => startTransition(() => setMenu((current) => (open ? { open } : current ?? { open })));

  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER_CLASSES}
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
      <LanguageTriggerContent icon={props.icon} label={props.label} locale={locale} />
    </button>
  );

  return (
    <Suspense fallback={placeholder}>
      {menu ? <LanguageMenu {...props} initiallyOpen={menu.open} takeFocus={() => placeholderFocused.current} /> : placeholder}
    </Suspense>
  );
}
