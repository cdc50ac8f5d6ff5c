'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useAppData } from '@/components/app/app-data';
import { useApi } from '@/lib/use-api';
import type { Constants } from '@/shared/types';
import { CONSENT_HINT_COOKIE, hasCookie } from '@/shared/shell-hints';
import CookieBanner, { type CookieBannerProps } from './cookie-banner';
import { loadConsentedScripts, setConsentedPreferences, subscribeToConsent, useConsentState } from './consent-store';

/** Consent is asked while it is enabled and this visitor has saved nothing (spec §3: a saved state has a key). */
function needsCookieConsent(constants: Constants): boolean {
  return constants.cookieConsent.enabled && !constants.cookieConsent.saved && Object.keys(constants.cookiePreferences).length === 0;
}

/** Whether this browser holds the mark of a saved consent (public pages are rendered without the visitor's own). */
function useConsentHint(): boolean {
  return useSyncExternalStore(subscribeToConsent, () => hasCookie(document.cookie, CONSENT_HINT_COOKIE), () => false);
}

/**
 * A visitor who chose before: their choice (GET /api/constants, since public pages are rendered
 * for everyone alike) lets in the scripts of the categories they consented to, and fills the
 * preferences panel.
 */
function useStoredConsent(constants: Constants, consented: boolean): void {
  const { request } = useApi();
  const { preferences } = useConsentState();
  const known = preferences !== null;
  useEffect(() => {
    if (!constants.cookieConsent.enabled || !consented || known) return;
    if (constants.cookieConsent.saved) {
      loadConsentedScripts(constants.cookieCategories, constants.cookiePreferences);
      setConsentedPreferences(constants.cookiePreferences);
      return;
    }
    let current = true;
    void request<Constants>('GET', '/api/constants', undefined, { silent: true }).then((result) => {
      if (!current || !result.ok || !result.data?.cookieConsent.saved) return;
      loadConsentedScripts(result.data.cookieCategories, result.data.cookiePreferences);
      setConsentedPreferences(result.data.cookiePreferences);
    });
    return () => {
      current = false;
    };
  }, [constants, consented, known, request]);
}

/**
 * The banner is server-rendered into the page's first paint for whoever has not chosen (not
 * from a lazy chunk: suspended, it was streamed after the page and revealed hundreds of
 * milliseconds later, as the page's largest contentful paint). Public pages carry it for
 * everyone (they are cached for all visitors alike): for a visitor who chose, the page's boot
 * script hides it before it paints and it is gone once the page hydrates. "Cookie preferences"
 * (footer, account area) brings it back as a panel to change or withdraw the choice.
 */
export function CookieConsent({ icon, closeIcon }: Pick<CookieBannerProps, 'icon' | 'closeIcon'>) {
  const { constants } = useAppData().bundle;
  const consented = useConsentHint();
  const { panelOpen, preferences, withdrawn } = useConsentState();
  useStoredConsent(constants, consented);
  if (!constants.cookieConsent.enabled) return null;
  const asking = !consented && (withdrawn || needsCookieConsent(constants));
  if (!panelOpen && !asking) return null;
  return (
    <CookieBanner
      key={panelOpen ? 'preferences' : 'ask'}
      constants={constants}
      icon={icon}
      closeIcon={closeIcon}
      mode={panelOpen ? 'preferences' : 'ask'}
      saved={panelOpen ? preferences : null}
    />
  );
}
