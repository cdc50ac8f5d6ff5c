import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OAuth 2.0 provider on 127.0.0.1 with real endpoints: authorize (redirects back with a
 * code), token (checks the client, the redirect URI and the PKCE code_verifier against the
 * S256 challenge) and userinfo (answers for the access token). No test reaches the internet.
 */
export interface FakeOAuthProviderOptions {
  clientId: string;
  clientSecret: string;
  /** Where the client must send its secret: HTTP Basic (Google) or the form body (Facebook). */
  clientAuthentication: 'basic' | 'body';
}

export interface FakeOAuthProvider {
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Plays the person signing in at the provider: follows the authorization URL and returns what the redirect carries. */
  authorize(url: string, userinfo: Record<string, unknown>): Promise<{ code: string; state: string; redirectUri: string }>;
  /** Token requests the provider refused, with the reason. */
  refusals: string[];
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  userinfo: Record<string, unknown>;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeOAuthProvider(options: FakeOAuthProviderOptions): Promise<FakeOAuthProvider> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, Record<string, unknown>>();
  const pendingUserinfo: Record<string, unknown>[] = [];
  const refusals: string[] = [];

  const refuse = (response: http.ServerResponse, reason: string) => {
    refusals.push(reason);
    json(response, 400, { error: 'invalid_grant', error_description: reason });
  };

  function handleAuthorize(url: URL, response: http.ServerResponse): void {
    const params = url.searchParams;
    const userinfo = pendingUserinfo.shift();
    if (params.get('client_id') !== options.clientId || params.get('response_type') !== 'code' || !userinfo) {
      json(response, 400, { error: 'invalid_request' });
      return;
    }
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) {
      json(response, 400, { error: 'invalid_request', error_description: 'PKCE (S256) is required' });
      return;
    }
    const code = randomBytes(16).toString('hex');
    const redirectUri = params.get('redirect_uri') ?? '';
    codes.set(code, { clientId: options.clientId, redirectUri, challenge: params.get('code_challenge')!, userinfo });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state') ?? '');
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  function clientOf(request: http.IncomingMessage, form: URLSearchParams): { id: string | null; secret: string | null } {
    if (options.clientAuthentication === 'basic') {
      const basic = request.headers.authorization?.match(/^Basic\s+(.+)$/i)?.[1];
      if (!basic) return { id: null, secret: null };
      const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      return { id, secret };
    }
    return { id: form.get('client_id'), secret: form.get('client_secret') };
  }

  async function handleToken(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request));
    const client = clientOf(request, form);
    if (client.id !== options.clientId || client.secret !== options.clientSecret) return refuse(response, 'client authentication failed');
    if (form.get('grant_type') !== 'authorization_code') return refuse(response, 'unsupported grant type');
    const issued = codes.get(form.get('code') ?? '');
    if (!issued) return refuse(response, 'unknown or used code');
    codes.delete(form.get('code')!);
    if (form.get('redirect_uri') !== issued.redirectUri) return refuse(response, 'redirect_uri mismatch');
    const verifier = form.get('code_verifier');
    if (!verifier || s256(verifier) !== issued.challenge) return refuse(response, 'PKCE verification failed');
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, issued.userinfo);
    json(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
  }

  function handleUserinfo(request: http.IncomingMessage, response: http.ServerResponse): void {
    const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const userinfo = token ? accessTokens.get(token) : undefined;
    if (!userinfo) return json(response, 401, { error: 'invalid_token' });
    json(response, 200, userinfo);
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/authorize') return handleAuthorize(url, response);
    if (request.method === 'POST' && url.pathname === '/token') return void handleToken(request, response);
    if (request.method === 'GET' && url.pathname === '/userinfo') return handleUserinfo(request, response);
    json(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    authorizationUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userinfoUrl: `${base}/userinfo`,
    refusals,
    async authorize(url, userinfo) {
      pendingUserinfo.push(userinfo);
      const response = await fetch(url, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`the fake provider refused to authorize (${response.status}): ${await response.text()}`);
      const back = new URL(location);
      return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, redirectUri: `${back.origin}${back.pathname}` };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
