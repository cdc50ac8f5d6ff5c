import { useSyncExternalStore } from 'react';
import { LOCALE_COOKIE } from '@/i18n/locales';
import { TIME_ZONE_COOKIE } from '@/shared/time/zone-cookie';
import { CONSENT_HINT_COOKIE, SESSION_HINT_COOKIE } from '@/shared/shell-hints';
import type { CookiePreferences, OfferedCookieCategory } from '@/shared/types';

/**
 * The browser's side of cookie consent: whether the preferences panel is open (the footer's and
 * the account area's "Cookie preferences" open it), what this visitor consented to, and the
 * scripts that consent lets in.
 */
interface ConsentState {
  /** The panel was asked for (after a first choice the banner is gone; this brings it back). */
  panelOpen: boolean;
  /** This visitor's stored choice, once known (null: not read yet, or nothing stored). */
  preferences: CookiePreferences | null;
  /** Consent was withdrawn on this page: the banner asks again. */
  withdrawn: boolean;
}

let state: ConsentState = { panelOpen: false, preferences: null, withdrawn: false };
const listeners = new Set<() => void>();
const SERVER_STATE: ConsentState = { panelOpen: false, preferences: null, withdrawn: false };

function update(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const openCookiePreferences = (): void => update({ panelOpen: true });
export const closeCookiePreferences = (): void => update({ panelOpen: false });
export const setConsentedPreferences = (preferences: CookiePreferences): void => update({ preferences, withdrawn: false, panelOpen: false });
export const markConsentWithdrawn = (): void => update({ preferences: null, withdrawn: true, panelOpen: false });

/** Also the moment to look at the cookies again: a save or a withdrawal changes the consent mark. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeToConsent, () => state, () => SERVER_STATE);
}

/**
 * The site's own cookies a script can read, all necessary; the HttpOnly ones (session, visitor
 * id) are out of a script's reach anyway. Any other readable cookie was set by a category's
 * script and goes with its consent. A new necessary readable cookie must be listed here.
 */
const NECESSARY_READABLE_COOKIES: ReadonlySet<string> = new Set([SESSION_HINT_COOKIE, CONSENT_HINT_COOKIE, LOCALE_COOKIE, TIME_ZONE_COOKIE]);

/** Expires every readable cookie that is not necessary, on this host and its parent domains. */
export function removeConsentDependentCookies(): void {
  const names = document.cookie.split(';').map((pair) => pair.split('=')[0]!.trim()).filter(Boolean);
  const labels = location.hostname.split('.');
  const domains = [null, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))];
  for (const name of names) {
    if (NECESSARY_READABLE_COOKIES.has(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; max-age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

/**
 * Adds the scripts of the consented categories to the page, once each: a `<script src>` made
 * by this (nonce-admitted) code is allowed by the page's CSP ('strict-dynamic'); it carries
 * the page's nonce as well.
 */
export function loadConsentedScripts(categories: readonly OfferedCookieCategory[], preferences: CookiePreferences): void {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  for (const category of categories) {
    if (!category.required && preferences[category.key] !== true) continue;
    for (const src of category.scripts) {
      const present = [...document.querySelectorAll<HTMLScriptElement>('script[data-cookie-category]')]
        .some((script) => script.dataset.cookieCategory === category.key && script.getAttribute('src') === src);
      if (present) continue;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.cookieCategory = category.key;
      if (nonce) script.nonce = nonce;
      document.head.append(script);
    }
  }
}

/** Whether a new choice takes back a consent given before (the loaded scripts must then go: a reload). */
export function withdrawsAny(before: CookiePreferences | null, after: CookiePreferences | null): boolean {
  if (!before) return false;
  return (Object.keys(before) as (keyof CookiePreferences)[]).some((key) => before[key] === true && after?.[key] !== true);
}
