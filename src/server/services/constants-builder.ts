import { COOKIE_CATEGORIES, type SavedCookiePreferences } from '@/shared/schemas/cookie-preferences';
import type { Constants } from '@/shared/types';

/** The constants of one visitor: `saved` is true once they stored preferences. */
export function buildConstants(consentEnabled: boolean, saved: SavedCookiePreferences | null): Constants {
  return {
    cookieCategories: COOKIE_CATEGORIES.map((category) => ({ ...category })),
    cookiePreferences: saved ? { ...saved } : {},
    cookieConsent: { enabled: consentEnabled, saved: saved !== null },
  };
}

export const defaultConstants = (consentEnabled: boolean): Constants => buildConstants(consentEnabled, null);
