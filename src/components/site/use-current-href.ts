import type { ComponentProps } from 'react';
import { useParams } from 'next/navigation';
import { usePathname, type Link } from '@/i18n/navigation';

type LinkHref = ComponentProps<typeof Link>['href'];

/** The current route with its dynamic segments, so a language switch keeps the visitor on the same page. */
export function useCurrentHref(): LinkHref {
  const pathname = usePathname();
  const { locale: _locale, ...segments } = useParams<Record<string, string | string[]>>();
  const params = Object.fromEntries(
    Object.entries(segments).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : value]),
  );
  return (Object.keys(params).length ? { pathname, params } : pathname) as LinkHref;
}
