import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales';
import { pathnames } from '@/i18n/routing';
import { LOCALE_PREFIX, withLocalePrefix } from '@/shared/localized-path';

/**
 * The dashboard's addresses and their forms in each locale (`/sv/dashboard/users/7` is
 * `/tr/yonetim/kullanicilar/7` in Turkish), derived from the routing's pathnames. The page router
 * uses them to keep the dashboard in its user's language whatever locale an address names.
 */

interface DashboardRoute {
  /** The route's address per locale, split into segments; `null` stands for a parameter. */
  forms: Record<Locale, (string | null)[]>;
  /** How many of its segments are parameters: the fewer, the more specific (`users/add` before `[moduleKey]/add`). */
  parameters: number;
}

const segmentsOf = (template: string) => template.split('/').filter(Boolean).map((segment) => (segment.startsWith('[') ? null : segment));

const routes: DashboardRoute[] = Object.entries(pathnames)
  .filter(([internal]) => internal === '/dashboard' || internal.startsWith('/dashboard/'))
  .map(([, entry]) => {
    const forms = Object.fromEntries(locales.map((locale) => [locale, segmentsOf(typeof entry === 'string' ? entry : entry[locale])])) as DashboardRoute['forms'];
    return { forms, parameters: forms[defaultLocale].filter((segment) => segment === null).length };
  })
  .sort((a, b) => a.parameters - b.parameters);

/** The dashboard's first segment in every locale (`dashboard`, `yonetim`). */
const roots = new Set(routes.flatMap((route) => locales.map((locale) => route.forms[locale][0])));

function split(pathname: string): { locale: Locale; segments: string[] } {
  const prefix = pathname.match(LOCALE_PREFIX)?.[1];
  const locale = isLocale(prefix) ? prefix : defaultLocale;
  return { locale, segments: pathname.replace(LOCALE_PREFIX, '').split('/').filter(Boolean) };
}

/** Whether a page address is the dashboard's, in any locale's form. */
export function isDashboardPath(pathname: string): boolean {
  return roots.has(split(pathname).segments[0] ?? '');
}

/**
 * The same dashboard page in `target`'s form (`/sv/dashboard/users/7` → `/tr/yonetim/kullanicilar/7`),
 * or null when the address is no dashboard route in its own locale's form (next-intl then sorts it out).
 */
export function dashboardPathIn(pathname: string, target: Locale): string | null {
  const { locale, segments } = split(pathname);
  for (const { forms } of routes) {
    const form = forms[locale];
    if (form.length !== segments.length || !form.every((segment, index) => segment === null || segment === segments[index])) continue;
    // Every locale's form has its parameters at the same places.
    const path = forms[target].map((segment, index) => segment ?? segments[index]);
    return withLocalePrefix(target, `/${path.join('/')}`);
  }
  return null;
}
