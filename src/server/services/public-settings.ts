import { resolveLocale, type Locale } from '@/i18n/locales';
import { COOKIE_CATEGORIES, isCookieScriptUrl, MAX_COOKIE_SCRIPTS } from '@/shared/schemas/cookie-preferences';
import type { OfferedCookieCategory, PublicSettings } from '@/shared/types';
import { localizedText } from './localize';

export type RawSettings = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isSet = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** What the settings say about cookie consent: whether it is asked, and what is offered. */
export interface CookieConsentSetting {
  enabled: boolean;
  categories: OfferedCookieCategory[];
}

export function isCookieConsentEnabled(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true;
}

/**
 * The cookie categories the settings offer visitors, in their fixed order, each with the scripts
 * a page loads once the visitor consents to it: necessary always, the others only when chosen
 * in the settings (a stored value the dashboard checked; read defensively all the same).
 */
export function offeredCookieCategories(value: unknown): OfferedCookieCategory[] {
  const setting = (typeof value === 'object' && value !== null ? value : {}) as { categories?: unknown; scripts?: unknown };
  const chosen = Array.isArray(setting.categories) ? setting.categories : [];
  const scripts = (typeof setting.scripts === 'object' && setting.scripts !== null ? setting.scripts : {}) as Record<string, unknown>;
  return COOKIE_CATEGORIES
    .filter((category) => category.required || chosen.includes(category.key))
    .map((category) => {
      const listed = category.required ? [] : scripts[category.key];
      const urls = Array.isArray(listed) ? listed.filter((url): url is string => typeof url === 'string' && isCookieScriptUrl(url)) : [];
      return { ...category, scripts: urls.slice(0, MAX_COOKIE_SCRIPTS) };
    });
}

/**
 * The settings any visitor may see, picked by a whitelist so that no secret or credential
 * (passwords, OAuth secrets, API keys, tokens) can ever slip into the public bundle.
 */
export function toPublicSettings(
  raw: RawSettings,
  locale: Locale,
  /** OAuth providers whose client is configured in the environment (which wins over the settings). */
  oauthFromEnvironment: Partial<Record<'google' | 'facebook', boolean>> = {},
): PublicSettings {
  return {
    app_name: text(raw.app_name),
    app_company_suffix: text(raw.app_company_suffix),
    app_description: localizedText(raw.app_description, locale),
    default_language: resolveLocale(raw.default_language),
    // As stored, for clients that decide with isMaintenanceOn; a missing setting is null, which means on.
    maintenance_mode: raw.maintenance_mode ?? null,
    maintenance_message: localizedText(raw.maintenance_message, locale),
    registration: raw.registration === true,
    cookie_consent: { enabled: isCookieConsentEnabled(raw.cookie_consent) },
    contact: {
      email: text(raw.contact_email),
      address: text(raw.contact_address),
      phone: text(raw.contact_phone),
      message: localizedText(raw.contact_message, locale),
    },
    oauth: {
      google: oauthFromEnvironment.google === true || (isSet(raw.google_client_id) && isSet(raw.google_client_secret)),
      facebook: oauthFromEnvironment.facebook === true || (isSet(raw.facebook_client_id) && isSet(raw.facebook_client_secret)),
    },
  };
}

export const cookieConsentOf = (raw: RawSettings): CookieConsentSetting => ({
  enabled: isCookieConsentEnabled(raw.cookie_consent),
  categories: offeredCookieCategories(raw.cookie_consent),
});
