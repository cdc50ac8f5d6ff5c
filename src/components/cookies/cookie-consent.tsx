'use client';

import { lazy, Suspense } from 'react';
import type { Constants } from '@/shared/types';
import type { CookieBannerProps } from './cookie-banner';

const CookieBanner = lazy(() => import('./cookie-banner'));

/** Consent is asked while it is enabled and this visitor has saved nothing (spec §3: a saved state has a key). */
function needsCookieConsent(constants: Constants): boolean {
  return constants.cookieConsent.enabled && !constants.cookieConsent.saved && Object.keys(constants.cookiePreferences).length === 0;
}

/**
 * The banner lives in its own chunk: visitors who already chose never download it, and for
 * the others it is server-rendered at once and becomes interactive when its chunk arrives.
 */
export function CookieConsent(props: CookieBannerProps) {
  if (!needsCookieConsent(props.constants)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner {...props} />
    </Suspense>
  );
}
