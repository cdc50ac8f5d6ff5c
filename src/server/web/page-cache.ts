import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { LOCALE_COOKIE } from '@/i18n/locales';
import { createNonce, nonceOfPolicy } from '@/server/http/security-headers';
import type { InvalidationBus } from '@/server/services/invalidation';
import { recordShown, tagsChangedBy } from '@/server/services/shown-content';
import { CONSENT_HINT_COOKIE, cookieValue, hasCookie, SESSION_HINT_COOKIE, TOKEN_COOKIE, VISITOR_COOKIE } from '@/shared/shell-hints';
import { CACHE_BUSTER_PARAMETER, flightKey } from './flight-request';
import { fixedTemplate, gzipTemplate, plainTemplate, type NonceTemplate } from './nonce-template';
import type { PageSpill, SpilledPage } from './page-spill';

/**
 * A short-lived cache of whole public pages. Every page is rendered per request (it depends
 * on settings, menus and maintenance), and a public page is rendered without the visitor's
 * session and consent cookies, so its HTML is the same for everyone: the personal parts
 * (account menu, notification badge, consent banner, menu items for signed-in users) are
 * filled in by the browser (src/components/app/personal-shell.tsx). Anonymous, consenting
 * and signed-in visitors share one entry. A content write drops the pages whose render showed
 * that content or its module's listing (shown-content.ts); a settings, menu or module write
 * clears it all, through the invalidation bus (on every instance when Redis is configured). The client router's RSC
 * requests for a public page (prefetches, navigations) are kept beside its document, each
 * under what it asks for (flight-request.ts).
 *
 * Each replay gets its own CSP nonce: the stored page is cut at the nonce of the render
 * it came from and joined around a fresh one (see nonce-template.ts). A query string of
 * tracking parameters only (utm_*, gclid, ...) shares the page's entry; the render that may
 * be stored never sees them, so nothing a visitor sends ends up in what others get.
 */
export interface PageCacheOptions {
  bus: InvalidationBus;
  /** A safety net: entries go when what they show changes (the invalidation bus). */
  ttlMs: number;
  /** The bodies kept, in bytes; the least recently used go first. */
  maxBytes: number;
  /** Whether maintenance mode is on: staff then see the site and everyone else the maintenance screen. */
  maintenance?: () => boolean;
  /** Where pages pushed out of memory wait to be read again (page-spill.ts); without it they are dropped. */
  spill?: PageSpill;
}

/** What changed while one render was under way: everything, or these content and listing tags. */
interface Overtaken {
  all: boolean;
  tags: Set<string>;
}

interface CachedPage extends SpilledPage {
  /** What the entry holds, against maxBytes. */
  bytes: number;
}

/** A rough size of an entry beside its body: key, headers and bookkeeping. */
const entryBytes = (key: string, body: NonceTemplate) => body.parts.pieces.reduce((sum, piece) => sum + piece.length, 0) + key.length + ENTRY_OVERHEAD;

/** Beside its body, an entry's key, headers and bookkeeping: a rough size. */
const ENTRY_OVERHEAD = 1024;

/** The personal cookies a public page is rendered without, each with the readable hint the browser reads instead. */
const PERSONAL_COOKIES: [cookie: string, hint: string][] = [
  [TOKEN_COOKIE, SESSION_HINT_COOKIE],
  [VISITOR_COOKIE, CONSENT_HINT_COOKIE],
];
const PERSONAL_COOKIE_NAMES = new Set(PERSONAL_COOKIES.map(([cookie]) => cookie));
/** Marks a replay (for tests and the bench; it tells a visitor nothing the timing would not). */
export const HIT_HEADER = 'x-page-cache';
/** Account and dashboard pages depend on the session; static assets have their own caching. */
const UNCACHED_PATH = /^\/(?:(?:en|sv|tr)\/)?(?:auth|hesap|dashboard|yonetim)(?:\/|$)|^\/_next\/|\.[a-z0-9]+$/i;
/**
 * The account pages a guest sees (sign-in, sign-up, recovery): the same for every guest, kept
 * for requests without a session (a signed-in visitor is sent on from them, so renders).
 */
const GUEST_ACCOUNT_PATH = /^\/(?:(?:en|sv|tr)\/)?(?:auth\/(?:sign-in|sign-up|recovery-account)|hesap\/(?:giris-yap|kayit-ol|kurtar))\/?$/;

/**
 * Query parameters that only tell analytics where a visitor came from: the page is the same
 * with or without them (Google, Meta, Microsoft, Mailchimp, HubSpot, Yandex, TikTok, X, ...).
 */
