import { resolveLocale, type Locale } from '@/i18n/locales';
import type { PublicSettings } from '@/shared/types';
import { localizedText } from './localize';

export type RawSettings = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isSet = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

export function isCookieConsentEnabled(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true;
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
