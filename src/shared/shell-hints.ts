/** The HttpOnly personal cookies: the session token, and the visitor whose cookie preferences are stored. */
export const TOKEN_COOKIE = 'token';
export const VISITOR_COOKIE = 'cookie_consent_id';

/**
 * Readable companions of the HttpOnly personal cookies. Public pages are rendered (and
 * cached) the same for everyone; these tell the browser, before the page paints, which
 * personal parts to expect: a session to ask `GET /api/auth/shell` about, and a stored
 * cookie consent that hides the banner. They carry no secret: forging one only changes
 * what this browser shows itself.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
export const CONSENT_HINT_COOKIE = 'cookie_consent';

/** One pattern per cookie name, built once: `(?:^|;\s*)name=` and the value up to the next `;`. */
const patterns = new Map<string, RegExp>();

function cookiePattern(name: string): RegExp {
  let pattern = patterns.get(name);
  if (!pattern) patterns.set(name, (pattern = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`)));
  return pattern;
}

/** Whether a Cookie header (or `document.cookie`) holds `name` (the page cache asks on every request). */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  if (cookieHeader === undefined || !cookieHeader.includes(name)) return false;
  return cookiePattern(name).test(cookieHeader);
}

/** The value of cookie `name` in a Cookie header, '' when it is not there (the page cache keys on the locale cookie). */
export function cookieValue(cookieHeader: string | undefined, name: string): string {
  if (cookieHeader === undefined || !cookieHeader.includes(name)) return '';
  return cookiePattern(name).exec(cookieHeader)?.[1] ?? '';
}

/** The html attributes the page's boot script sets from the hints before it paints (Tailwind variants name them too). */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
export const CONSENTED_ATTRIBUTE = 'data-consented';