const TRACKING_PARAMETER = /^(?:utm_[a-z_]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|yclid|ttclid|twclid|li_fat_id|igshid|ref)$/i;

/**
 * The URL without its tracking parameters, or null when the query holds anything else
 * (such a page may depend on it and is never cached). Next's cache-buster on RSC requests
 * (`_rsc`, once) is set apart: the render needs it, the key does not (flight-request.ts).
 */
export function withoutTrackingParameters(url: string): { url: string; tracking: string; cacheBuster?: string } | null {
  const mark = url.indexOf('?');
  if (mark === -1) return { url, tracking: '' };
  const tracking: string[] = [];
  let cacheBuster: string | undefined;
  for (const pair of url.slice(mark + 1).split('&')) {
    if (pair === '') continue;
    const [name] = [...new URLSearchParams(pair).keys()];
    if (name === CACHE_BUSTER_PARAMETER && cacheBuster === undefined) cacheBuster = pair.includes('=') ? pair.slice(pair.indexOf('=') + 1) : '';
    else if (name !== undefined && TRACKING_PARAMETER.test(name)) tracking.push(pair);
    else return null;
  }
  return { url: url.slice(0, mark), tracking: tracking.length ? `?${tracking.join('&')}` : '', ...(cacheBuster === undefined ? {} : { cacheBuster }) };
}

const NONCE_LENGTH = createNonce().length;

/**
 * Whether an answer may be kept despite its Set-Cookie: only the locale cookie, which follows
 * from what the key holds (the path, the locale cookie sent, Accept-Language), so everyone
 * with that key would be given the same. Any other cookie is meant for one visitor alone.
 */
function onlyLocaleCookies(setCookie: OutgoingHttpHeaders['set-cookie']): boolean {
  if (setCookie === undefined) return true;
  return [setCookie].flat().every((cookie) => String(cookie).startsWith(`${LOCALE_COOKIE}=`));
}

/** The Cookie header without the personal cookies (undefined when nothing is left). */
function withoutPersonalCookies(header: string): string | undefined {
  const kept = header.split(/;\s*/).filter((pair) => !PERSONAL_COOKIE_NAMES.has(pair.slice(0, pair.indexOf('=')).trim()));
  return kept.length ? kept.join('; ') : undefined;
}

/**
 * Whether the request must be rendered with its personal cookies: one set before its hint
 * existed (the browser could not fill in the personal parts), or a session while
 * maintenance is on (staff see the site, other users the maintenance screen).
 */
function needsPersonalRender(cookie: string, maintenance: () => boolean): boolean {
  if (PERSONAL_COOKIES.some(([name, hint]) => hasCookie(cookie, name) && !hasCookie(cookie, hint))) return true;
  return (hasCookie(cookie, TOKEN_COOKIE) || hasCookie(cookie, SESSION_HINT_COOKIE)) && maintenance();
}

