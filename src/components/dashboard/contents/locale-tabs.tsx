'use client';

import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { languages, locales, type Locale } from '@/i18n/locales';

export interface LocaleTabsProps {
  active: Locale;
  onChange: (locale: Locale) => void;
  /** Locales with an empty per-locale value: a dot, and a word for screen readers. */
  incomplete: ReadonlySet<Locale>;
  /** Locales the server found problems in. */
  invalid: ReadonlySet<Locale>;
  /** The panel of one locale (only the active one is mounted). */
  children: (locale: Locale) => ReactNode;
}

/** One tab per site locale over the editor's per-locale values; arrow keys move between tabs. */
export function LocaleTabs({ active, onChange, incomplete, invalid, children }: LocaleTabsProps) {
  const t = useTranslations('dashboard.contents.tabs');
  return (
    <Tabs.Root value={active} onValueChange={(value) => onChange(value as Locale)}>
      <Tabs.List aria-label={t('label')} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {locales.map((code) => (
          <Tabs.Trigger
            key={code}
            value={code}
            className={clsx(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary-600',
              'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              'data-[state=active]:border-primary-600 data-[state=active]:text-primary-800 dark:data-[state=active]:border-primary-400 dark:data-[state=active]:text-primary-300',
            )}
          >
            <span lang={code}>{languages[code].name}</span>
            {invalid.has(code) ? (
              <span className="grid size-4 place-items-center rounded-full bg-red-600 text-[10px] leading-none font-bold text-white" aria-hidden>!</span>
            ) : incomplete.has(code) ? <span className="size-2 rounded-full bg-amber-500" aria-hidden /> : null}
            {invalid.has(code) ? <span className="sr-only">{t('has_errors')}</span> : null}
            {incomplete.has(code) ? <span className="sr-only">{t('incomplete')}</span> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {locales.map((code) => (
        <Tabs.Content key={code} value={code} className="pt-6 focus-visible:outline-none">
          {code === active ? children(code) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
