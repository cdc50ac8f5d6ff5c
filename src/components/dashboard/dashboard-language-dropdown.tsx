'use client';

import { useTransition } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useLocale } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { languages, locales, type Locale } from '@/i18n/locales';
import { useApi } from '@/lib/use-api';
import { LanguageDropdown } from '@/components/site/language-dropdown';
import type { LanguageSwitcherProps } from '@/components/site/language-trigger';
import { useCurrentHref } from '@/components/site/use-current-href';
import type { MenuHandoff } from '@/components/ui/lazy-menu';

const ITEM_CLASSES =
  'flex w-full cursor-pointer items-center justify-between gap-4 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

/**
 * The dashboard's language menu (./dashboard-language-menu.tsx loads it on first intent): a choice
 * stored on the user (PUT /api/auth dashboard_locale), then the same screen in it. Not a link to
 * another locale's address, as on the public site: the dashboard is always in its user's language,
 * and the server sends any other address there. Next's own router, not next-intl's: that one writes
 * the public site's locale cookie on a change of locale, and the public site would then open in
 * the dashboard's language.
 */
export default function DashboardLanguageDropdown({ label, icon, checkIcon, ...handoff }: LanguageSwitcherProps & MenuHandoff) {
  const current = useLocale() as Locale;
  const href = useCurrentHref();
  const search = useSearchParams();
  const router = useRouter();
  const { requestWithAlert } = useApi();
  const [switching, startTransition] = useTransition();

  async function choose(locale: Locale) {
    if (locale === current) return;
    const saved = await requestWithAlert('PUT', '/api/auth', { dashboard_locale: locale }, { errorsOnly: true });
    if (!saved.ok) return;
    const query = Object.fromEntries(search.entries());
    // The current route with its parameters (as the public switcher's links) and the screen's query.
    const target = (typeof href === 'string' ? { pathname: href, query } : { ...href, query }) as Parameters<typeof getPathname>[0]['href'];
    startTransition(() => router.replace(getPathname({ href: target, locale })));
  }

  return (
    <LanguageDropdown label={label} icon={icon} locale={current} handoff={handoff} busy={switching}>
      {locales.map((locale) => (
        <DropdownMenu.CheckboxItem
          key={locale}
          checked={locale === current}
          lang={locale}
          onSelect={() => void choose(locale)}
          className={ITEM_CLASSES}
        >
          {languages[locale].name}
          <DropdownMenu.ItemIndicator className="text-primary-600">{checkIcon}</DropdownMenu.ItemIndicator>
        </DropdownMenu.CheckboxItem>
      ))}
    </LanguageDropdown>
  );
}