export function createPageCache({ bus, ttlMs, maxBytes, maintenance = () => false, spill }: PageCacheOptions) {
  /** In order of use, the least recently used first. */
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  let hits = 0;
  let diskHits = 0;
  let renders = 0;
  /** Renders and reads from disk under way, by key: a miss that finds one waits for it instead of rendering the same page again. */
  const rendering = new Map<string, Promise<void>>();

  function remove(key: string, page: CachedPage) {
    pages.delete(key);
    bytes -= page.bytes;
  }

  function clear() {
    pages.clear();
    bytes = 0;
    spill?.clear();
  }

  /** Counts invalidations: a page read from disk while one came may be what it dropped, and is not kept. */
  let invalidations = 0;
  /** What changed during each render under way: one that shows any of it is not kept (it may show it as it was). */
  const overtaking = new Set<Overtaken>();

  bus.subscribe('settings', (detail) => {
    invalidations++;
    const changed = tagsChangedBy(detail);
    for (const render of overtaking) {
      if (changed === 'all') render.all = true;
      else for (const tag of changed) render.tags.add(tag);
    }
    if (changed === 'all') return clear();
    const showsChanged = (shows: ReadonlySet<string>) => changed.some((tag) => shows.has(tag));
    for (const [key, page] of pages) {
      if (showsChanged(page.shows)) remove(key, page);
    }
    spill?.dropWhere(showsChanged);
  });

  /** The cache key of a request, or null when its answer may be personal or special. */
  function keyFor(req: IncomingMessage): string | null {
    const page = withoutTrackingParameters(req.url ?? '/');
    if (req.method !== 'GET' || page === null) return null;
    const cookie = req.headers.cookie;
    if (GUEST_ACCOUNT_PATH.test(page.url)) {
      if (cookie !== undefined && (hasCookie(cookie, TOKEN_COOKIE) || hasCookie(cookie, SESSION_HINT_COOKIE))) return null;
    } else if (UNCACHED_PATH.test(page.url)) return null;
    if (cookie !== undefined && needsPersonalRender(cookie, maintenance)) return null;
    // Next's client navigations and prefetches are kept apart by what they ask for; a document has no cache-buster.
    const flight = flightKey(req.headers);
    if (flight === null || (flight === '' && page.cacheBuster !== undefined)) return null;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const language = cookieValue(req.headers.cookie, LOCALE_COOKIE);
    return `${page.url}|${language}|${req.headers['accept-language'] ?? ''}|${gzip ? 'gz' : ''}|${flight}`;
  }

  /** Answers from the cache when it can; returns whether it did. */
  function serve(key: string, res: ServerResponse): boolean {
    const page = pages.get(key);
    if (page && page.expiresAt < Date.now()) remove(key, page);
    if (!page || !pages.has(key)) return false;
    hits++;
    pages.delete(key);
    pages.set(key, page);
    const nonce = createNonce();
    const chunks = page.body.render(nonce);
    let length = 0;
    for (const chunk of chunks) length += chunk.length;
    const headers: OutgoingHttpHeaders = { ...page.headers, 'content-length': length, [HIT_HEADER]: 'hit' };
    for (const [name, pieces] of page.nonced) headers[name] = pieces.join(nonce);
    res.writeHead(page.status, headers);
    res.cork();
    for (const chunk of chunks) res.write(chunk);
    res.end();
    return true;
  }

  /**
   * Records what the renderer writes to `res` and keeps it when it is a plain 200 page that
   * sets no cookie but the locale one. The request is rendered without its tracking parameters and personal
   * cookies; a redirect gets the parameters back. The render runs in what this returns, which
   * notes what it shows.
   */
  function capture(key: string, req: IncomingMessage, res: ServerResponse): <T>(render: () => T) => T {
    let resolve!: () => void;
    const underWay = new Promise<void>((done) => (resolve = done));
    rendering.set(key, underWay);
    const overtaken: Overtaken = { all: false, tags: new Set() };
    overtaking.add(overtaken);
    // The end of this render (answered or aborted) lets the misses waiting for it go on.
    const finished = () => {
      if (rendering.get(key) === underWay) rendering.delete(key);
      overtaking.delete(overtaken);
      resolve();
    };
    res.once('close', finished);
    renders++;
    const shows = new Set<string>();
    const chunks: Buffer[] = [];
    let headHeaders: OutgoingHttpHeaders = {};
    const { write, end, writeHead } = res;
    const { url, tracking, cacheBuster } = withoutTrackingParameters(req.url ?? '/')!;
    req.url = cacheBuster === undefined ? url : `${url}?${CACHE_BUSTER_PARAMETER}=${cacheBuster}`;
    if (req.headers.cookie !== undefined) {
      const cookie = withoutPersonalCookies(req.headers.cookie);
      if (cookie === undefined) delete req.headers.cookie;
      else req.headers.cookie = cookie;
    }
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
    };
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg));
      if (headers) headHeaders = headers as OutgoingHttpHeaders;
      if (tracking) keepTrackingOnRedirect(res, args[0] as number, headHeaders, tracking);
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      const stale = overtaken.all || [...overtaken.tags].some((tag) => shows.has(tag));
      if (res.statusCode === 200 && !stale) store(key, res, headHeaders, Buffer.concat(chunks), shows);
      finished();
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    return (render) => recordShown(shows, render);
  }

  function store(key: string, res: ServerResponse, headHeaders: OutgoingHttpHeaders, body: Buffer, shows: ReadonlySet<string>) {
    const headers: OutgoingHttpHeaders = { ...res.getHeaders(), ...headHeaders };
    if (!onlyLocaleCookies(headers['set-cookie'])) return;
    for (const name of ['content-length', 'transfer-encoding', 'date', 'connection', 'keep-alive']) delete headers[name];
    const template = templateOf(headers, body);
    if (!template) return;
    const size = entryBytes(key, template.body);
    if (size > maxBytes) return;
    keep(key, { status: 200, ...template, expiresAt: Date.now() + ttlMs, bytes: size, shows });
  }

  /** Keeps `page` in memory, pushing the least recently used pages out (to disk, when there is one). */
  function keep(key: string, page: CachedPage) {
    const previous = pages.get(key);
    if (previous) remove(key, previous);
    pages.set(key, page);
    bytes += page.bytes;
    for (const [oldest, pushed] of pages) {
      if (bytes <= maxBytes) break;
      remove(oldest, pushed);
      spill?.put(oldest, pushed);
    }
  }

  /** Brings a page back from disk into memory; others asking for it meanwhile wait for it. */
  function load(key: string): Promise<void> {
    const startedAt = invalidations;
    const loading = spill!.take(key).then((page) => {
      // An invalidation while it was read may have been meant for it.
      if (!page || invalidations !== startedAt) return;
      diskHits++;
      keep(key, { ...page, bytes: entryBytes(key, page.body) });
    }).catch((error: unknown) => {
      console.error('[page-cache] a page was not read from disk:', error instanceof Error ? error.message : error);
    }).finally(() => {
      if (rendering.get(key) === loading) rendering.delete(key);
    });
    rendering.set(key, loading);
    return loading;
  }

  /** Entries and bytes in memory and on disk; the answers replayed (those read from disk among them) and rendered since the last call. */
  function takeStats() {
    const stats = { entries: pages.size, bytes, maxBytes, diskEntries: spill?.size() ?? 0, diskBytes: spill?.bytes() ?? 0, hits, diskHits, misses: renders };
    hits = 0;
    diskHits = 0;
    renders = 0;
    return stats;
  }

  /**
   * What a miss for `key` waits for, if anything: the render of it under way (a burst of misses
   * for one page, a cold cache under load, renders it once; the others replay it when it was
   * kept, or render for themselves), or its read from disk.
   */
  const underWay = (key: string): Promise<void> | undefined => rendering.get(key) ?? (spill?.has(key) ? load(key) : undefined);

  return { keyFor, serve, capture, underWay, clear, size: () => pages.size, bytes: () => bytes, takeStats };
}

