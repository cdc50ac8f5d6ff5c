import type { SavedCookiePreferences } from '@/shared/schemas/cookie-preferences';
import type { Constants, OfferedCookieCategory } from '@/shared/types';
import type { CookieConsentSetting } from './public-settings';

/** Saved preferences as they apply now: a category the settings no longer offer counts as refused. */
export function offeredPreferences(saved: SavedCookiePreferences, categories: OfferedCookieCategory[]): SavedCookiePreferences {
  const offered = new Set(categories.map((category) => category.key));
  return { necessary: true, analytics: saved.analytics && offered.has('analytics'), marketing: saved.marketing && offered.has('marketing') };
}

/** The constants of one visitor: `saved` is true once they stored preferences. */
export function buildConstants(consent: CookieConsentSetting, saved: SavedCookiePreferences | null): Constants {
  return {
    cookieCategories: consent.categories.map((category) => ({ ...category, scripts: [...category.scripts] })),
    cookiePreferences: saved ? offeredPreferences(saved, consent.categories) : {},
    cookieConsent: { enabled: consent.enabled, saved: saved !== null },
  };
}

export const defaultConstants = (consent: CookieConsentSetting): Constants => buildConstants(consent, null);
