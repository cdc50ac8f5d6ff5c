'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAppData } from '@/components/app/app-data';
import type { Constants } from '@/shared/types';
import { CONSENT_HINT_COOKIE, hasCookie } from '@/shared/shell-hints';
import type { CookieBannerProps } from './cookie-banner';

const CookieBanner = lazy(() => import('./cookie-banner'));

/** Consent is asked while it is enabled and this visitor has saved nothing (spec §3: a saved state has a key). */
function needsCookieConsent(constants: Constants): boolean {
  return constants.cookieConsent.enabled && !constants.cookieConsent.saved && Object.keys(constants.cookiePreferences).length === 0;
}

const noChanges = () => () => {};

/** Whether this browser holds the mark of a saved consent (public pages are rendered without the visitor's own). */
function useConsentHint(): boolean {
  return useSyncExternalStore(noChanges, () => hasCookie(document.cookie, CONSENT_HINT_COOKIE), () => false);
}

/**
 * The banner lives in its own chunk and is server-rendered at once for whoever has not chosen,
 * becoming interactive when its chunk arrives. Public pages carry it for everyone (they are
 * cached for all visitors alike): for a visitor who chose, the page's boot script hides it
 * before it paints and it is gone once the page hydrates.
 */
export function CookieConsent({ icon }: Pick<CookieBannerProps, 'icon'>) {
  const { constants } = useAppData().bundle;
  const consented = useConsentHint();
  if (consented || !needsCookieConsent(constants)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner constants={constants} icon={icon} />
    </Suspense>
  );
}
