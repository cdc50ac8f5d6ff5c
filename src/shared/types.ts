import type { Locale } from '@/i18n/locales';
import type { LocalizedText } from './fields/localized';

export type { LocalizedText };

export type { MenuItem, MenuLinkType, MenuVisibility } from './api/menus';
import type { MenuItem } from './api/menus';
import type { GuestMenu } from './nav-link';

export type CookieCategory = 'necessary' | 'analytics' | 'marketing';
export type CookiePreferences = Partial<Record<CookieCategory, boolean>>;

/** A category the settings offer, with the scripts a page loads once the visitor consented to it. */
export interface OfferedCookieCategory {
  key: CookieCategory;
  required: boolean;
  scripts: string[];
}

export interface Constants {
  /** Exactly the categories chosen in the settings (necessary always). */
  cookieCategories: OfferedCookieCategory[];
  cookiePreferences: CookiePreferences;
  cookieConsent: { enabled: boolean; saved: boolean };
}

/** Settings any visitor may see: never a secret. Multilingual values resolved to one locale. */
export interface PublicSettings {
  app_name: string;
  app_company_suffix: string;
  app_description: string;
  default_language: Locale;
  maintenance_mode: unknown;
  maintenance_message: string;
  registration: boolean;
  cookie_consent: { enabled: boolean };
  contact: { email: string; address: string; phone: string; message: string };
  oauth: { google: boolean; facebook: boolean };
}

/** The authenticated caller as the rest of the app sees it (its wire shape is in shared/api/account.ts). */
export type { AuthUser } from './api/account';

export interface PublicMenuItem extends Omit<MenuItem, 'label' | 'children'> {
  label: string;
  children?: PublicMenuItem[];
}

/** A stored menu in one locale, every item with its visibility: server-side only (GuestMenu is what is sent). */
export interface PublicMenu {
  key: string;
  name: string;
  areas: string[];
  items: PublicMenuItem[];
}

/** What GET /api/settings returns and the root layout loads before rendering. */
export interface PublicBundle {
  settings: PublicSettings;
  /** As a guest sees them: a signed-in visitor's own come from GET /api/auth/shell. */
  menus: GuestMenu[];
  constants: Constants;
  /** Site-wide contents for the locale: `landing` is the home page's sections (multilang fields resolved). */
  contents: { landing: Record<string, unknown> | null };
}
