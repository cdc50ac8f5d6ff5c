import type { ReactNode } from 'react';

export const TRIGGER_CLASSES =
  'flex h-10 items-center gap-2 rounded-lg px-2 sm:px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800';

/** What the page gives the language switcher (and its menu, loaded on first intent). */
export interface LanguageSwitcherProps {
  label: string;
  icon: ReactNode;
  checkIcon: ReactNode;
}

/**
 * What the language button shows: an icon and the current locale's code, named "Language EN" by
 * its text (a hidden word before the code), so the name contains what is seen (WCAG 2.5.3).
 */
export function LanguageTriggerContent({ icon, label, locale }: { icon: ReactNode; label: string; locale: string }) {
  return (
    <>
      {icon}
      <span className="sr-only">{label} </span>
      <span>{locale.toUpperCase()}</span>
    </>
  );
}
