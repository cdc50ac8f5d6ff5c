import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { InvalidationBus } from '@/server/services/invalidation';

/**
 * A short-lived cache of whole public pages for anonymous visitors. Every page is rendered
 * per request (it depends on settings, menus, maintenance and the session), yet for a
 * visitor with no session and no stored consent the HTML is the same for everyone; this
 * keeps those renders off the hot path. Any settings/menu/content write clears it through
 * the invalidation bus (on every instance when Redis is configured).
 */
export interface PageCacheOptions {
  bus: InvalidationBus;
  ttlMs?: number;
  maxEntries?: number;
}

interface CachedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expiresAt: number;
}

/** Cookies that make a page personal: the session and the visitor's stored consent. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:token|cookie_consent_id)=/;
/** Headers of Next's client navigations, prefetches and server actions: different answers for the same URL. */
const NEXT_INTERNAL_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];
/** Account and dashboard pages depend on the session; static assets have their own caching. */
const UNCACHED_PATH = /^\/(?:(?:en|sv|tr)\/)?(?:auth|hesap|dashboard|yonetim)(?:\/|$)|^\/_next\/|\.[a-z0-9]+$/i;

function cookieValue(header: string | undefined, name: string): string {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match ? match[1] : '';
}

export function createPageCache({ bus, ttlMs = 60_000, maxEntries = 300 }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  bus.subscribe('settings', () => pages.clear());

  /** The cache key of a request, or null when its answer may be personal or special. */
  function keyFor(req: IncomingMessage): string | null {
    const url = req.url ?? '/';
    if (req.method !== 'GET' || url.includes('?') || UNCACHED_PATH.test(url)) return null;
    if (PERSONAL_COOKIE.test(req.headers.cookie ?? '')) return null;
    if (NEXT_INTERNAL_HEADERS.some((header) => req.headers[header] !== undefined)) return null;
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const language = cookieValue(req.headers.cookie, 'i18n_redirected');
    return `${url}|${language}|${req.headers['accept-language'] ?? ''}|${gzip ? 'gz' : ''}`;
  }

  /** Answers from the cache when it can; returns whether it did. */
  function serve(key: string, res: ServerResponse): boolean {
    const page = pages.get(key);
    if (!page) return false;
    if (page.expiresAt < Date.now()) {
      pages.delete(key);
      return false;
    }
    res.writeHead(page.status, { ...page.headers, 'content-length': page.body.length });
    res.end(page.body);
    return true;
  }

  /** Records what the renderer writes to `res` and keeps it when it is a plain 200 page. */
  function capture(key: string, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    let headHeaders: OutgoingHttpHeaders = {};
    const { write, end, writeHead } = res;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
    };
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg));
      if (headers) headHeaders = headers as OutgoingHttpHeaders;
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      if (res.statusCode === 200) store(key, res, headHeaders, Buffer.concat(chunks));
      return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
  }

  function store(key: string, res: ServerResponse, headHeaders: OutgoingHttpHeaders, body: Buffer) {
    const headers: OutgoingHttpHeaders = { ...res.getHeaders(), ...headHeaders };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    delete headers['date'];
    delete headers['connection'];
    delete headers['keep-alive'];
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
    pages.set(key, { status: 200, headers, body, expiresAt: Date.now() + ttlMs });
  }

  return { keyFor, serve, capture, clear: () => pages.clear(), size: () => pages.size };
}

export type PageCache = ReturnType<typeof createPageCache>;
