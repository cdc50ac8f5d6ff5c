'use client';

import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';

/** How a link prefetches its page: when it scrolls into view (Next's default), or when a visitor reaches for it. */
export type PrefetchOn = 'viewport' | 'intent';

/**
 * The props that make a `next/link` prefetch on intent (pointer over it, keyboard focus, a touch)
 * instead of in the viewport: for links on every page that few visitors follow (footer, account),
 * which would otherwise cost a prefetch each on every page view. A hover comes a few hundred
 * milliseconds before the click, time enough for a cached answer.
 */
export function useIntentPrefetch(href: string, on: PrefetchOn) {
  const router = useRouter();
  if (on === 'viewport') return {};
  const prefetch = () => router.prefetch(href);
  return { prefetch: false, onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch } as const;
}

/** A `next/link` that prefetches its page on intent only (the account menu's links). */
export function IntentLink({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string }) {
  return <NextLink href={href} {...props} {...useIntentPrefetch(href, 'intent')} />;
}
