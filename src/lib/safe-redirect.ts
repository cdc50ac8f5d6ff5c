const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';
const MAX_LENGTH = 2048;
/** Whitespace, control characters and backslashes: browsers "repair" these into other hosts. */
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/;
const API_PATH = /^\/api(?:[/?#]|$)/;

/**
 * The `redirect` query parameter as a path on this site, or null when it is anything else:
 * it must start with exactly one `/` (so never `//host` or a URL with a scheme) and must not
 * point into the API. Used after sign-in, so a crafted link cannot send people elsewhere.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || API_PATH.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
