'use client';

import { lazy } from 'react';
import { useLocale } from 'next-intl';
import { LanguageTriggerContent, TRIGGER_CLASSES, type LanguageSwitcherProps } from '@/components/site/language-trigger';
import { LazyMenu } from '@/components/ui/lazy-menu';

const DashboardLanguageDropdown = lazy(() => import('./dashboard-language-dropdown'));

/** The dashboard's language, kept on the user (./dashboard-language-dropdown.tsx); the menu loads on first intent. */
export function DashboardLanguageMenu(props: LanguageSwitcherProps) {
  return (
    <LazyMenu menu={DashboardLanguageDropdown} menuProps={props} className={TRIGGER_CLASSES}>
      <LanguageTriggerContent icon={props.icon} label={props.label} locale={useLocale()} />
    </LazyMenu>
  );
}
