import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { admitRequest, clientIpOf, createProxyTrust } from '@/server/http/client-ip';
import { DEFAULT_TRUSTED_PROXIES, loadConfig } from '@/server/config';

const FORWARDED = {
  'x-forwarded-for': '203.0.113.7, 10.0.0.5',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'for=203.0.113.7;host=evil.example',
  host: 'localhost:3000',
};

function admitted(peer: string, headers: Record<string, string>, proxies = DEFAULT_TRUSTED_PROXIES) {
  const req = { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage;
  admitRequest(req, createProxyTrust(loadConfig({ TRUSTED_PROXIES: proxies }).trustedProxies));
  return { ip: clientIpOf(req), headers: req.headers };
}

describe('forwarded headers and trusted proxies', () => {
  it('drops every forwarded header from a peer that is not a trusted proxy, and uses the peer', () => {
    for (const peer of ['198.51.100.4', '2001:db8::1', '10.0.0.9']) {
      const { ip, headers } = admitted(peer, FORWARDED);
      expect(ip).toBe(peer);
      expect(headers).toEqual({ host: 'localhost:3000' });
    }
  });

  it('trusts loopback by default: the right-most hop that is not a trusted proxy is the caller', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const { ip, headers } = admitted(peer, FORWARDED);
      expect(ip).toBe('10.0.0.5');
      expect(headers['x-forwarded-host']).toBe('evil.example');
    }
    expect(admitted('127.0.0.1', { host: 'localhost' }).ip).toBe('127.0.0.1');
  });

  it('walks back through the configured proxies (addresses and CIDR ranges)', () => {
    expect(admitted('10.0.0.9', FORWARDED, '10.0.0.0/24').ip).toBe('203.0.113.7');
    expect(admitted('10.0.0.9', FORWARDED, '10.0.0.9 10.0.0.5').ip).toBe('203.0.113.7');
    // Not loopback any more once the list is set.
    expect(admitted('127.0.0.1', FORWARDED, '10.0.0.0/24').ip).toBe('127.0.0.1');
    expect(admitted('127.0.0.1', FORWARDED, '').headers['x-forwarded-for']).toBeUndefined();
  });

  it('refuses a list entry that is not an address or range, naming the variable', () => {
    expect(() => createProxyTrust(['10.0.0.0/8', 'proxy.local'])).toThrow(/TRUSTED_PROXIES: "proxy.local"/);
  });
});
