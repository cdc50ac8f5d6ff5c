import 'server-only';
import { headers } from 'next/headers';
import { nonceOfPolicy } from '@/server/http/security-headers';

/** This answer's CSP nonce (server.ts puts the policy on the request: src/server/web/page-routing.ts), for an inline script of our own. */
export async function requestNonce(): Promise<string | undefined> {
  return nonceOfPolicy((await headers()).get('content-security-policy') ?? '') ?? undefined;
}
