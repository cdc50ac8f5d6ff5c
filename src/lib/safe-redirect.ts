const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';
const MAX_LENGTH = 2048;
/** Whitespace, control characters and backslashes: browsers "repair" these into other hosts. */
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/;
/** After percent-decoding: a backslash or control character has no place in a path of this site. */
const UNSAFE_DECODED = /[\\\u0000-\u001f\u007f]/;
/** `//host` and `/\host` are other hosts to a browser. */
const PROTOCOL_RELATIVE = /^\/[/\\]/;
const API_PATH = /^\/api(?:[/?#]|$)/;
/** Enough to undo any sensible nesting of %25 (`%252e` → `%2e` → `.`). */
const MAX_DECODE_ROUNDS = 5;

/** The URL a browser on this site makes of `path`, when it stays on this site with a one-slash path. */
function resolveOnSite(path: string): URL | null {
  let url: URL;
  try {
    url = new URL(path, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PLACEHOLDER_ORIGIN && !PROTOCOL_RELATIVE.test(url.pathname) ? url : null;
}

const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;

/**
 * The text with its ASCII escapes (`%2f`, `%5C`, `%2e`, `%09`, `%252f` → `%2f` → `/`) decoded
 * until nothing changes, or null when that does not settle. Only ASCII matters here: `/`,
 * `\`, `.` and control characters are ASCII, and no other escape decodes into one of them.
 */
function decodedAscii(text: string): string | null {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = current.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return null;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * The `redirect` query parameter as a path on this site, or null when it is anything else.
 * The URL parser resolves dot segments first (`/a/..//x` and `/%2e//x` become `//x`), so what
 * is judged is that RESULT, the path a browser would really go to: one leading `/` (never
 * `//host` or `/\host`), this origin, not the API, and none of that once percent-decoded
 * (a layer that decodes again must not find another host either). Used after sign-in by
 * password and by OAuth, so a crafted link cannot send people elsewhere.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || PROTOCOL_RELATIVE.test(value) || UNSAFE_CHARACTERS.test(value)) return null;
  const url = resolveOnSite(value);
  if (!url || API_PATH.test(url.pathname)) return null;

  const decoded = decodedAscii(url.pathname);
  if (decoded === null || UNSAFE_DECODED.test(decoded)) return null;
  const decodedUrl = resolveOnSite(decoded);
  if (!decodedUrl || API_PATH.test(decodedUrl.pathname)) return null;

  // A fixed point: read again, the answer is the same path on the same origin.
  const path = pathOf(url);
  const again = resolveOnSite(path);
  return again && pathOf(again) === path ? path : null;
}
