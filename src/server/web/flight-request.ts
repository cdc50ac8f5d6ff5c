import type { IncomingHttpHeaders } from 'node:http';

/**
 * What a request for a page asks Next for, as far as the page cache is concerned: the
 * document, or one of the React Server Component ("flight") answers the client router fetches
 * (Next 16, node_modules/next/dist/client/components/segment-cache/cache.js):
 *   - a segment prefetch: `RSC: 1`, `Next-Router-Prefetch: 1`, `Next-Router-Segment-Prefetch: /_tree`
 *     (or a segment path), no router state;
 *   - a dynamic prefetch (a page's data, or its metadata only): `RSC: 1`, a `Next-Router-State-Tree`
 *     naming the segments wanted, `Next-Router-Prefetch` absent or `1`;
 *   - a navigation: `RSC: 1` and the router state of the page the visitor is on, from which Next
 *     renders only the segments that differ.
 * Next's answer is a function of these values (and of the path, locale and cookies the page
 * key already holds), so they are part of the key exactly as sent: a visitor sending odd values
 * only ever fills an entry that nobody else's request maps to. Values outside what the client
 * router sends are not cached at all. `Next-Url` is left out: Next drops it for routes that no
 * interception route could match (this app has none), so it changes nothing. `_rsc` is Next's
 * cache-buster, a hash of these headers that Next checks (a mismatch is a 307, never kept); it
 * adds nothing to the key.
 */

/** The query parameter the client router adds to every RSC request. */
export const CACHE_BUSTER_PARAMETER = '_rsc';

/** Requests that ask for something else than a page render (a server action, a dev refresh). */
const UNCACHED_HEADERS = ['next-action', 'next-hmr-refresh'];
const RSC = 'rsc';
const STATE_TREE = 'next-router-state-tree';
const PREFETCH = 'next-router-prefetch';
const SEGMENT_PREFETCH = 'next-router-segment-prefetch';

/** The prefetch kinds the client router sends ('1': loading boundary / segment data; '2', '3': PPR, not used here). */
const PREFETCH_VALUES = new Set(['1']);
/** `/_tree`, `/_full`, `/_head`, `/_index` or a segment path such as `/[locale]/blog/__PAGE__`. */
const SEGMENT_PATH = /^\/[\w\-.()[\]$@~%!/]{1,400}$/;
/** An encoded router state is a few hundred bytes; a larger one is no router's. */
const STATE_TREE_MAX_LENGTH = 4096;
/** Sec-Fetch-Dest decides whether next-intl sets the locale cookie on the answer. */
const FETCH_DEST = /^[a-z]{1,24}$/;

/** A single string value, or undefined when absent; null when repeated. */
function single(headers: IncomingHttpHeaders, name: string): string | undefined | null {
  const value = headers[name];
  return Array.isArray(value) ? null : value;
}

/** Whether `value` is a router state as the client router encodes it: a URI-encoded JSON array. */
function isRouterState(value: string): boolean {
  if (value.length > STATE_TREE_MAX_LENGTH) return false;
  try {
    return Array.isArray(JSON.parse(decodeURIComponent(value)));
  } catch {
    return false;
  }
}

/**
 * The part of a page's cache key that the flight headers add: '' for a document request,
 * a description of the RSC request, or null when the request must be rendered and not kept.
 */
export function flightKey(headers: IncomingHttpHeaders): string | null {
  if (UNCACHED_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const rsc = single(headers, RSC);
  const stateTree = single(headers, STATE_TREE);
  const prefetch = single(headers, PREFETCH);
  const segment = single(headers, SEGMENT_PREFETCH);
  if (rsc === undefined) return stateTree === undefined && prefetch === undefined && segment === undefined ? '' : null;
  if (rsc !== '1' || stateTree === null || prefetch === null || segment === null) return null;
  if (prefetch !== undefined && !PREFETCH_VALUES.has(prefetch)) return null;
  if (segment !== undefined && (prefetch === undefined || !SEGMENT_PATH.test(segment))) return null;
  if (stateTree !== undefined && !isRouterState(stateTree)) return null;
  const dest = single(headers, 'sec-fetch-dest');
  if (dest === null || (dest !== undefined && !FETCH_DEST.test(dest))) return null;
  return `rsc:${prefetch ?? ''}:${segment ?? ''}:${dest ?? ''}:${stateTree ?? ''}`;
}
