import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isVisitorId, newVisitorId } from '@/server/services/cookie-consents';
import { CONSENT_HINT_COOKIE, hasCookie, VISITOR_COOKIE } from '@/shared/shell-hints';
import type { ApiEnv } from './types';

const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readVisitorId(c: Context<ApiEnv>): string | null {
  // Cheap test first: most requests carry no such cookie and skip parsing.
  if (!c.req.header('cookie')?.includes(VISITOR_COOKIE)) return null;
  const value = getCookie(c, VISITOR_COOKIE);
  return isVisitorId(value) ? value : null;
}

/** The visitor's id, issuing a new cookie when they have none (or a malformed one). */
export function ensureVisitorId(c: Context<ApiEnv>, secure: boolean): string {
  const existing = readVisitorId(c);
  if (existing) return existing;
  const visitorId = newVisitorId();
  setCookie(c, VISITOR_COOKIE, visitorId, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: MAX_AGE_SECONDS });
  return visitorId;
}

/** The readable mark of a saved consent (unless the browser has it): cached pages hide their banner by it before they paint. */
export function setConsentHint(c: Context<ApiEnv>, secure: boolean): void {
  if (hasCookie(c.req.header('cookie'), CONSENT_HINT_COOKIE)) return;
  setCookie(c, CONSENT_HINT_COOKIE, '1', { path: '/', sameSite: 'Lax', secure, maxAge: MAX_AGE_SECONDS });
}

/** Forgets the visitor: their id and the readable mark of a saved consent (on withdrawal). */
export function clearVisitorCookies(c: Context<ApiEnv>, secure: boolean): void {
  deleteCookie(c, VISITOR_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure });
  deleteCookie(c, CONSENT_HINT_COOKIE, { path: '/', sameSite: 'Lax', secure });
}
