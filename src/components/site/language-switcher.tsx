'use client';

import { lazy } from 'react';
import { useLocale } from 'next-intl';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { LanguageTriggerContent, TRIGGER_CLASSES, type LanguageSwitcherProps } from './language-trigger';

const LanguageMenu = lazy(() => import('./language-menu'));

/** Switches language on the same page, e.g. /about ↔ /sv/about ↔ /tr/hakkimizda; the menu loads on first intent. */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  return (
    <LazyMenu menu={LanguageMenu} menuProps={props} className={TRIGGER_CLASSES}>
      <LanguageTriggerContent icon={props.icon} label={props.label} locale={useLocale()} />
    </LazyMenu>
  );
}
