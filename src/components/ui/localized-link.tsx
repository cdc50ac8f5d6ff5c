import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import { localizedPath } from '@/shared/localized-path';
import type { InternalHref } from '@/shared/nav-link';

export type LocalizedLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: InternalHref };

/**
 * A link to an internal route, localised on the server (`/about` → `/tr/hakkimizda`) and
 * rendered as a plain Next.js link: no routing table or locale logic reaches the browser.
 */
export async function LocalizedLink({ href, ...props }: LocalizedLinkProps) {
  return <NextLink href={localizedPath(resolveLocale(await getLocale()), href)} {...props} />;
}
