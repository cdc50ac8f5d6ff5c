import type { Context } from 'hono';
import { ApiError } from '@/server/services/api-error';
import type { ApiEnv } from '../types';

/**
 * CSRF guard for state-changing requests: one authenticated by the token COOKIE must come
 * from our own pages (Sec-Fetch-Site same-origin/none, or an Origin matching the Host or the
 * public URL); otherwise 403. Bearer-token requests pass: browsers never add that header
 * on their own.
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
  if (site === 'same-origin' || site === 'none') return true;
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost === headers.get('host') || originHost === publicHost;
}
