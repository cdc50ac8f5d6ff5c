'use client';

import { useEffect, useRef, type ComponentProps } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useLocale } from 'next-intl';
import { useParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { languages, locales, type Locale } from '@/i18n/locales';
import { LanguageTriggerContent, TRIGGER_CLASSES, type LanguageSwitcherProps } from './language-trigger';

type LinkHref = ComponentProps<typeof Link>['href'];

/** The current route with its dynamic segments, so the link keeps the visitor on the same page. */
export function useCurrentHref(): LinkHref {
  const pathname = usePathname();
  const { locale: _locale, ...segments } = useParams<Record<string, string | string[]>>();
  const params = Object.fromEntries(
    Object.entries(segments).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : value]),
  );
  return (Object.keys(params).length ? { pathname, params } : pathname) as LinkHref;
}

export interface LanguageMenuProps extends LanguageSwitcherProps {
  /** Open right away (the visitor clicked the placeholder trigger before this loaded). */
  initiallyOpen: boolean;
  /** Whether the placeholder this trigger replaces had focus, which then moves here. */
  takeFocus: () => boolean;
}

/** The Radix dropdown of the language switcher: one link per locale to the same page. */
export default function LanguageMenu({ label, icon, checkIcon, initiallyOpen, takeFocus }: LanguageMenuProps) {
  const current = useLocale() as Locale;
  const href = useCurrentHref();
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!initiallyOpen && takeFocus()) trigger.current?.focus();
    // Only when this replaces the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={initiallyOpen}>
      <DropdownMenu.Trigger ref={trigger} className={TRIGGER_CLASSES}>
        <LanguageTriggerContent icon={icon} label={label} locale={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-[60] min-w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-slate-500 dark:text-slate-400">{label}</DropdownMenu.Label>
          {locales.map((locale) => (
            <DropdownMenu.Item key={locale} asChild>
              <Link
                href={href}
                locale={locale}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white"
              >
                {languages[locale].name}
                {locale === current ? <span className="text-primary-600 dark:text-primary-400">{checkIcon}</span> : null}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
