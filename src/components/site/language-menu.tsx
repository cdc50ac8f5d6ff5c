'use client';

import { DropdownMenu } from 'radix-ui';
import { useLocale } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { languages, locales, type Locale } from '@/i18n/locales';
import type { MenuHandoff } from '@/components/ui/lazy-menu';
import { LanguageDropdown } from './language-dropdown';
import type { LanguageSwitcherProps } from './language-trigger';
import { useCurrentHref } from './use-current-href';

/** The Radix dropdown of the language switcher: one link per locale to the same page. */
export default function LanguageMenu({ label, icon, checkIcon, ...handoff }: LanguageSwitcherProps & MenuHandoff) {
  const current = useLocale() as Locale;
  const href = useCurrentHref();

  return (
    <LanguageDropdown label={label} icon={icon} locale={current} handoff={handoff}>
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
    </LanguageDropdown>
  );
}
