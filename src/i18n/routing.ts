import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales, type Locale } from './locales';

type Template = string | ({ en: string } & Partial<Record<Locale, string>>);

/** A locale a template does not name (every one but Turkish, and any language added later) uses the English path. */
function forEveryLocale<T extends Record<string, Template>>(table: T): { [K in keyof T]: T[K] extends string ? T[K] : Record<Locale, string> } {
  return Object.fromEntries(
    Object.entries(table).map(([key, template]) => [
      key,
      typeof template === 'string' ? template : Object.fromEntries(locales.map((locale) => [locale, template[locale] ?? template.en])),
    ]),
  ) as never;
}

/**
 * Internal (English) pathnames on the left; only Turkish paths are localised.
 * Route names of the spec map onto these keys (see routeNames below).
 */
export const pathnames = forEveryLocale({
  '/': '/',
  '/about': { en: '/about', sv: '/about', tr: '/hakkimizda' },
  '/contact': { en: '/contact', sv: '/contact', tr: '/iletisim' },
  '/401': '/401',
  '/auth': { en: '/auth', sv: '/auth', tr: '/hesap' },
  '/auth/sign-in': { en: '/auth/sign-in', sv: '/auth/sign-in', tr: '/hesap/giris-yap' },
  '/auth/sign-up': { en: '/auth/sign-up', sv: '/auth/sign-up', tr: '/hesap/kayit-ol' },
  '/auth/security': { en: '/auth/security', sv: '/auth/security', tr: '/hesap/guvenlik' },
  '/auth/settings': { en: '/auth/settings', sv: '/auth/settings', tr: '/hesap/ayarlar' },
  '/auth/notifications': { en: '/auth/notifications', sv: '/auth/notifications', tr: '/hesap/bildirimler' },
  '/auth/recovery-account': { en: '/auth/recovery-account', sv: '/auth/recovery-account', tr: '/hesap/kurtar' },
  '/dashboard': { en: '/dashboard', sv: '/dashboard', tr: '/yonetim' },
  '/dashboard/logs': { en: '/dashboard/logs', sv: '/dashboard/logs', tr: '/yonetim/kayitlar' },
  '/dashboard/media': { en: '/dashboard/media', sv: '/dashboard/media', tr: '/yonetim/medya' },
  '/dashboard/roles': { en: '/dashboard/roles', sv: '/dashboard/roles', tr: '/yonetim/roller' },
  '/dashboard/users': { en: '/dashboard/users', sv: '/dashboard/users', tr: '/yonetim/kullanicilar' },
  '/dashboard/users/add': { en: '/dashboard/users/add', sv: '/dashboard/users/add', tr: '/yonetim/kullanicilar/ekle' },
  '/dashboard/users/[userId]': { en: '/dashboard/users/[userId]', sv: '/dashboard/users/[userId]', tr: '/yonetim/kullanicilar/[userId]' },
  '/dashboard/sessions': { en: '/dashboard/sessions', sv: '/dashboard/sessions', tr: '/yonetim/oturumlar' },
  '/dashboard/settings': { en: '/dashboard/settings', sv: '/dashboard/settings', tr: '/yonetim/ayarlar' },
  '/dashboard/menus': { en: '/dashboard/menus', sv: '/dashboard/menus', tr: '/yonetim/menuler' },
  '/dashboard/menus/add': { en: '/dashboard/menus/add', sv: '/dashboard/menus/add', tr: '/yonetim/menuler/ekle' },
  '/dashboard/menus/[menuKey]': { en: '/dashboard/menus/[menuKey]', sv: '/dashboard/menus/[menuKey]', tr: '/yonetim/menuler/[menuKey]' },
  '/dashboard/modules': { en: '/dashboard/modules', sv: '/dashboard/modules', tr: '/yonetim/moduller' },
  '/dashboard/modules/add': { en: '/dashboard/modules/add', sv: '/dashboard/modules/add', tr: '/yonetim/moduller/ekle' },
  '/dashboard/modules/[moduleKey]': { en: '/dashboard/modules/[moduleKey]', sv: '/dashboard/modules/[moduleKey]', tr: '/yonetim/moduller/[moduleKey]' },
  '/dashboard/[moduleKey]': { en: '/dashboard/[moduleKey]', sv: '/dashboard/[moduleKey]', tr: '/yonetim/[moduleKey]' },
  '/dashboard/[moduleKey]/add': { en: '/dashboard/[moduleKey]/add', sv: '/dashboard/[moduleKey]/add', tr: '/yonetim/[moduleKey]/ekle' },
  '/dashboard/[moduleKey]/[contentId]': { en: '/dashboard/[moduleKey]/[contentId]', sv: '/dashboard/[moduleKey]/[contentId]', tr: '/yonetim/[moduleKey]/[contentId]' },
  '/dashboard/[moduleKey]/[contentId]/preview': { en: '/dashboard/[moduleKey]/[contentId]/preview', sv: '/dashboard/[moduleKey]/[contentId]/preview', tr: '/yonetim/[moduleKey]/[contentId]/onizleme' },
  '/[moduleSlug]': '/[moduleSlug]',
  '/[moduleSlug]/[moduleContentSlug]': '/[moduleSlug]/[moduleContentSlug]',
} as const);

export type AppPathname = keyof typeof pathnames;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // Its `Link` header would name the request's Host; the pages' alternates come from PUBLIC_URL (metadata.ts).
  alternateLinks: false,
  pathnames,
});

/** The spec's route names and the pathnames they stand for. */
export const routeNames = {
  index: '/',
  about: '/about',
  contact: '/contact',
  auth: '/auth',
  auth_sign_in: '/auth/sign-in',
  auth_sign_up: '/auth/sign-up',
  auth_forgot_password: '/auth/recovery-account',
  auth_recovery_account: '/auth/recovery-account',
  auth_settings: '/auth/settings',
  auth_security: '/auth/security',
  auth_notifications: '/auth/notifications',
} as const satisfies Record<string, AppPathname>;
