import type { Context } from 'hono';
import { ApiError } from '@/server/services/api-error';
import type { ApiEnv } from '../types';

/**
 * CSRF guard for state-changing requests (and GET /api/auth/sign-out): one authenticated by
 * the token COOKIE must come from our own pages (Sec-Fetch-Site same-origin/none, or else an
 * Origin, or without one a Referer, matching the Host or the public URL); otherwise 403.
 * Bearer-token requests pass: browsers never add that header on their own.
 */
export function sameOriginCheck(publicUrl: string): (c: Context<ApiEnv>) => void {
  const publicHost = new URL(publicUrl).host;
  return (c) => {
    if (c.get('auth').credentials()?.source === 'cookie' && !isSameOrigin(c.req.raw.headers, publicHost)) {
      throw new ApiError(403, 'cross_site_request');
    }
  };
}

function isSameOrigin(headers: Headers, publicHost: string): boolean {
  const site = headers.get('sec-fetch-site');
  // A browser that sends it says exactly where the request comes from.
  if (site) return site === 'same-origin' || site === 'none';
  // Browsers without Sec-Fetch-Site send no Origin on a same-origin GET, but a Referer.
  const origin = headers.get('origin') ?? headers.get('referer');
  if (!origin || origin === 'null') return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost === headers.get('host') || originHost === publicHost;
}
