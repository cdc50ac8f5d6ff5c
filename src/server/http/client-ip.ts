import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import type { Context } from 'hono';
import type { ApiEnv } from './types';

/** Headers only a proxy should set; from anyone else they are dropped at the door. */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port'];

const CLIENT_IP = Symbol('clientIp');
type AdmittedRequest = IncomingMessage & { [CLIENT_IP]?: string | null };
/** Whether the connection's peer is a trusted proxy: decided once per connection. */
const PEER_TRUSTED = Symbol('peerTrusted');
type CheckedSocket = Socket & { [PEER_TRUSTED]?: boolean };

/** The reverse proxies (addresses or CIDR ranges, e.g. `10.0.0.0/8`) whose forwarded headers count. */
export type ProxyTrust = BlockList;

export function createProxyTrust(entries: readonly string[]): ProxyTrust {
  const trust = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    if (!family || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) trust.addAddress(address, type);
    else trust.addSubnet(address, Number(prefix), type);
  }
  return trust;
}

function isTrusted(trust: ProxyTrust, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && trust.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Where every request enters (the API listener and server.ts for pages): from a peer that
 * is not a trusted proxy, the forwarded headers are deleted, so neither our code nor
 * Next.js ever reads them; from a trusted proxy, the caller is the right-most
 * X-Forwarded-For hop that is not itself a trusted proxy.
 */
export function admitRequest(req: IncomingMessage, trust: ProxyTrust): void {
  const socket = req.socket as CheckedSocket;
  const peer = socket.remoteAddress ?? null;
  socket[PEER_TRUSTED] ??= peer !== null && isTrusted(trust, peer);
  if (!socket[PEER_TRUSTED]) {
    for (const name of FORWARDED_HEADERS) if (req.headers[name] !== undefined) delete req.headers[name];
    (req as AdmittedRequest)[CLIENT_IP] = peer;
    return;
  }
  const hops = forwardedHops(req.headers['x-forwarded-for']);
  while (hops.length > 1 && isTrusted(trust, hops[hops.length - 1])) hops.pop();
  (req as AdmittedRequest)[CLIENT_IP] = hops.length ? hops[hops.length - 1].slice(0, 64) : peer;
}

/** The caller's address of a request that went through admitRequest. */
export function clientIpOf(req: IncomingMessage): string | null {
  const admitted = (req as AdmittedRequest)[CLIENT_IP];
  return admitted === undefined ? (req.socket?.remoteAddress ?? null) : admitted;
}

/**
 * The caller's address in a route. In-process calls (`app.request()`, tests) have no socket:
 * their X-Forwarded-For is believed.
 */
export function clientIp(c: Context<ApiEnv>): string | null {
  const incoming = c.env?.incoming;
  if (incoming) return clientIpOf(incoming);
  const hops = forwardedHops(c.req.header('x-forwarded-for'));
  return hops.length ? hops[hops.length - 1].slice(0, 64) : null;
}

function forwardedHops(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : header;
  return text ? text.split(',').map((hop) => hop.trim()).filter(Boolean) : [];
}
