'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { PROGRESS, startProgress } from '@/lib/progress';

/** Longest a navigation may keep the bar running if it never changes the path (e.g. a redirect back). */
const NAVIGATION_TIMEOUT_MS = 10_000;

function pageNavigationTarget(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Page-load indicator for link navigations, and a smooth scroll to the top whenever the
 * path changes (spec §2, navigation behaviour).
 */
export function NavigationEvents() {
  const pathname = usePathname();
  const endNavigation = useRef<(() => void) | null>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!pageNavigationTarget(event)) return;
      endNavigation.current?.();
      const end = startProgress(PROGRESS.navigationThrottleMs);
      const timeout = setTimeout(end, NAVIGATION_TIMEOUT_MS);
      endNavigation.current = () => {
        clearTimeout(timeout);
        end();
      };
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    endNavigation.current?.();
    endNavigation.current = null;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);

  return null;
}
