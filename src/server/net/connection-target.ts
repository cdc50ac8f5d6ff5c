import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { CONNECTION_TEST_FAILURES } from '@/shared/api/settings';

/** Why a connection test failed, as the dashboard is told it (never the foreign server's own words). */
export type ConnectionFailure = (typeof CONNECTION_TEST_FAILURES)[number];

/** A connection test that failed for one of the classes above. */
export class ConnectionTestFailure extends Error {
  constructor(readonly failure: ConnectionFailure) {
    super(`connection test failed: ${failure}`);
  }
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Only ordinary public unicast addresses; anything loopback, private, link-local, shared, reserved or embedding another address is not. */
const isPublic = (address: ipaddr.IPv4 | ipaddr.IPv6) => address.range() === 'unicast';

function allowedBy(entries: readonly string[]) {
  const names = new Set<string>();
  const ranges: Range[] = [];
  for (const entry of entries) {
    if (!isIP(entry.split('/')[0])) names.add(entry.toLowerCase());
    else ranges.push(entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128]);
  }
  return {
    name: (host: string) => names.has(host.toLowerCase()),
    address: (address: ipaddr.IPv4 | ipaddr.IPv6) =>
      ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits)),
  };
}

/**
 * The address a connection test may connect to for `host` (a name or an address, IPv6 with or
 * without brackets). A name is resolved once here; every address it resolves to must be public
 * unicast, or named by `allowed` (CONNECTION_TEST_ALLOWED_HOSTS: host names, addresses, CIDR
 * ranges), else `not_allowed`. The caller connects to the answered address itself, so a second
 * resolution (DNS rebinding) cannot swap in another one. An unknown name is `unreachable`.
 */
export async function resolveConnectionTarget(host: string, allowed: readonly string[]): Promise<string> {
  const name = host.trim().replace(/^\[(.*)\]$/, '$1');
  const allow = allowedBy(allowed);
  let addresses: string[];
  if (isIP(name)) {
    addresses = [name];
  } else {
    try {
      addresses = (await lookup(name, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw new ConnectionTestFailure('unreachable');
    }
  }
  if (!addresses.length) throw new ConnectionTestFailure('unreachable');
  const parsed = addresses.map((address) => ipaddr.process(address));
  if (!allow.name(name) && !parsed.every((address) => isPublic(address) || allow.address(address))) {
    throw new ConnectionTestFailure('not_allowed');
  }
  return parsed[0].toString();
}

/** Whether the host is loopback as written (`localhost` or a loopback address); names are not resolved. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isIP(name) !== 0 && ipaddr.process(name).range() === 'loopback';
}

/**
 * Runs `work` with an overall deadline: past it, `abandon` is called (close the sockets) and
 * the answer is a `timed_out` failure, however the work was progressing.
 */
export async function withDeadline<T>(deadlineMs: number, abandon: () => void, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abandon();
      reject(new ConnectionTestFailure('timed_out'));
    }, deadlineMs);
  });
  try {
    return await Promise.race([work(), expired]);
  } finally {
    clearTimeout(timer);
  }
}
