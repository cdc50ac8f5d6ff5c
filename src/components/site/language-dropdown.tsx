'use client';

import { useRef, type ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useMenuHandoff, type MenuHandoff } from '@/components/ui/lazy-menu';
import { LanguageTriggerContent, TRIGGER_CLASSES } from './language-trigger';

export interface LanguageDropdownProps {
  label: string;
  icon: ReactNode;
  /** The current locale, shown on the trigger. */
  locale: string;
  handoff: MenuHandoff;
  /** While a choice is being applied. */
  busy?: boolean;
  /** One item per language. */
  children: ReactNode;
}

/** The Radix frame of both language menus (the site's and the dashboard's): the trigger, and the list under its heading. */
export function LanguageDropdown({ label, icon, locale, handoff, busy, children }: LanguageDropdownProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useMenuHandoff(trigger, handoff);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={handoff.initiallyOpen}>
      <DropdownMenu.Trigger ref={trigger} aria-busy={busy} className={TRIGGER_CLASSES}>
        <LanguageTriggerContent icon={icon} label={label} locale={locale} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-[60] min-w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-slate-500 dark:text-slate-400">{label}</DropdownMenu.Label>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
