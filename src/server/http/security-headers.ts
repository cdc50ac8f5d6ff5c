/**
 * The one header policy of every answer: pages (server.ts, their CSP through
 * web/page-routing.ts), the API (middleware/security-headers.ts), the hot reads, page-cache
 * replays, the avatar files and the API reference.
 */

import { randomFillSync } from 'node:crypto';
import { VIMEO_PLAYER_ORIGIN } from '@/shared/api/media';

export type HeaderSet = Readonly<Record<string, string>>;

/** What no answer may do, whatever it is: be framed, sniffed, leak its path, open powerful features. */
export function baseSecurityHeaders(publicUrl: string): HeaderSet {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    // Only an https site may pin browsers to https (a plain-http install would lock itself out).
    ...(publicUrl.startsWith('https://') ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/** Directives every document shares: nothing frames it, no plugins, no <base> or form hijacking. */
const DOCUMENT_LOCKDOWN = ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"];

/**
 * Pages: a script runs only when it carries this answer's nonce (Next puts it on each of its
 * scripts, and 'strict-dynamic' lets those load their chunks). Styles may be inline: React's
 * style attributes and the style elements Radix and Sonner insert carry no nonce. Content
 * images and videos may live on other https hosts; the only frames are Vimeo's player (videos
 * the media library sent to Vimeo).
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${VIMEO_PLAYER_ORIGIN}`,
    ...DOCUMENT_LOCKDOWN,
  ].join('; ');
}

/** The nonce of a policy made by pageContentSecurityPolicy (what the page cache replaces per replay). */
export function nonceOfPolicy(policy: string): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1] ?? null;
}

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, refilled when used up: a system call per page cost more than the rest of the nonce. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nextNonce = noncePool.length;

/** A fresh nonce: 128 random bits (each used once), base64. */
export function createNonce(): string {
  if (nextNonce === noncePool.length) {
    randomFillSync(noncePool);
    nextNonce = 0;
  }
  nextNonce += NONCE_BYTES;
  return noncePool.toString('base64', nextNonce - NONCE_BYTES, nextNonce);
}

/** API answers (JSON) and files: nothing may run, load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Whatever Next answers that is not a page (its static files): the API's policy, nothing may run. */
export const FALLBACK_CONTENT_SECURITY_POLICY = API_CONTENT_SECURITY_POLICY;

/** Uploaded images: opened on their own they still run nothing (sandbox: no scripts, an opaque origin). */
export const FILE_CONTENT_SECURITY_POLICY = `${API_CONTENT_SECURITY_POLICY}; sandbox`;

/**
 * The API reference (/api/docs): Scalar's page boots with an inline script and inline styles,
 * its bundled zod compiles validators with new Function(), and it loads only its bundle and
 * the OpenAPI document from this origin (it works offline). The page shows nothing but our
 * own OpenAPI document, which is why this looser policy stays on this one route.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  ...DOCUMENT_LOCKDOWN,
].join('; ');

/**
 * Every API answer unless its route says otherwise: the base set, a CSP that allows nothing,
 * and `no-store`. Most answers carry tokens, account data or a visitor's own preferences, and
 * the rest (the public bundle) change with any settings write: no browser or proxy keeps them.
 */
export function apiSecurityHeaders(publicUrl: string): HeaderSet {
  return {
    ...baseSecurityHeaders(publicUrl),
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'cache-control': 'no-store',
  };
}
