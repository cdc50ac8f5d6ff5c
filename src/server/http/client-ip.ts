import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { ApiEnv } from './types';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The caller's address. X-Forwarded-For is believed only from a reverse proxy on this
 * machine (a loopback peer) or for in-process calls, and then its last hop is taken: the
 * address that proxy saw. A remote client can't spoof its address this way.
 */
export function clientIp(c: Context<ApiEnv>): string | null {
  const peer = c.env?.incoming?.socket?.remoteAddress ?? null;
  if (peer !== null && !LOOPBACK.has(peer)) return peer;
  return forwardedOr(peer, c.req.header('x-forwarded-for'));
}

/** clientIp for a request that never went through Hono. */
export function clientIpOf(req: IncomingMessage): string | null {
  const peer = req.socket.remoteAddress ?? null;
  if (peer !== null && !LOOPBACK.has(peer)) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  return forwardedOr(peer, Array.isArray(forwarded) ? forwarded.join(',') : forwarded);
}

function forwardedOr(peer: string | null, forwarded: string | undefined): string | null {
  if (forwarded) {
    const hops = forwarded.split(',').map((hop) => hop.trim()).filter(Boolean);
    if (hops.length) return hops[hops.length - 1].slice(0, 64);
  }
  return peer;
}
