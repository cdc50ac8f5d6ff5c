import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { SESSION_POLICY } from '@/server/services/sessions';
import type { OAuthAttempt } from '@/server/services/auth/oauth-sign-in';
import type { ApiEnv } from '../../types';
import { SESSION_HINT_COOKIE, TOKEN_COOKIE } from '@/shared/shell-hints';

const SESSION_COOKIE_BASE = { path: '/', httpOnly: true, sameSite: 'Lax' } as const;

/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure in production. A remembered session's
 * cookie lives as long as the session can; otherwise it is a browser-session cookie.
 */
export function setSessionCookie(c: Context<ApiEnv>, token: string, remember: boolean, secure: boolean): void {
  const options: CookieOptions = { ...SESSION_COOKIE_BASE, secure };
  if (remember) options.maxAge = SESSION_POLICY.remembered.absoluteMs / 1000;
  setCookie(c, TOKEN_COOKIE, token, options);
  // Readable, with the same lifetime: cached public pages ask for the personal parts only when it is there.
  setCookie(c, SESSION_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(c: Context<ApiEnv>, secure: boolean): void {
  deleteCookie(c, TOKEN_COOKIE, { ...SESSION_COOKIE_BASE, secure });
  deleteCookie(c, SESSION_HINT_COOKIE, { ...SESSION_COOKIE_BASE, httpOnly: false, secure });
}

/** The OAuth attempt lives in three cookies sent only to the OAuth calls, for ten minutes. */
const OAUTH_COOKIES = { state: 'oauth_state', codeVerifier: 'oauth_code_verifier', redirectPath: 'oauth_redirect_path' } as const;
const OAUTH_COOKIE_BASE = { path: '/api/auth/oauth', httpOnly: true, sameSite: 'Lax' } as const;
const OAUTH_ATTEMPT_SECONDS = 600;

export function setOAuthAttemptCookies(c: Context<ApiEnv>, attempt: OAuthAttempt, secure: boolean): void {
  for (const [field, name] of Object.entries(OAUTH_COOKIES) as [keyof OAuthAttempt, string][]) {
    setCookie(c, name, attempt[field], { ...OAUTH_COOKIE_BASE, secure, maxAge: OAUTH_ATTEMPT_SECONDS });
  }
}

/** Reads and clears the attempt: each one can be completed once. */
export function takeOAuthAttemptCookies(c: Context<ApiEnv>, secure: boolean): Partial<OAuthAttempt> {
  const attempt: Partial<OAuthAttempt> = {};
  for (const [field, name] of Object.entries(OAUTH_COOKIES) as [keyof OAuthAttempt, string][]) {
    attempt[field] = getCookie(c, name);
    deleteCookie(c, name, { ...OAUTH_COOKIE_BASE, secure });
  }
  return attempt;
}
