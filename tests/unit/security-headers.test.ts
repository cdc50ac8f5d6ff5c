import { describe, expect, it } from 'vitest';
import { createNonce, nonceOfPolicy, pageContentSecurityPolicy } from '@/server/http/security-headers';

describe('CSP nonces', () => {
  it('are 128 random bits in base64, never the same twice, also across refills of the random pool', () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });

  it('lets pages frame Vimeo\'s player and nothing else, and be framed by no one', () => {
    const directives = pageContentSecurityPolicy(createNonce()).split('; ');
    expect(directives.filter((directive) => directive.startsWith('frame-'))).toEqual(['frame-src https://player.vimeo.com', "frame-ancestors 'none'"]);
  });

  it('can be read back from the page policy that carries one', () => {
    const nonce = createNonce();
    expect(nonceOfPolicy(pageContentSecurityPolicy(nonce))).toBe(nonce);
  });
});