export type PageCache = ReturnType<typeof createPageCache>;

const REPORT_INTERVAL_MS = 10 * 60_000;

/** A log line every ten minutes while the cache is used: its size and the share of answers it gave. */
export function reportPageCache(cache: PageCache): void {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  setInterval(() => {
    const { entries, bytes, maxBytes, diskEntries, diskBytes, hits, diskHits, misses } = cache.takeStats();
    if (hits + misses === 0) return;
    const rate = ((hits / (hits + misses)) * 100).toFixed(1);
    console.log(
      `[page-cache] ${entries} entries, ${mb(bytes)} of ${mb(maxBytes)} MB in memory, ${diskEntries} (${mb(diskBytes)} MB) on disk; ` +
        `last 10 min: ${rate}% hits (${hits} of ${hits + misses}, ${diskHits} from disk)`,
    );
  }, REPORT_INTERVAL_MS).unref();
}

/** The stored form of a page: its headers and body cut at the render's nonce. Null: not storable. */
function templateOf(headers: OutgoingHttpHeaders, body: Buffer): Pick<CachedPage, 'headers' | 'nonced' | 'body'> | null {
  const nonce = nonceOfPolicy(String(headers['content-security-policy'] ?? ''));
  if (nonce === null) return { headers, nonced: [], body: fixedTemplate(body) };
  // A nonce of another length could not be swapped in place (ours are all alike).
  if (nonce.length !== NONCE_LENGTH) return null;
  const fixed: OutgoingHttpHeaders = {};
  const nonced: CachedPage['nonced'] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' && value.includes(nonce)) nonced.push([name, value.split(nonce)]);
    else fixed[name] = value;
  }
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding !== 'gzip') return null;
  try {
    const template = encoding === 'gzip' ? gzipTemplate(gunzipSync(body), nonce) : plainTemplate(body, nonce);
    return { headers: fixed, nonced, body: template };
  } catch {
    return null;
  }
}

/** A redirect of a request rendered without its tracking parameters sends the visitor on with them. */
function keepTrackingOnRedirect(res: ServerResponse, status: number, headHeaders: OutgoingHttpHeaders, tracking: string): void {
  if (status < 300 || status >= 400) return;
  const inHead = headHeaders.location !== undefined;
  const location = String((inHead ? headHeaders.location : res.getHeader('location')) ?? '');
  if (!location || location.includes('?')) return;
  if (inHead) headHeaders.location = location + tracking;
  else res.setHeader('location', location + tracking);
}
