import type { Locale } from '@/i18n/locales';
import { pathnames, type AppPathname } from '@/i18n/routing';
import { LOCALE_PREFIX, withLocalePrefix } from '@/shared/localized-path';

/** Where a verification link lands: the account home, which posts the token to /api/auth/verify. */
const VERIFY_PAGE: AppPathname = '/auth';

const publicForms = (entry: (typeof pathnames)[AppPathname]): string[] =>
  typeof entry === 'string' ? [entry] : Object.values(entry);

/** The internal pathname a site path stands for, in any locale's public form (`/tr/hesap/kurtar` → `/auth/recovery-account`). */
function internalPathname(path: string): AppPathname | null {
  const unprefixed = path.replace(LOCALE_PREFIX, '') || '/';
  for (const [internal, entry] of Object.entries(pathnames) as [AppPathname, (typeof pathnames)[AppPathname]][]) {
    if (!internal.includes('[') && publicForms(entry).includes(unprefixed)) return internal;
  }
  return null;
}

/** The public path of a site page in a locale: its localised form, prefixed except for the default locale. */
export function localizePath(path: string, locale: Locale): string {
  const internal = internalPathname(path);
  if (!internal) return path;
  const entry = pathnames[internal];
  return withLocalePrefix(locale, typeof entry === 'string' ? entry : entry[locale]);
}

/**
 * An absolute link on this site carrying a token: `${publicUrl}${localised path}?token=...`
 * (or another parameter name, for a page that takes more than one kind of token).
 * The path was validated as site-relative; the origin check keeps it that way whatever it holds.
 */
export function tokenLink(publicUrl: string, path: string, locale: Locale, token: string, param = 'token'): string {
  const link = new URL(pageLink(publicUrl, path, locale));
  link.search = new URLSearchParams({ [param]: token }).toString();
  return link.toString();
}

/** An absolute link to a page of this site in the reader's language. */
export function pageLink(publicUrl: string, path: string, locale: Locale): string {
  const link = new URL(`${publicUrl}${localizePath(path, locale)}`);
  if (link.origin !== new URL(publicUrl).origin) throw new Error(`Refusing a link outside ${publicUrl}: ${path}`);
  return link.toString();
}

/** The link of a verification mail, in the reader's language. */
export function verifyLink(publicUrl: string, locale: Locale, token: string): string {
  return tokenLink(publicUrl, VERIFY_PAGE, locale, token);
}
